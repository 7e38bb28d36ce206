import Foundation

/// A backend of the library's: it keeps the feature protocols its current data source and its
/// delegate adopt, found once when each is set, and asks about a feature through them; and it
/// keeps its own update record.
@MainActor
@_spi(Backends) public protocol FeatureKeepingListView: ListView {
    /// The record ``ListView/updateRecord`` returns.
    var keptUpdateRecord: ListUpdateRecord { get }
    /// The features of ``ListView/currentDataSource``, or `nil` when there is none; set by
    /// ``showCurrentDataSource(replacing:)``.
    var dataSourceFeatures: ListViewDataSourceFeatures<Self>? { get set }
    /// The features of ``ListView/delegate``, or `nil` when there is none; set by
    /// ``delegateDidChange()``.
    var delegateFeatures: ListViewDelegateFeatures<Self>? { get set }
}

extension FeatureKeepingListView {
    /// Finds the features of the new ``delegate``; backends call it from the property's `didSet`.
    @_spi(Backends) public func delegateDidChange() {
        delegateFeatures = delegate.map { ListViewDelegateFeatures($0) }
    }

    /// Does what assigning ``currentDataSource`` promises; backends call it from the
    /// property's `didSet` with the value it replaced: the new data source's host is this view.
    @_spi(Backends) public func showCurrentDataSource(replacing previous: (any ListViewDataSource<Self>)?) {
        detach(previous)
        attach(currentDataSource)
        dataSourceFeatures = currentDataSource.map { ListViewDataSourceFeatures($0) }
        if let delegate = currentDataSource as? any ListViewDelegate<Self> {
            self.delegate = delegate
        } else if let previous, let delegate, delegate === previous {
            self.delegate = nil
        }
        currentDataSource?.registerCells(in: self)
        reloadData()
    }
}

extension ListView {
    /// Applies `update` in one batch with no completion handler; see
    /// ``performBatchUpdates(_:animated:updateData:completion:)``.
    public func performBatchUpdates(
        _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void
    ) throws(BatchUpdateError) {
        try performBatchUpdates(update, animated: animated, updateData: updateData, completion: nil)
    }
}
