import Foundation
import ListMediator

extension HeadlessTableView {
    /// Replays a report of a rejected update — the view's record that ends with it — on this
    /// view, and checks that the replay rejects the same update with the same rule.
    ///
    /// The view shows a data source that counts rows as the record says (its ``currentDataSource``
    /// is replaced); each update is performed with its recorded changes, the data source moved to
    /// the recorded counts inside it, so the view checks it against UIKit's rules as it did.
    /// Reports are not delivered during a replay (its rejections are on purpose).
    ///
    /// - Returns: what the replay showed; its last rejection is the report's.
    /// - Throws: ``ListUpdateReplayError`` when the record does not replay as recorded.
    @discardableResult
    public func replay(_ report: ListUpdateReport) throws(ListUpdateReplayError) -> ListUpdateReplay {
        let replay = try replay(report.record)
        guard replay.rejections.last?.update.sequenceNumber == report.update.sequenceNumber,
            replay.rejections.last?.rule == report.rule
        else {
            throw .diverged(
                sequenceNumber: report.update.sequenceNumber, recorded: .rejected(rule: report.rule),
                replayed: .performed)
        }
        return replay
    }

    /// Reads a report from the JSON `ListUpdateReport.jsonData()` wrote and replays it; see
    /// ``replay(_:)-(ListUpdateReport)``.
    @discardableResult
    public func replay(reportJSON data: Data) throws(ListUpdateReplayError) -> ListUpdateReplay {
        let report: ListUpdateReport
        do {
            report = try ListUpdateReport(jsonData: data)
        } catch {
            throw .unreadableReport(error)
        }
        return try replay(report)
    }

    /// Replays recorded updates, oldest first, on this view — a `ListUpdateRecord`'s
    /// `updates` or a report's record — checking that each ends as it did.
    ///
    /// The view starts from the counts the first update started from and ends showing the
    /// counts the last one left. Replayed updates are recorded in this view's own record.
    ///
    /// - Throws: ``ListUpdateReplayError`` when the record does not replay as recorded.
    @discardableResult
    public func replay(_ updates: [RecordedUpdate]) throws(ListUpdateReplayError) -> ListUpdateReplay {
        guard !updates.isEmpty else { throw .emptyRecord }
        // The counts the first update that knows them started from: an unchanged apply knows none.
        let source = ReplayDataSource(rowCounts: updates.lazy.compactMap(\.rowCountsBefore).first ?? [])
        // The replay rejects on purpose: no report leaves it, and no rejection stops it.
        let (delivered, traps) = (updateRecord.deliversReports, trapsOnRejectedBatchUpdate)
        updateRecord.deliversReports = false
        trapsOnRejectedBatchUpdate = false
        defer { (updateRecord.deliversReports, trapsOnRejectedBatchUpdate) = (delivered, traps) }
        currentDataSource = source
        var rejections: [ListUpdateReplay.Rejection] = []
        for update in updates {
            let shown = (0..<numberOfSections).map(numberOfRows(inSection:))
            if let before = update.rowCountsBefore, before != shown {
                throw .discontinuous(sequenceNumber: update.sequenceNumber, recorded: before, shown: shown)
            }
            let replayed = try replayOne(update, on: source)
            guard replayed == update.outcome else {
                throw .diverged(sequenceNumber: update.sequenceNumber, recorded: update.outcome, replayed: replayed)
            }
            if case .rejected(let rule) = replayed { rejections.append(.init(update: update, rule: rule)) }
        }
        return ListUpdateReplay(
            rejections: rejections, rowCounts: (0..<numberOfSections).map(numberOfRows(inSection:)),
            replayedCount: updates.count)
    }

    /// Performs one recorded update and says how it ended.
    private func replayOne(
        _ update: RecordedUpdate, on source: ReplayDataSource
    ) throws(ListUpdateReplayError) -> RecordedUpdate.Outcome {
        let after = update.rowCountsAfter ?? source.rowCounts
        if let stale = update.staleDifference {
            guard stale.rowCountsComputedFrom != stale.rowCountsHeld else {
                throw .staleByItemsOnly(sequenceNumber: update.sequenceNumber)
            }
            // Counts show it: the difference was computed from other counts than those held.
            source.rowCounts = after
            reloadData()
            return .rejected(rule: ListUpdateReport.staleDifferenceRule)
        }
        if let changes = update.changes {
            do {
                try performBatchUpdates(changes, animated: .none, updateData: { source.rowCounts = after })
                return .performed
            } catch {
                return .rejected(rule: error.description)
            }
        }
        switch update.outcome {
        case .unchanged:
            return .unchanged
        case .reloaded:
            source.rowCounts = after
            reloadData()
            return update.outcome
        case .performed, .rejected:
            // A batch with no changes recorded: nothing to perform, so nothing to reproduce.
            return .unchanged
        }
    }
}
