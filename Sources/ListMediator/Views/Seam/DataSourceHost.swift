import Foundation

/// What shows a data source: a list view, or a data source that contains others (a
/// ``CompositeDataSource``, a ``SwitchingDataSource``).
///
/// Hosts form the update chain. A data source that is shown anywhere holds a weak reference to
/// its host (``HostedDataSource/host``); when its data changes it hands the batch update, in its
/// own coordinates, to the host, which moves it into its own coordinates and hands it on, until
/// the list view performs it. Every host on the way runs the data swap inside the update, so the
/// counts each of them reports are consistent when the view checks them.
///
/// List views are hosts already; implement this protocol only for a container data source of
/// your own.
@MainActor
public protocol DataSourceHost<View>: AnyObject {
    /// The kind of list view at the end of the chain.
    associatedtype View: ListView

    /// Where `child`'s sections are on screen now — the view and the section its first section
    /// is shown as — or `nil` when this host does not show `child` at the moment (a hidden
    /// child of a switching data source, or a chain that reaches no view).
    /// - Complexity: O(*d* log *c*) for *d* hosts above `child` with up to *c* children each.
    func placement(of child: AnyObject) -> DataSourcePlacement<View>?

    /// Performs `update` as one batch on the view, running `updateData` (which swaps `child`'s
    /// data) inside it. `update` moved `sectionOffset` sections down is in `child`'s own
    /// coordinates: a container adds where its child starts to the offset and hands the same
    /// update on, so a chain of containers shifts it once, at the view, rather than at every
    /// level.
    ///
    /// When this host does not show `child`, only `updateData` runs and `completion` is called
    /// with `true` at once.
    ///
    /// - Throws: ``BatchUpdateError`` when the view rejects the update; the view then reloads.
    func performBatchUpdates(
        _ update: BatchUpdate, sectionOffset: Int, from child: AnyObject, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError)

    /// `child`'s data changed in a way no batch update describes; the view reloads if it shows
    /// `child`.
    func reloadData(from child: AnyObject)
}

extension DataSourceHost {
    /// Performs `update`, given in `child`'s own coordinates; see
    /// ``performBatchUpdates(_:sectionOffset:from:animated:updateData:completion:)``.
    ///
    /// This is where a data source of the app's own hands its host an update: the view's
    /// record names `child` as the data source that asked, however many containers pass the
    /// update on.
    public func performBatchUpdates(
        _ update: BatchUpdate, from child: AnyObject, animated: ListAnimation, updateData: () -> Void,
        completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        func passOn() throws(BatchUpdateError) {
            try performBatchUpdates(
                update, sectionOffset: 0, from: child, animated: animated, updateData: updateData,
                completion: completion)
        }
        guard let listView = placement(of: child)?.listView else { return try passOn() }
        try listView.recordingUpdates(askedBy: child, passOn)
    }
}

/// Where a data source's sections are on screen: the view, and the section its own section 0
/// is shown as.
public struct DataSourcePlacement<View: ListView> {
    /// The view showing the data source.
    public let listView: View
    /// The view's section for the data source's section 0.
    public let sectionOffset: Int

    /// Creates a placement.
    public init(listView: View, sectionOffset: Int) {
        self.listView = listView
        self.sectionOffset = sectionOffset
    }

    /// The view's index path for `indexPath` in the data source's own coordinates.
    /// - Complexity: O(1).
    public func globalIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard sectionOffset != 0, !indexPath.isEmpty else { return indexPath }
        // A row's path, or a supplementary view's of any length: the section is the first index.
        var global = indexPath
        global[0] += sectionOffset
        return global
    }

    /// `indexPath`, one of the view's, in the data source's own coordinates; `nil` when it is
    /// above the data source's sections (whether it is below them, only the data source knows).
    /// - Complexity: O(1).
    public func localIndexPath(for indexPath: IndexPath) -> IndexPath? {
        guard sectionOffset != 0, !indexPath.isEmpty else { return indexPath }
        guard indexPath[0] >= sectionOffset else { return nil }
        var local = indexPath
        local[0] -= sectionOffset
        return local
    }

    /// The same placement, `offset` sections further down.
    func shifted(by offset: Int) -> DataSourcePlacement {
        DataSourcePlacement(listView: listView, sectionOffset: sectionOffset + offset)
    }
}
