import Foundation

extension ListView {
    /// The view shows `child` from section 0 when it is its ``dataSource``.
    public func placement(of child: AnyObject) -> DataSourcePlacement<Self>? {
        child === dataSource ? DataSourcePlacement(listView: self, sectionOffset: 0) : nil
    }

    /// Performs `update`, moved `sectionOffset` sections down, when `child` is this view's
    /// ``dataSource``; otherwise only swaps the data.
    public func performBatchUpdates(
        _ update: BatchUpdate, sectionOffset: Int, from child: AnyObject, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        guard child === dataSource else { return changeDataNotShown(updateData, completion: completion) }
        try performBatchUpdates(
            update.offsettingSections(by: sectionOffset), animated: animated, updateData: updateData,
            completion: completion)
    }

    /// Reloads when `child` is this view's ``dataSource``.
    public func reloadData(from child: AnyObject) {
        if child === dataSource { reloadData() }
    }
}

/// What every host does with an update it does not show — from a child it does not hold, or
/// while nothing shows the host itself: the data changes, and the update is done at once. The
/// host's own record of its children (a composite's section counts) is the caller's.
@MainActor
package func changeDataNotShown(_ updateData: () -> Void, completion: ((Bool) -> Void)?) {
    updateData()
    completion?(true)
}
