import Foundation

/// The data-providing role of a list view, typed by the view it serves (UIKit's
/// `UITableViewDataSource`).
///
/// Conformers are usually the library's own data sources (``FlatDataSource``,
/// ``GroupedDataSource``); composite and switching data sources forward these
/// calls to their children.
@MainActor
public protocol ListViewDataSource<View>: AnyObject {
    /// The kind of list view this data source fills.
    associatedtype View: ListView

    /// The number of sections to show. UIKit's default is 1.
    func numberOfSections(in listView: View) -> Int

    /// The number of rows to show in `section`.
    func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int

    /// The configured cell for the row at `indexPath`.
    func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell

    /// The title of the header of `section`, or `nil` for none.
    func listView(_ listView: View, titleForHeaderInSection section: Int) -> String?

    /// The title of the footer of `section`, or `nil` for none.
    func listView(_ listView: View, titleForFooterInSection section: Int) -> String?

    /// The supplementary view of `kind` at `indexPath` — a section's header or footer, or a view
    /// of a kind the collection view's layout defines — dequeued from `listView`, or `nil` for
    /// none. For headers and footers `indexPath` is `IndexPath.supplementary(inSection:)`.
    ///
    /// A table view shows a header's or footer's title when this gives no view; a collection
    /// view whose layout asks for a view shows an empty one.
    func listView(
        _ listView: View, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, at indexPath: IndexPath
    ) -> View.SupplementaryView?

    /// The layout of `section`, for a view that takes it from its data sources (a collection
    /// view with a compositional layout made by `CollectionListView.makeCompositionalLayout`),
    /// or `nil` to leave the section to the view's own layout.
    ///
    /// Containers ask the data source that owns the section, in its own numbers, so each part of
    /// a composite lays out its sections its own way: a carousel, a grid and a list in one
    /// collection view. The view asks again whenever it lays out anew (after a reload, a batch
    /// update or a change of size), so the answer may follow the data or the `environment`.
    func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout?

    /// Whether the user may delete (or otherwise edit) the row at `indexPath` (UIKit's
    /// `tableView(_:canEditRowAt:)`); `false` by default.
    func listView(_ listView: View, canEditRowAt indexPath: IndexPath) -> Bool

    /// The user deleted (or asked to insert) the row at `indexPath` (UIKit's
    /// `tableView(_:commit:forRowAt:)`): change the data and show it with a batch update — for a
    /// deletion, the row's.
    func listView(_ listView: View, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath)

    /// Whether the user may move the row at `indexPath` (UIKit's `tableView(_:canMoveRowAt:)`);
    /// `false` by default.
    func listView(_ listView: View, canMoveRowAt indexPath: IndexPath) -> Bool

    /// The entries of the list's section index, top to bottom, or none (the default) for no
    /// index (UIKit's `sectionIndexTitles(for:)` and `tableView(_:sectionForSectionIndexTitle:at:)`,
    /// a collection view's `indexTitles(for:)`). Asked when the view reloads its index: after a
    /// reload, and after a batch update that inserts, deletes or moves sections.
    func sectionIndexTitles(in listView: View) -> [SectionIndexTitle]

    /// Whether the row at `indexPath` may hold the user's place when a batch update adds or
    /// removes rows above it (see ``ListContentAnchor``); `true` by default. A row that stands
    /// for no item — a ``ListViewMediator``'s loading row — says `false`, so the place is the
    /// first item's on screen.
    func listView(_ listView: View, canAnchorRowAt indexPath: IndexPath) -> Bool

