import Foundation

extension ListView {
    /// The data source this view shows, retained by the view.
    ///
    /// `UITableView.dataSource` is weak, so a data source created on the spot and only
    /// assigned there is freed at once and the list goes blank (the "retain your data
    /// sources" trap). Assigning here instead retains the new data source, releases the
    /// previous one, makes the new one the delegate too when it is a
    /// ``ListViewDelegate`` for this view, registers its cells and reloads: switching a
    /// list between a flat and a grouped presentation is this one assignment.
    public var currentDataSource: (any ListViewDataSource<Self>)? {
        get { retainedDataSource as? any ListViewDataSource<Self> }
        set {
            retainedDataSource = newValue
            dataSource = newValue
            delegate = newValue as? any ListViewDelegate<Self>
            newValue?.registerCells(in: self)
            reloadData()
        }
    }
}

extension ListView {
    /// Applies `update` in one batch with no completion handler; see
    /// ``performBatchUpdates(_:animated:updateData:completion:)``.
    public func performBatchUpdates(
        _ update: BatchUpdate, animated: Bool, updateData: () -> Void
    ) throws(BatchUpdateError) {
        try performBatchUpdates(update, animated: animated, updateData: updateData, completion: nil)
    }
}
