#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI

    /// The rows of a list made from items: the screen's latest `@ViewBuilder` closure, which a
    /// cell calls each time it is configured.
    @MainActor
    final class HostedRowContent<Item, Content: SwiftUI.View> {
        var make: (Item) -> Content

        init(_ make: @escaping (Item) -> Content) {
            self.make = make
        }
    }

    extension ListSource {
        /// `data` shown as rows of the SwiftUI views `rowContent` makes, in cells `hosting` makes,
        /// with `selection`.
        @MainActor
        static func rows<Data: RandomAccessCollection, Content: SwiftUI.View>(
            _ data: Data, selection: ItemsSelection<Data.Element.ID>?,
            rowContent: @escaping (Data.Element) -> Content,
            hosting: @escaping (@escaping (Data.Element) -> Content) -> CellProvider<Data.Element, ListViewType>
        ) -> ListSource where Data.Element: Identifiable & Equatable {
            .items(
                ItemsSource(
                    Array(data), makeCells: { HostedRowContent(rowContent) },
                    cellProvider: { rows in hosting { item in rows.make(item) } },
                    showCells: { rows in rows.make = rowContent }, selection: selection))
        }
    }

    extension ItemsSelection {
        /// The selection a set binding holds.
        @MainActor
        static func several(_ binding: Binding<Set<ID>>) -> ItemsSelection {
            .several(read: { binding.wrappedValue }, write: { binding.wrappedValue = $0 })
        }

        /// The selection an optional binding holds.
        @MainActor
        static func one(_ binding: Binding<ID?>) -> ItemsSelection {
            .one(read: { binding.wrappedValue }, write: { binding.wrappedValue = $0 })
        }
    }
#endif

#if canImport(SwiftUI) && canImport(UIKit)
    extension ListSource {
        /// `data` shown in sections by `sectionKey`, sorted by key and titled by `sectionTitle`,
        /// as rows of the SwiftUI views `rowContent` makes, in cells `hosting` makes, with
        /// `selection`; `headers` makes the sections' header views, where the view shows views.
        @MainActor
        static func sectionedRows<
            Data: RandomAccessCollection, SectionKey: Comparable & Hashable, Content: SwiftUI.View
        >(
            _ data: Data, sectionKey: @escaping (Data.Element) -> SectionKey,
            sectionTitle: @escaping (SectionKey) -> String?,
            headers: SupplementaryViewProvider<
                GroupedDataSource<Data.Element, SectionKey, ListViewType>.Section, ListViewType
            >,
            selection: ItemsSelection<Data.Element.ID>?, rowContent: @escaping (Data.Element) -> Content,
            hosting: @escaping (@escaping (Data.Element) -> Content) -> CellProvider<Data.Element, ListViewType>
        ) -> ListSource where Data.Element: Identifiable & Equatable {
            .items(
                ItemsSource(
                    Array(data), sectionKey: sectionKey, sectionOrder: <, headerTitle: sectionTitle,
                    supplementaryViews: headers, makeCells: { HostedRowContent(rowContent) },
                    cellProvider: { rows in hosting { item in rows.make(item) } },
                    showCells: { rows in rows.make = rowContent }, selection: selection))
        }
    }
#endif
