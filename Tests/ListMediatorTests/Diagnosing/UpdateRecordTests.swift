import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Every list view keeps a ring of its last updates: who asked, what kind, the counts, the
/// changes and the outcome — whatever path the update took.
@MainActor
struct UpdateRecordTests {
    let tableView = HeadlessTableView()

    @Test func anApplyAnAppendAndAnUnchangedApplyAreRecordedInOrderWithTheirKindsAndCounts() throws {
        let numbers = FlatDataSource<Int, HeadlessTableView>(items: [1, 2, 3], cellProvider: .text { "\($0)" })
        tableView.currentDataSource = numbers
        numbers.apply([1, 3, 4])
        numbers.append(contentsOf: [5, 6])
        numbers.apply([1, 3, 4, 5, 6])

        let updates = tableView.updateRecord.updates
        #expect(updates.map(\.kind) == [.reload, .apply, .append, .apply])
        #expect(updates.map(\.sequenceNumber) == [0, 1, 2, 3])
        #expect(updates.map(\.outcome) == [.reloaded(reason: "reloadData()"), .performed, .performed, .unchanged])
        #expect(updates[0].rowCountsBefore == nil && updates[0].rowCountsAfter == [3])
        #expect(updates[1].rowCountsBefore == [3] && updates[1].rowCountsAfter == [3])
        #expect(updates[1].changes == BatchUpdate(deletedRows: [[0, 1]], insertedRows: [[0, 2]]))
        #expect(updates[2].rowCountsAfter == [5])
        #expect(updates[2].changes == BatchUpdate(insertedRows: [[0, 3], [0, 4]]))
        #expect(updates.allSatisfy { $0.path == "FlatDataSource<Int>" })
    }

