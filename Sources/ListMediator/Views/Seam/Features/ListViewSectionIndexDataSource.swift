import Foundation

/// A data source that gives the list a section index: the letters down the side of a contacts
/// list (UIKit's `sectionIndexTitles(for:)` and `tableView(_:sectionForSectionIndexTitle:at:)`, a
/// collection view's `indexTitles(for:)`).
///
/// A list view shows an index only for a data source that adopts this protocol. A grouped data
/// source adopts it and gives an entry per section when it is given a way to title them;
/// containers adopt it and join their children's entries, in order.
@MainActor
public protocol ListViewSectionIndexDataSource<View>: ListViewDataSource {
    /// The kind of list view this data source serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// The entries of the list's section index, top to bottom, or none for no index. Asked when
    /// the view reloads its index: after a reload, and after a batch update that inserts, deletes
    /// or moves sections.
    func sectionIndexTitles(in listView: View) -> [SectionIndexTitle]
}
