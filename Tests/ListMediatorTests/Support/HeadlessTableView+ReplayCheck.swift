import Foundation
import ListMediator
import ListMediatorTesting

extension HeadlessTableView {
    /// What differs when a fresh view replays this view's record of updates, or `nil` when the
    /// replay performs the batch updates the record kept, each ending as recorded, and ends
    /// showing the row counts this view shows.
    func replayMismatch() -> String? {
        let updates = updateRecord.updates
        guard !updates.isEmpty else { return nil }
        let fresh = HeadlessTableView()
        let replay: ListUpdateReplay
        do {
            replay = try fresh.replay(updates)
        } catch {
            return "the record does not replay: \(error)\nthe record:\n\(updateRecord.summary)"
        }
        let shown = (0..<numberOfSections).map(numberOfRows(inSection:))
        guard replay.rowCounts == shown else {
            return "the replay ends showing row counts \(replay.rowCounts), the view \(shown)"
        }
        let recordedBatches = updates.filter { $0.outcome == .performed }.compactMap(\.changes)
        guard fresh.performedBatchUpdates == recordedBatches else {
            return "the replay performed \(fresh.performedBatchUpdates.count) batch updates, "
                + "the record \(recordedBatches.count), or others"
        }
        // The record kept all this view did, or its last updates: the same as the view's own lists.
        let isWhole = updateRecord.recordedCount == updates.count
        func matches<T: Equatable>(_ recorded: [T], _ done: [T]) -> Bool {
            isWhole ? recorded == done : recorded == Array(done.suffix(recorded.count))
        }
        let recordedMoves = updates.filter { $0.kind == .userMove }.compactMap { $0.changes?.movedRows.first }
        let recordedViewBatches = updates.filter { $0.kind != .userMove && $0.outcome == .performed }
            .compactMap(\.changes)
        guard matches(recordedMoves, interactiveMoves), matches(recordedViewBatches, performedBatchUpdates) else {
            return "the record holds \(recordedMoves.count) user moves and \(recordedViewBatches.count) batch updates, "
                + "the view made \(interactiveMoves.count) and \(performedBatchUpdates.count), or others"
        }
        return nil
    }
}
