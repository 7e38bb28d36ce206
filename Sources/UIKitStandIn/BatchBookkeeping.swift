import Foundation
import ListMediator

/// What a UIKit list view keeps of its data between reloads — the counts it shows and the batch
/// being collected — shared by the stand-in's table and collection views.
@MainActor
struct BatchBookkeeping {
    /// The counts the view shows, by section: its own record, as UIKit keeps one.
    var counts: [Int] = []
    /// The changes collected inside `performBatchUpdates`, or `nil` outside it.
    var pendingUpdate: BatchUpdate?

    /// Starts collecting a batch unless one is running; `true` when this call started it.
    mutating func beginBatch() -> Bool {
        guard pendingUpdate == nil else { return false }
        pendingUpdate = BatchUpdate()
        return true
    }

    /// Ends the batch this bookkeeping collected and checks it against `newCounts`: UIKit's rules,
    /// with the process stopped with UIKit's exception message when they break, as an iPhone crashes.
    /// - Returns: the batch and where each row shown before it is shown after it.
    mutating func endBatch(newCounts: [Int]) -> (update: BatchUpdate, mapping: BatchUpdate.IndexPathMapping) {
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        do {
            try update.validate(rowCountsBefore: counts, rowCountsAfter: newCounts)
        } catch {
            fatalError(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(error)'")
        }
        let mapping = BatchUpdate.IndexPathMapping(
            update, sectionCountBefore: counts.count, sectionCountAfter: newCounts.count)
        counts = newCounts
        return (update, mapping)
    }

    /// The cells shown before a batch at their index paths after it; `endDisplaying` gets those of
    /// rows the batch deleted or reloaded.
    static func remap<Cell>(
        _ cells: [IndexPath: Cell], with mapping: BatchUpdate.IndexPathMapping, endDisplaying: (Cell, IndexPath) -> Void
    ) -> [IndexPath: Cell] {
        var kept: [IndexPath: Cell] = [:]
        for (indexPath, cell) in cells {
            if let newIndexPath = mapping.newIndexPath(for: indexPath) {
                kept[newIndexPath] = cell
            } else {
                endDisplaying(cell, indexPath)
            }
        }
        return kept
    }
}
