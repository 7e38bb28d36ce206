import Foundation
import ListMediator
import ListMediatorTesting
import Synchronization
import Testing

/// A diffable data source an app writes itself, with public API only, applies as the library's
/// do: animated through its host, with a completion (and superseded by a newer apply: see
/// `DiffableDataSourceAsyncTests`).
@MainActor
struct AppDiffableDataSourceTests {
    @Test func anAppsDataSourceAnimatesAndCompletesAsTheLibrarysDo() {
        let tableView = HeadlessTableView()
        let numbers = AppNumbers([1, 2, 3])
        tableView.currentDataSource = numbers
        var completed: UpdateOutcome?

        numbers.apply([3, 1, 4], identifiedBy: { $0 }, isContentEqual: ==) { completed = $0 }

        #expect(completed == .animated(stageCount: 1))
        #expect(tableView.visibleCells.map(\.text) == ["3", "1", "4"])
        #expect(tableView.reloadCount == 1, "only the first load")
        #expect(numbers.applyRequestCount == 1)
    }

    @Test func theLibraryCountsEachAppDataSourcesAppliesApart() {
        let numbers = AppNumbers([1])
        let others = AppNumbers([1])
        for _ in 0..<3 { numbers.apply([2], identifiedBy: { $0 }, isContentEqual: ==) }
        // Many data sources come and go (the table drops their entries as it grows); a new one
        // starts from none, even where it takes the address of one gone.
        for _ in 0..<100 { AppNumbers([]).apply([1], identifiedBy: { $0 }, isContentEqual: ==) }

        #expect(numbers.applyRequestCount == 3)
        #expect(others.applyRequestCount == 0)
        #expect(AppNumbers([]).applyRequestCount == 0)
    }
}

/// Numbers in one section, the way an app would write its own data source.
@MainActor
final class AppNumbers: DiffableDataSource {
    typealias View = HeadlessTableView
    weak var host: (any DataSourceHost<HeadlessTableView>)?
    private(set) var numbers: [Int]

    init(_ numbers: [Int]) { self.numbers = numbers }

    var diffableSections: [DiffableSection<Int, Int>] { [DiffableSection(identifier: 0, items: numbers)] }

    func diffableSections(for newItems: [Int]) -> [DiffableSection<Int, Int>] {
        [DiffableSection(identifier: 0, items: newItems)]
    }

    func apply(
        _ difference: ListDifference<Int, Int>, animated: ListAnimation, reloadPolicy: ReloadPolicy,
        completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        apply(
            difference, holding: diffableSections, animated: animated, reloadPolicy: reloadPolicy,
            completion: completion
        ) { sections in
            numbers = sections.first?.items ?? []
        }
    }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { numbers.count }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "Number", for: indexPath)
        cell.text = "\(numbers[indexPath.row])"
        return cell
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Number")
    }
}
