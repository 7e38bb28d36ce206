import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A rejected update becomes one report — the rule, the record ending with it, the identities
/// the app describes — heard once through the hook, and it replays to the same rejection.
@MainActor
struct UpdateReportTests {
    let tableView = HeadlessTableView()

    /// Runs `body` with `handler` as the report hook, and gives back what it heard. Nothing
    /// suspends in between, so no other test's rejection reaches it.
    private func reports(during body: () -> Void) -> [ListUpdateReport] {
        var heard: [ListUpdateReport] = []
        ListUpdateReport.handler = { heard.append($0) }
        defer { ListUpdateReport.handler = nil }
        body()
        return heard
    }

    @Test func aCustomDataSourceThatMiscountsIsReportedOnceWithTheRuleThePathAndTheRecord() throws {
        let counting = RowsOnlyDataSource(rowCounts: [2])
        tableView.currentDataSource = counting
        let heard = reports {
            try? tableView.performBatchUpdates(
                BatchUpdate(insertedRows: [[0, 2]]), animated: .none, updateData: { counting.rowCounts = [3] })
            // One row announced, two added.
            try? tableView.performBatchUpdates(
                BatchUpdate(insertedRows: [[0, 3]]), animated: .none, updateData: { counting.rowCounts = [5] })
        }

        let report = try #require(heard.first)
        #expect(heard.count == 1)
        #expect(report.rule == tableView.rejectedBatchUpdates.last?.error.description)
        #expect(report.rule.hasPrefix("Invalid update: invalid number of rows in section 0."))
        #expect(report.record.map(\.kind) == [.reload, .batchUpdate, .batchUpdate])
        #expect(report.update.path == "RowsOnlyDataSource")
        #expect(report.update.rowCountsBefore == [3] && report.update.rowCountsAfter == [5])
        #expect(report.update.changes == BatchUpdate(insertedRows: [[0, 3]]))
        #expect(report.update.outcome == .rejected(rule: report.rule))
        #expect(report.identitiesBefore == nil && report.identitiesAfter == nil, "it describes no identity")
        #expect(report.contents.hasPrefix("HeadlessTableView — 1 section, 5 rows"), "after the reload")
        #expect(tableView.updateRecord.lastReport == report)
        try tableView.replayingCheck(report)
    }

    @Test func aViewChangedBehindItsDataSourceIsReportedWithTheItemsTheAppDescribes() throws {
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a", "b"], cellProvider: .text { $0 })
        words.itemDescriptionInReports = { "id-\($0)" }
        tableView.currentDataSource = words
        let heard = reports {
            // A row deleted on the view, while the data source still holds both items.
            try? tableView.performBatchUpdates(BatchUpdate(deletedRows: [[0, 0]]), animated: .none, updateData: {})
        }

        let report = try #require(heard.first)
        #expect(report.rule.hasPrefix("Invalid update: invalid number of rows in section 0."))
        #expect(report.update.kind == .batchUpdate && report.update.path == "FlatDataSource<String>")
        #expect(report.identitiesAfter == [["id-a", "id-b"]])
        #expect(report.identitiesBefore == nil, "the view, not an apply, changed: nothing knows the data before")
        try tableView.replayingCheck(report)
    }

