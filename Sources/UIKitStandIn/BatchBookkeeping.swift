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

    /// Ends the batch this bookkeeping collected and replays it against `newCounts` as UIKit
    /// does (``UIKitBatchModel``, not the core's validation), stopping the process with UIKit's
    /// exception message when UIKit would raise one, as an iPhone crashes.
    /// - Returns: the batch and where each row shown before it is shown after it.
    mutating func endBatch(
        newCounts: [Int], in vocabulary: UIKitBatchModel.Vocabulary
    ) -> (update: BatchUpdate, model: UIKitBatchModel) {
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        let model: UIKitBatchModel
        do {
            model = try UIKitBatchModel(
                performing: update, rowCountsBefore: counts, rowCountsAfter: newCounts, in: vocabulary)
        } catch {
            fatalError(error.description)
        }
        counts = newCounts
        return (update, model)
    }

    /// The cells shown before a batch at their index paths after it; `endDisplaying` gets those of
    /// rows the batch deleted or reloaded.
    static func remap<Cell>(
        _ cells: [IndexPath: Cell], with model: UIKitBatchModel, endDisplaying: (Cell, IndexPath) -> Void
    ) -> [IndexPath: Cell] {
        var kept: [IndexPath: Cell] = [:]
        for (indexPath, cell) in cells {
            if let newIndexPath = model.newIndexPath(for: indexPath) {
                kept[newIndexPath] = cell
            } else {
                endDisplaying(cell, indexPath)
            }
        }
        return kept
    }
}
