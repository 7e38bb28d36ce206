#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    /// A list the library drives on a `UITableView`, in a SwiftUI screen: items and a
    /// `@ViewBuilder` row, or a data source of the app's, as ``CollectionList`` takes them.
    public struct TableList: SwiftUI.View {
        private let source: ListSource<TableListView>
        private let style: UITableView.Style

        /// Shows `dataSource` in a table view of `style`.
        public init(_ dataSource: any ListViewDataSource<TableListView>, style: UITableView.Style = .plain) {
            source = .dataSource(dataSource)
            self.style = style
        }

        /// Shows `data`, each item as the view `rowContent` makes, in a table view of `style`.
        @MainActor
        public init<Data: RandomAccessCollection, RowContent: SwiftUI.View>(
            _ data: Data, style: UITableView.Style = .plain,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            self.init(data, selection: nil, style: style, rowContent: rowContent)
        }

        /// Shows `data` as rows the user can select several of, their identities in `selection`.
        @MainActor
        public init<Data: RandomAccessCollection, RowContent: SwiftUI.View>(
            _ data: Data, selection: Binding<Set<Data.Element.ID>>, style: UITableView.Style = .plain,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            self.init(data, selection: .several(selection), style: style, rowContent: rowContent)
        }

        /// Shows `data` as rows the user can select one of, its identity in `selection`.
        @MainActor
        public init<Data: RandomAccessCollection, RowContent: SwiftUI.View>(
            _ data: Data, selection: Binding<Data.Element.ID?>, style: UITableView.Style = .plain,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            self.init(data, selection: .one(selection), style: style, rowContent: rowContent)
        }

        /// Shows `data` in sections by `sectionKey`, sorted by key, each titled with
        /// `sectionTitle` (the key, described, by default), each item as the view `rowContent`
        /// makes, its rows selectable when `selection` is given, in a table view of `style`.
        ///
        /// ```swift
        /// TableList(products, sectionedBy: \.category, style: .insetGrouped) { product in
        ///     ProductRow(product: product)
        /// }
        /// ```
        ///
        /// Sections come and go with their items, and the difference of each update is animated,
        /// as a `GroupedDataSource`'s apply does.
        @MainActor
        public init<Data: RandomAccessCollection, SectionKey: Comparable & Hashable, RowContent: SwiftUI.View>(
            _ data: Data, sectionedBy sectionKey: @escaping (Data.Element) -> SectionKey,
            sectionTitle: @escaping (SectionKey) -> String? = { "\($0)" },
            selection: Binding<Set<Data.Element.ID>>? = nil, style: UITableView.Style = .plain,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            source = .sectionedRows(
                data, sectionKey: sectionKey, sectionTitle: sectionTitle, headers: .none,
                selection: selection.map { .several($0) }, rowContent: rowContent
            ) { CellProvider.hosting(content: $0) }
            self.style = style
        }

        @MainActor
        private init<Data: RandomAccessCollection, RowContent: SwiftUI.View>(
            _ data: Data, selection: ItemsSelection<Data.Element.ID>?, style: UITableView.Style,
            rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            source = .rows(data, selection: selection, rowContent: rowContent) { CellProvider.hosting(content: $0) }
            self.style = style
        }

        public var body: some SwiftUI.View {
            ListRepresentable(source: source) { [style] in
                let tableView = UITableView(frame: .zero, style: style)
                return (tableView, TableListView(tableView: tableView))
            }
        }
    }
#endif