    /// The user moved the row at `sourceIndexPath` to `destinationIndexPath` (UIKit's
    /// `tableView(_:moveRowAt:to:)`). The view already shows the row there: bring the data to
    /// match, with no batch update — one would move the row a second time, the classic crash.
    ///
    /// Both index paths are this data source's: a container calls this only for a move within
    /// one of its data sources; a move from one into another reaches them as
    /// ``listView(_:removeRowMovedOutAt:)`` and ``listView(_:insertMovedItem:at:)``.
    func listView(_ listView: View, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The item of the row at `indexPath` when the user may drag the row out of this data source
    /// into another of the same list, or `nil` (the default) when its rows stay here. Asked
    /// while the user drags, so answer without changing anything.
    func listView(_ listView: View, itemForRowMovingOutAt indexPath: IndexPath) -> MovedItem?

    /// Whether this data source takes `movedItem`, dragged from another data source of the list,
    /// at `indexPath`: a place among its rows in its own numbers (a section's row count is its
    /// end; row 0 of an empty section is a place). `false` by default. Asked while the user
    /// drags, so answer without changing anything.
    func listView(_ listView: View, canInsertMovedItem movedItem: MovedItem, at indexPath: IndexPath) -> Bool

    /// The user dragged the row at `indexPath` into another data source of the list: remove its
    /// item with no batch update (the view shows the row elsewhere already). The other data
    /// source hears ``listView(_:insertMovedItem:at:)`` right after.
    func listView(_ listView: View, removeRowMovedOutAt indexPath: IndexPath)

    /// The user dropped `movedItem`, from another data source of the list, at `indexPath`, where
    /// ``listView(_:canInsertMovedItem:at:)`` took it: insert it with no batch update (the view
    /// shows the row there already), selected when ``MovedItem/isSelected`` says so.
    func listView(_ listView: View, insertMovedItem movedItem: MovedItem, at indexPath: IndexPath)

    /// The data the row at `indexPath` carries when the user drags it out to another app (text
    /// for a note, a link for a browser), or `nil` (the default) for a drag that stays in the app.
    func listView(_ listView: View, dragDataForRowAt indexPath: IndexPath) -> ListDragData?

    /// What this data source takes when a drag from another app is dropped at `indexPath` — a
    /// place among its rows in its own numbers (a section's row count is its end) — or `nil`
    /// (the default) when it takes nothing there. Asked while the user drags, so answer without
    /// changing anything; the receiver takes the data once it has loaded.
    func listView(_ listView: View, dropReceiverAt indexPath: IndexPath) -> ListDropReceiver?

    /// The rows at `indexPaths` will probably come on screen soon: start what their cells need
    /// (images, details) so it is there when they do (UIKit's
    /// `tableView(_:prefetchRowsAt:)` / `collectionView(_:prefetchItemsAt:)`). Containers pass
    /// each data source its own rows, in its own numbers; a mediator also asks for the next page
    /// when the rows reach near the end of the list.
    func listView(_ listView: View, prefetchRowsAt indexPaths: [IndexPath])

    /// The rows at `indexPaths` will not come on screen after all: cancel what
    /// ``listView(_:prefetchRowsAt:)`` started for them (UIKit's
    /// `tableView(_:cancelPrefetchingForRowsAt:)`).
    func listView(_ listView: View, cancelPrefetchingForRowsAt indexPaths: [IndexPath])

    /// The rows this data source holds selected in `sections`, in order: the view selects them
    /// again after a reload, which drops a view's selection. The default is none.
    ///
    /// Asked for a range rather than section by section, so a list with a hundred sections and
    /// nothing selected costs a few calls, not a hundred.
    func listView(_ listView: View, indexPathsForSelectedRowsIn sections: Range<Int>) -> [IndexPath]

    /// Registers the cell and supplementary view classes this data source dequeues. The view
    /// calls it when the data source becomes its ``ListView/currentDataSource``.
    func registerCells(in listView: View)
}

extension ListViewDataSource {
    public func numberOfSections(in listView: View) -> Int { 1 }
    public func listView(_ listView: View, titleForHeaderInSection section: Int) -> String? { nil }
    public func listView(_ listView: View, titleForFooterInSection section: Int) -> String? { nil }
    public func listView(
        _ listView: View, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, at indexPath: IndexPath
    ) -> View.SupplementaryView? { nil }
    public func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout? { nil }
    public func listView(_ listView: View, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func listView(_ listView: View, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath) {}
    public func listView(_ listView: View, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func listView(_ listView: View, canAnchorRowAt indexPath: IndexPath) -> Bool { true }
    public func sectionIndexTitles(in listView: View) -> [SectionIndexTitle] { [] }
    public func listView(_ listView: View, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func listView(_ listView: View, itemForRowMovingOutAt indexPath: IndexPath) -> MovedItem? { nil }
    public func listView(_ listView: View, canInsertMovedItem movedItem: MovedItem, at indexPath: IndexPath) -> Bool {
        false
    }
    public func listView(_ listView: View, removeRowMovedOutAt indexPath: IndexPath) {}
    public func listView(_ listView: View, insertMovedItem movedItem: MovedItem, at indexPath: IndexPath) {}
    public func listView(_ listView: View, dragDataForRowAt indexPath: IndexPath) -> ListDragData? { nil }
    public func listView(_ listView: View, dropReceiverAt indexPath: IndexPath) -> ListDropReceiver? { nil }
    public func listView(_ listView: View, prefetchRowsAt indexPaths: [IndexPath]) {}
    public func listView(_ listView: View, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
    public func listView(_ listView: View, indexPathsForSelectedRowsIn sections: Range<Int>) -> [IndexPath] { [] }
    public func registerCells(in listView: View) {}
}
