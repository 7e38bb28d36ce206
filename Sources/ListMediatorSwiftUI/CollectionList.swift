#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    /// A list the library drives on a `UICollectionView`, in a SwiftUI screen: items and a
    /// `@ViewBuilder` row, as a `List` takes them, or a data source of the app's — a flat or
    /// grouped data source, a composite, a switching data source, a mediator.
    ///
    /// ```swift
    /// CollectionList(posts, selection: $selectedPostID) { post in
    ///     PostRow(post: post)
    /// }
    /// .refreshable { await feed.reload() }
    /// ```
    ///
    /// Items are diffed at each of SwiftUI's updates of the list, and the difference is
    /// animated (unless the transaction disables animations); they are matched by `id` and a row
    /// whose item is no longer equal is updated in place, and no other. An update whose items
    /// are all as they were makes the rows on screen again with the latest `rowContent`, so they
    /// follow other state the screen's body reads.
    ///
    /// A data source stays the app's: keep it in a model the view observes, and apply new items
    /// to it as state changes; the list animates each apply as it does in UIKit. Its layout is
    /// the one its data sources describe (`CollectionListView.makeCompositionalLayout`), so
    /// headers, footers and a mediator's loading footer show with no layout code; give `layout`
    /// for another. A `refreshable` action above the list runs when the user pulls, the control
    /// spinning until it returns; `items(_:in:)` and `selection(_:in:)` bind a data source's
    /// items and selection to SwiftUI state, in any order with the other modifiers.
    public struct CollectionList: SwiftUI.View {
        private let source: ListSource<CollectionListView>
        private let makeLayout: (@MainActor () -> UICollectionViewLayout)?

        /// Shows `dataSource` in a collection view with the layout `layout` makes, by default
        /// the layout `dataSource` describes.
        public init(
            _ dataSource: any ListViewDataSource<CollectionListView>,
            layout: (@MainActor () -> UICollectionViewLayout)? = nil
        ) {
            source = .dataSource(dataSource)
            makeLayout = layout
        }

        /// Shows `data`, each item as the view `rowContent` makes, in a plain list (or the layout
        /// `layout` makes).
        @MainActor
        public init<Data: RandomAccessCollection, RowContent: SwiftUI.View>(
            _ data: Data, layout: (@MainActor () -> UICollectionViewLayout)? = nil,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            self.init(data, selection: nil, layout: layout, rowContent: rowContent)
        }

        /// Shows `data` as rows the user can select several of, their identities in `selection`.
        @MainActor
        public init<Data: RandomAccessCollection, RowContent: SwiftUI.View>(
            _ data: Data, selection: Binding<Set<Data.Element.ID>>,
            layout: (@MainActor () -> UICollectionViewLayout)? = nil,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            self.init(data, selection: .several(selection), layout: layout, rowContent: rowContent)
        }

        /// Shows `data` as rows the user can select one of, its identity in `selection`.
        @MainActor
        public init<Data: RandomAccessCollection, RowContent: SwiftUI.View>(
            _ data: Data, selection: Binding<Data.Element.ID?>,
            layout: (@MainActor () -> UICollectionViewLayout)? = nil,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            self.init(data, selection: .one(selection), layout: layout, rowContent: rowContent)
        }

        /// Shows `data` in sections by `sectionKey`, sorted by key, each under a header showing
        /// `sectionTitle` (the key, described, by default), each item as the view `rowContent`
        /// makes, its rows selectable when `selection` is given, in a plain list (or the layout
        /// `layout` makes).
        ///
        /// ```swift
        /// CollectionList(products, sectionedBy: \.category) { product in
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
            selection: Binding<Set<Data.Element.ID>>? = nil,
            layout: (@MainActor () -> UICollectionViewLayout)? = nil,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            source = .sectionedRows(
                data, sectionKey: sectionKey, sectionTitle: sectionTitle,
                headers: .hosting(ofKind: .header) { section in
                    if let title = sectionTitle(section.key) { Text(title).font(.headline) }
                },
                selection: selection.map { .several($0) }, rowContent: rowContent
            ) { CellProvider.hosting(content: $0) }
            makeLayout = layout
        }

        @MainActor
        private init<Data: RandomAccessCollection, RowContent: SwiftUI.View>(
            _ data: Data, selection: ItemsSelection<Data.Element.ID>?,
            layout: (@MainActor () -> UICollectionViewLayout)?, rowContent: @escaping (Data.Element) -> RowContent
        ) where Data.Element: Identifiable & Equatable {
            source = .rows(data, selection: selection, rowContent: rowContent) { CellProvider.hosting(content: $0) }
            makeLayout = layout
        }

        public var body: some SwiftUI.View {
            ListRepresentable(source: source) { [makeLayout] in
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                let listView = CollectionListView(collectionView: collectionView)
                collectionView.collectionViewLayout = makeLayout?() ?? listView.makeCompositionalLayout()
                return (collectionView, listView)
            }
        }
    }
#endif
