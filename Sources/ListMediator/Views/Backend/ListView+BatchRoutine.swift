import Foundation

/// A batch update that passed UIKit's rules, with what a backend needs to show it; see
/// ``ListView/performCheckedBatchUpdate(_:rowCountsBefore:updateData:rejected:show:)``.
public struct CheckedBatchUpdate: Sendable {
    /// The update, as the data source described it.
    public let update: BatchUpdate
    /// The row counts the view showed before the update, by section.
    public let rowCountsBefore: [Int]
    /// The row counts the data source reports after it, by section: the counts the view shows
    /// once it has shown the update.
    public let rowCountsAfter: [Int]

    /// Where each row shown before the update is shown after it, as UIKit animates it. Made on
    /// request, so a backend that hands the update to UIKit does not pay for it.
    /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
    @_spi(Backends) public func makeMapping() -> BatchUpdate.IndexPathMapping {
        BatchUpdate.IndexPathMapping(
            update, sectionCountBefore: rowCountsBefore.count, sectionCountAfter: rowCountsAfter.count)
    }
}

extension BatchUpdate.IndexPathMapping {
    /// The cells shown before the update: those of surviving rows at their new index paths, and
    /// those of rows deleted or reloaded at their old ones, for the backend to end displaying once
    /// its own state is consistent (UIKit reports them so).
    /// - Complexity: O(*v*) for *v* cells.
    package func moving<Cell: AnyObject>(
        _ cells: [(indexPath: IndexPath, cell: Cell)]
    ) -> (kept: [(indexPath: IndexPath, cell: Cell)], replaced: [(indexPath: IndexPath, cell: Cell)]) {
        var kept: [(indexPath: IndexPath, cell: Cell)] = []
        kept.reserveCapacity(cells.count)
        var replaced: [(indexPath: IndexPath, cell: Cell)] = []
        for (indexPath, cell) in cells {
            if let newIndexPath = newIndexPath(for: indexPath) {
                kept.append((newIndexPath, cell))
            } else {
                replaced.append((indexPath, cell))
            }
        }
        return (kept, replaced)
    }
}

extension ListView {
    /// The steps every backend takes for ``performBatchUpdates(_:animated:updateData:completion:)``,
    /// in one order: swap the data, check the update against the counts the view showed and the
    /// data source's new ones, and either show it or, when it breaks a rule, let the view show
    /// what the data source now holds and throw. The update, or its rejection and the
    /// ``ListUpdateReport`` of it, goes in the view's ``updateRecord``.
    ///
    /// The library's backends call it, and a backend of the app's own calls it from its
    /// `performBatchUpdates` so that its updates are checked and recorded as theirs are. It brings
    /// its record of the old counts up to date before calling this (a UIKit view is laid out, so
    /// nothing inside UIKit's batch reads the data already swapped), and supplies only what
    /// differs: `rejected` reloads (and may record or trap), `show` animates.
    ///
    /// ```swift
    /// func performBatchUpdates(
    ///     _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
    /// ) throws(BatchUpdateError) {
    ///     try performCheckedBatchUpdate(
    ///         update, rowCountsBefore: rowCounts, updateData: updateData, rejected: { _ in reloadData() },
    ///         show: { checked in
    ///             rowCounts = checked.rowCountsAfter
    ///             completion?(true)
    ///         })
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - update: the update the view was given.
    ///   - rowCountsBefore: the counts the view shows now, by section: its own record.
    ///   - updateData: the data swap; it runs first.
    ///   - rejected: called with the broken rule before it is thrown; it must reload the view.
    ///     The rejection is recorded and reported (``ListUpdateReport``) around it.
    ///   - show: called with the checked update; the view's record of counts is the caller's to
    ///     move to ``CheckedBatchUpdate/rowCountsAfter``.
    /// - Throws: the ``BatchUpdateError`` `rejected` was given.
    public func performCheckedBatchUpdate(
        _ update: BatchUpdate, rowCountsBefore: [Int], updateData: () -> Void,
        rejected: (BatchUpdateError) -> Void, show: (CheckedBatchUpdate) -> Void
    ) throws(BatchUpdateError) {
        let start = updateRecordingStart
        updateData()
        let rowCountsAfter = dataSource?.rowCounts(in: self) ?? []
        do {
            try update.validate(rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
        } catch {
            recordRejection(
                update, rule: error.description, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter,
                since: start, reloadAfterRejection: { rejected(error) })
            throw error
        }
        let slot = recordCheckedBatchUpdate(
            update, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter, since: start)
        // An update started while this one shows (a completion the view calls at once) is its
        // own, not part of the routine's update.
        let record = updateRecord
        let context = record.context
        if context != nil { record.context = nil }
        show(CheckedBatchUpdate(update: update, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter))
        if context != nil { record.context = context }
        if let start, let slot { record.setDuration(.now - start, ofUpdate: slot) }
    }
}
