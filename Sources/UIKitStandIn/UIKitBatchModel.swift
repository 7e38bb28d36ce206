import Foundation
import ListMediator

/// Not UIKit: what UIKit does with the changes collected by one `performBatchUpdates` call —
/// whether it accepts them, and where each row shown before is shown after — modelled from
/// Apple's documentation, independently of ListMediator's own statement of the rules
/// (`BatchUpdate.validate(rowCountsBefore:rowCountsAfter:)`).
///
/// The stand-in exists to catch the core misreading UIKit; if it checked batches with the core's
/// code it could never disagree with it. So this model is written from what Apple documents, as
/// a replay of the batch rather than as the core's tally of counts:
///
/// - "Deletion and reloading operations within an animation block specify which rows and sections
///   in the original table should be removed or reloaded; insertions specify which rows and
///   sections should be added to the resulting table" (Table View Programming Guide, "Batch
///   Insertion, Deletion, and Reloading of Rows and Sections"). Move sources address the original
///   table and move destinations the resulting one (`moveRow(at:to:)`, `moveSection(_:toSection:)`).
/// - UIKit "defers any insertions of rows or sections until after it has handled the deletions";
///   reloads happen "with respect to the indexes of rows and sections before" the block, "regardless
///   of the ordering of the insertion, deletion, and reloading method calls" (the same guide; and
///   `performBatchUpdates(_:completion:)`: "Deletes are processed before inserts in batch operations").
///   So the model first takes out of the original table what the block removes, then places
///   what it adds at the indexes it names, and lets everything else close up in its old order.
/// - A reloaded row or section keeps its place and gets a new cell from the data source.
/// - The result must have exactly the sections and rows the data source reports, or UIKit raises
///   `NSInternalInconsistencyException` ("Invalid update: invalid number of rows in section …").
///
/// Where the documentation is silent, the model follows what UIKit is known to do and says so:
/// deleting rows of a section deleted in the same batch, and inserting rows into a section
/// inserted in it, are redundant and accepted (`NSFetchedResultsController` reports both); any
/// other row change inside a section that is deleted, inserted or reloaded is rejected.
public struct UIKitBatchModel: Sendable {
    /// The view whose words the exception messages use.
    public enum Vocabulary: Sendable {
        /// `UITableView`: rows.
        case tableView
        /// `UICollectionView`: items.
        case collectionView
    }

    /// `NSInternalInconsistencyException`, with a reason in UIKit's words.
    public struct Exception: Error, Equatable, Sendable, CustomStringConvertible {
        /// Why UIKit would refuse the batch.
        public let reason: String

        /// An exception with UIKit's `reason`.
        public init(reason: String) {
            self.reason = reason
        }

        public var description: String {
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
        }
    }

    /// For each section before the batch, the section it is after it; absent when it is deleted
    /// or reloaded (its rows get new cells).
    public let newSectionOfOldSection: [Int: Int]
    /// For each row before the batch that keeps its cell, the index path it has after it. Rows
    /// deleted or reloaded, and rows of deleted or reloaded sections, are absent.
    public let newIndexPathOfOldIndexPath: [IndexPath: IndexPath]

    /// Replays `update` on a view that shows `rowCountsBefore` and whose data source reports
    /// `rowCountsAfter` once the block has run.
    ///
    /// - Throws: the exception UIKit would raise, when it would.
    /// - Complexity: O(*r* + *c*) for *r* rows before and after and *c* changes.
    public init(
        performing update: BatchUpdate, rowCountsBefore: [Int], rowCountsAfter: [Int],
        in vocabulary: Vocabulary = .tableView
    ) throws(Exception) {
        for (counts, when) in [(rowCountsBefore, "before"), (rowCountsAfter, "after")] {
            if let section = counts.firstIndex(where: { $0 < 0 }) {
                throw Exception(
                    reason: "the data source reported \(counts[section]) \(vocabulary.units) in section \(section) "
                        + "\(when) the update; a count cannot be negative")
            }
        }
        var replay = Replay(before: rowCountsBefore, after: rowCountsAfter, words: vocabulary)
        try replay.takeOutSections(update)
        try replay.placeSections(update)
        try replay.takeOutRows(update)
        try replay.placeRows(update)
        try replay.closeUpRows(update)
        newSectionOfOldSection = replay.sectionMapping
        newIndexPathOfOldIndexPath = replay.rowMapping
    }

    /// Where the row shown at `indexPath` before the batch is shown after it, keeping its cell;
    /// `nil` when it is deleted or reloaded.
    public func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        newIndexPathOfOldIndexPath[indexPath]
    }
}