    @Test func aStaleDifferenceIsReportedWithTheCountsItWasComputedFromAndTheItemsBefore() throws {
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a", "b"], cellProvider: .text { $0 })
        words.itemDescriptionInReports = { $0.uppercased() }
        tableView.currentDataSource = words
        let stale = ListDifference(from: ["a"], to: ["c"])
        var outcome: UpdateOutcome?
        let heard = reports { outcome = words.apply(stale) }

        #expect(outcome == .reloaded(.staleChangeset))
        let report = try #require(heard.first)
        #expect(heard.count == 1)
        #expect(report.rule == ListUpdateReport.staleDifferenceRule)
        #expect(report.update.kind == .apply && report.update.changes == nil)
        #expect(
            report.update.staleDifference
                == RecordedUpdate.StaleDifference(rowCountsComputedFrom: [1], rowCountsHeld: [2]))
        #expect(report.update.rowCountsBefore == [2] && report.update.rowCountsAfter == [1])
        #expect(report.identitiesBefore == [["A", "B"]] && report.identitiesAfter == [["C"]])
        #expect(tableView.updateRecord.updates.last?.outcome.isRejection == true, "one entry, not a reload beside it")
        try tableView.replayingCheck(report)
    }

    @Test func aRejectionInsideTheUpdateRoutineIsOneEntryAndItsReportDescribesTheFinalData() throws {
        let behind = RowsOnlyDataSource(rowCounts: [1])
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
        words.itemDescriptionInReports = { $0 }
        tableView.currentDataSource = CompositeDataSource([behind, words])
        behind.rowCounts = [2]  // changed behind the view's back
        var outcome: UpdateOutcome?
        let heard = reports { outcome = words.apply(["a", "b"]) }

        guard case .reloaded(.batchUpdateRejected) = outcome else {
            Issue.record("expected a refused apply, got \(String(describing: outcome))")
            return
        }
        let report = try #require(heard.first)
        #expect(heard.count == 1)
        #expect(tableView.updateRecord.updates.map(\.kind) == [.reload, .apply], "no reload entry after the rejection")
        #expect(report.update.kind == .apply)
        #expect(report.update.path == "CompositeDataSource › [1] FlatDataSource<String>")
        #expect(report.identitiesBefore == [["a"]] && report.identitiesAfter == [["a", "b"]])
        #expect(report.contents.hasPrefix("HeadlessTableView — 2 sections, 4 rows"), "the final data, shown")
        try tableView.replayingCheck(report)
    }

    @Test func anUpdateStartedFromACompletionIsRecordedAfterTheOneThatCalledItAndAsItsOwn() throws {
        let numbers = FlatDataSource<Int, HeadlessTableView>(items: [1], cellProvider: .text { "\($0)" })
        let counting = RowsOnlyDataSource(rowCounts: [0])
        tableView.currentDataSource = CompositeDataSource([numbers, counting])
        numbers.apply([1, 2]) { _ in
            try? tableView.performBatchUpdates(
                BatchUpdate(insertedRows: [[1, 0]]), animated: .none, updateData: { counting.rowCounts = [1] })
        }

        let updates = tableView.updateRecord.updates
        #expect(updates.map(\.kind) == [.reload, .apply, .batchUpdate])
        #expect(
            updates.last?.path == "CompositeDataSource › [1] RowsOnlyDataSource"
                || updates.last?.path == "CompositeDataSource")
        #expect(tableView.replayMismatch() == nil)
    }

    @Test func aRejectionIsReportedWhenRecordingIsOffWithTheRejectedUpdateAlone() throws {
        let counting = RowsOnlyDataSource(rowCounts: [1])
        tableView.updateRecord.capacity = 0
        tableView.currentDataSource = counting
        let heard = reports {
            try? tableView.performBatchUpdates(BatchUpdate(), animated: .none, updateData: { counting.rowCounts = [2] })
        }

        let report = try #require(heard.first)
        #expect(report.record.count == 1 && report.update.outcome.isRejection)
        #expect(tableView.updateRecord.updates.isEmpty)
    }

    @Test func theStopPolicyStopsTheAppWithTheRuleAfterTheHookHadTheReport() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                ListUpdateReport.policy = .stop
                ListUpdateReport.handler = { report in
                    FileHandle.standardError.write(Data("the hook had report of \(report.update.path)\n".utf8))
                }
                let counting = RowsOnlyDataSource(rowCounts: [1])
                let view = HeadlessTableView()
                view.currentDataSource = counting
                try? view.performBatchUpdates(BatchUpdate(), animated: .none, updateData: { counting.rowCounts = [2] })
            }
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("the hook had report of RowsOnlyDataSource"))
        #expect(standardError.contains("ListMediator rejected an update: Invalid update: invalid number of rows"))
    }
}

extension HeadlessTableView {
    /// Replays `report` on a fresh view, through its JSON, and checks it rejects the same update
    /// with the same rule.
    func replayingCheck(_ report: ListUpdateReport) throws {
        let decoded = try ListUpdateReport(jsonData: report.jsonData())
        #expect(decoded == report)
        let replay = try HeadlessTableView().replay(reportJSON: report.jsonData())
        #expect(replay.rejections.last?.rule == report.rule)
        #expect(replay.rejections.last?.update == report.update)
        #expect(replay.rowCounts == report.update.rowCountsAfter)
    }
}
