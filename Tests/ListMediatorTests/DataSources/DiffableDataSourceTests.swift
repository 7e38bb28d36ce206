import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The short `apply(_:to:)` forms every data source gets from `DiffableDataSource`: each picks
/// the identity rule its item type calls for.
@MainActor
struct DiffableDataSourceTests {
    struct Tagged: Identifiable, Hashable {
        let id: Int
        var label: String
    }

    struct Versioned: Identifiable, Equatable {
        let id: Int
        var version: Int
    }

    @Test func identifiableAndHashableItemsAreMatchedByIDSoAnEditReloadsInPlace() {
        let tableView = HeadlessTableView()
        let list = FlatDataSource(
            items: [Tagged(id: 1, label: "a"), Tagged(id: 2, label: "b")], cellProvider: .text(\.label))
        tableView.currentDataSource = list

        list.apply([Tagged(id: 1, label: "a"), Tagged(id: 2, label: "B")])

        #expect(tableView.performedBatchUpdates == [BatchUpdate(reconfiguredRows: [IndexPath(row: 1, section: 0)])])
        #expect(tableView.visibleCells.map(\.text) == ["a", "B"])
    }

    @Test func hashableItemsAreTheirOwnIdentitySoAnEditReplacesTheRow() {
        let tableView = HeadlessTableView()
        let list = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        tableView.currentDataSource = list

        list.apply(["a", "B"])

        #expect(
            tableView.performedBatchUpdates == [
                BatchUpdate(deletedRows: [IndexPath(row: 1, section: 0)], insertedRows: [IndexPath(row: 1, section: 0)])
            ])
    }

    @Test func identifiableEquatableItemsReloadWhenNoLongerEqualInEitherDataSource() {
        let tableView = HeadlessTableView()
        let grouped = GroupedDataSource<Versioned, Bool, HeadlessTableView>(
            items: [Versioned(id: 1, version: 0), Versioned(id: 2, version: 0)],
            sectionKey: { $0.id.isMultiple(of: 2) }, sectionOrder: { !$0 && $1 }, headerTitle: { "\($0)" },
            cellProvider: .text { "\($0.id) v\($0.version)" })
        tableView.currentDataSource = grouped

        grouped.apply([Versioned(id: 1, version: 0), Versioned(id: 2, version: 1)])

        #expect(tableView.performedBatchUpdates == [BatchUpdate(reconfiguredRows: [IndexPath(row: 0, section: 1)])])
        #expect(tableView.visibleCells.map(\.text) == ["1 v0", "2 v1"])
    }
}
