import Foundation

/// The data-providing role of a list view, typed by the view it serves (UIKit's
/// `UITableViewDataSource`).
///
/// Conformers are usually the library's own data sources (``FlatDataSource``,
/// ``GroupedDataSource``); composite and switching data sources forward these
/// calls to their children.
///
/// This protocol holds what every list needs: counts, cells, titles, supplementary views,
/// section layouts and the selection a reload restores. A feature only some lists have is a
/// protocol of its own that refines this one, and a list view or a container asks a data source
/// about it only when it adopts that protocol (found once, when the data source is attached;
/// see ``ListViewDataSourceFeatures``):
///
/// - ``ListViewEditingDataSource``: rows the user may delete.
/// - ``ListViewMovingDataSource``: rows the user may reorder, or drag into another data source.
/// - ``ListViewDragAndDropDataSource``: rows dragged out to another app, drops from one.
/// - ``ListViewPrefetchingDataSource``: work started before rows come on screen.
/// - ``ListViewSectionIndexDataSource``: the index down the side of the list.
/// - ``ListViewAnchoringDataSource``: rows that must not hold the user's place.
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
    public func listView(_ listView: View, indexPathsForSelectedRowsIn sections: Range<Int>) -> [IndexPath] { [] }
    public func registerCells(in listView: View) {}
}
