import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// An app's own container: a data source that forwards to another one.
@MainActor
final class ForwardingDataSource: HostedDataSource, DataSourceHost {
    weak var host: (any DataSourceHost<HeadlessTableView>)?
    let inner: FlatDataSource<String, HeadlessTableView>

    init(_ inner: FlatDataSource<String, HeadlessTableView>) {
        self.inner = inner
        attach(inner)
    }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        inner.listView(listView, numberOfRowsInSection: section)
    }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        inner.listView(listView, cellForRowAt: indexPath)
    }

    func registerCells(in listView: HeadlessTableView) { inner.registerCells(in: listView) }
}

@MainActor
struct CustomContainerTests {
    @Test func anApplyThroughAForwardingDataSourceOfTheAppsOwnAnimates() {
        let tableView = HeadlessTableView()
        let inner = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        tableView.currentDataSource = ForwardingDataSource(inner)

        let first = inner.apply(["a", "b", "c"]) { #expect($0 == .animated(stageCount: 1)) }
        inner.apply(["c"])

        #expect(first == .animated(stageCount: 1))
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        #expect(tableView.visibleCells.map(\.text) == ["c"])
        #expect(tableView.performedBatchUpdates.count == 2)
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func aForwardingDataSourceShownNowhereLetsItsChildSayNotDisplayed() {
        let inner = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
        let wrapper = ForwardingDataSource(inner)

        var outcome: UpdateOutcome?
        inner.apply(["b"]) { outcome = $0 }

        #expect(outcome == .notDisplayed)
        #expect(wrapper.inner.items == ["b"])
    }
}