    @Test func itemsAddedAboveOrAmongTheOthersAreRecordedAsSuchNotAsAnAppend() {
        let numbers = FlatDataSource<Int, HeadlessTableView>(items: [10, 20], cellProvider: .text { "\($0)" })
        let days = GroupedDataSource<Int, Int, HeadlessTableView>(
            items: [30], sectionKey: { $0 / 10 }, cellProvider: .text { "\($0)" })
        tableView.currentDataSource = CompositeDataSource([numbers, days])

        numbers.insert(contentsOf: [1, 2], at: 0)
        numbers.insert(contentsOf: [15], at: 3)
        numbers.insert(contentsOf: [25], at: 5)
        days.prepend(contentsOf: [29])
        days.append(contentsOf: [31])

        #expect(
            tableView.updateRecord.updates.dropFirst().map(\.kind) == [
                .prepend, .insertion, .append, .prepend, .append,
            ])
    }

    @Test func theSameDataSourceChangingNothingAgainCountsOnOneEntry() {
        let numbers = FlatDataSource<Int, HeadlessTableView>(items: [1, 2], cellProvider: .text { "\($0)" })
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
        tableView.currentDataSource = CompositeDataSource([numbers, words])
        for _ in 0..<3 { numbers.apply([1, 2]) }
        words.apply(["a"])
        numbers.apply([1, 2])

        let updates = tableView.updateRecord.updates
        #expect(updates.map(\.repeatCount) == [1, 3, 1, 1])
        #expect(updates.map(\.sequenceNumber) == [0, 1, 4, 5])
        #expect(tableView.updateRecord.recordedCount == 6)
        #expect(updates[1].description == "#1 apply from CompositeDataSource › [0] FlatDataSource<Int>, unchanged ×3")
    }

    @Test func readingTheRecordDoesNotStopARepeatFromCountingOnItsEntry() {
        let numbers = FlatDataSource<Int, HeadlessTableView>(items: [1], cellProvider: .text { "\($0)" })
        tableView.currentDataSource = numbers
        numbers.apply([1])
        #expect(tableView.updateRecord.updates.last?.repeatCount == 1)
        numbers.apply([1])
        numbers.apply([1])

        #expect(tableView.updateRecord.updates.map(\.repeatCount) == [1, 3])
    }

    @Test func aRecordReadAfterItsViewIsGoneNamesItsSourcesByType() {
        let numbers = FlatDataSource<Int, HeadlessTableView>(items: [1], cellProvider: .text { "\($0)" })
        var view: HeadlessTableView? = HeadlessTableView()
        let record = view!.updateRecord
        view!.currentDataSource = numbers
        numbers.append(contentsOf: [2])
        view = nil

        #expect(record.updates.last?.path == "FlatDataSource<Int, HeadlessTableView>")
    }

    @Test func thePathNamesEachContainerAndTheChildsPositionInIt() {
        let posts = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
        let drafts = FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 })
        let switcher = SwitchingDataSource<HeadlessTableView>([drafts, posts], selectedIndex: 1)
        let header = FlatDataSource<String, HeadlessTableView>(items: ["h"], cellProvider: .text { $0 })
        tableView.currentDataSource = CompositeDataSource([header, switcher])
        posts.append(contentsOf: ["b"])
        switcher.select(0)

        let updates = tableView.updateRecord.updates.suffix(2)
        #expect(
            updates.map(\.path) == [
                "CompositeDataSource › [1] SwitchingDataSource › [1] FlatDataSource<String>",
                "CompositeDataSource › [1] SwitchingDataSource",
            ])
        #expect(updates.map(\.kind) == [.append, .switch])
        #expect(updates.last?.rowCountsBefore == [1, 2] && updates.last?.rowCountsAfter == [1, 0])
    }

    @Test func theLoadingRowAUsersDeletionAndAUsersMoveAreRecordedAsSuch() {
        final class Owner: ListViewMediatorDelegate {
            typealias View = HeadlessTableView
            func listView(
                _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
                shouldLoad request: LoadRequest
            ) -> Bool { true }
        }
        let owner = Owner()
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a", "b", "c"], cellProvider: .text { $0 })
        words.onDelete = { _ in }
        words.onMove = { _, _, _ in }
        let mediator = ListViewMediator(wrapping: words, delegate: owner)
        tableView.currentDataSource = mediator
        mediator.startLoading(.nextPage)
        tableView.deleteRow(at: IndexPath(row: 0, section: 0))
        tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))

        let updates = tableView.updateRecord.updates.suffix(3)
        #expect(updates.map(\.kind) == [.loadingRow, .userDeletion, .userMove])
        #expect(
            updates.map(\.path) == [
                "ListViewMediator", "ListViewMediator › FlatDataSource<String>", "ListViewMediator",
            ])
        #expect(updates.last?.changes == BatchUpdate(movedRows: [.init(from: [0, 0], to: [0, 1])]))
    }

    @Test func theRingKeepsTheLastCapacityUpdatesAndZeroRecordsNothing() {
        let numbers = FlatDataSource<Int, HeadlessTableView>(items: [], cellProvider: .text { "\($0)" })
        tableView.updateRecord.capacity = 3
        tableView.currentDataSource = numbers
        for page in 0..<5 { numbers.append(contentsOf: [page]) }

        #expect(tableView.updateRecord.updates.map(\.sequenceNumber) == [3, 4, 5])
        #expect(tableView.updateRecord.updates.map(\.rowCountsAfter) == [[3], [4], [5]])
        tableView.updateRecord.capacity = 2
        #expect(tableView.updateRecord.updates.map(\.sequenceNumber) == [4, 5], "the oldest go")
        tableView.updateRecord.capacity = 0
        numbers.append(contentsOf: [9])
        #expect(tableView.updateRecord.updates.isEmpty)
        #expect(tableView.updateRecord.summary == "recording is off")
    }

    @Test func aBatchUpdateOfADataSourceOfTheAppsOwnIsRecordedAsABatchUpdate() throws {
        let counting = RowsOnlyDataSource(rowCounts: [2])
        tableView.currentDataSource = counting
        try tableView.performBatchUpdates(
            BatchUpdate(insertedRows: [[0, 2]]), animated: .none, updateData: { counting.rowCounts = [3] })

        let last = try #require(tableView.updateRecord.updates.last)
        #expect(last.kind == .batchUpdate && last.outcome == .performed && last.path == "RowsOnlyDataSource")
        #expect(last.duration >= .zero)
    }

    @Test func aBatchUpdateOfAnAppsDataSourceInAContainerIsRecordedWithItsOwnPath() throws {
        let inbox = HostedRows(rowCounts: [2])
        let numbers = FlatDataSource<Int, HeadlessTableView>(items: [1], cellProvider: .text { "\($0)" })
        tableView.currentDataSource = CompositeDataSource([numbers, inbox])

        try inbox.host?.performBatchUpdates(
            BatchUpdate(insertedRows: [[0, 2]]), from: inbox, animated: .none, updateData: { inbox.rowCounts = [3] },
            completion: nil)
        // Miscounted: one row inserted, the count grows by two.
        #expect(throws: BatchUpdateError.self) {
            try inbox.host?.performBatchUpdates(
                BatchUpdate(insertedRows: [[0, 3]]), from: inbox, animated: .none,
                updateData: { inbox.rowCounts = [5] }, completion: nil)
        }

        let updates = tableView.updateRecord.updates.suffix(2)
        #expect(
            updates.map(\.path) == ["CompositeDataSource › [1] HostedRows", "CompositeDataSource › [1] HostedRows"])
        #expect(updates.map(\.kind) == [.batchUpdate, .batchUpdate])
        #expect(updates.last.map { if case .rejected = $0.outcome { true } else { false } } == true)
    }

    @Test func theRecordKeepsNoDataSourceAliveAndNamesAReleasedOne() {
        var numbers: FlatDataSource<Int, HeadlessTableView>? = FlatDataSource(
            items: [1], cellProvider: .text { "\($0)" })
        weak let released = numbers
        tableView.currentDataSource = numbers
        numbers?.append(contentsOf: [2])
        tableView.currentDataSource = nil
        numbers = nil

        #expect(released == nil)
        #expect(tableView.updateRecord.updates[1].path == "FlatDataSource<Int, HeadlessTableView> (released)")
    }
}

/// A data source of the app's own that a container can show: it hands its own batch updates to
/// its host.
final class HostedRows: HostedDataSource {
    weak var host: (any DataSourceHost<HeadlessTableView>)?
    var rowCounts: [Int]

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { rowCounts.count }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        listView.dequeueReusableCell(withIdentifier: "HostedRows", for: indexPath)
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "HostedRows")
    }
}
