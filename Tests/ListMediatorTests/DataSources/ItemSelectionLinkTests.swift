import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The link between a data source's selection and a set of identities held elsewhere (a SwiftUI
/// selection binding), the identities leading.
@MainActor
struct ItemSelectionLinkTests {
    struct Fruit: Identifiable, Hashable {
        let id: Int
        var name = ""
    }

    /// A selection binding's storage: its value, and each value written.
    final class Binding {
        var value: Set<Int>
        private(set) var writes: [Set<Int>] = []
        init(_ value: Set<Int> = []) { self.value = value }
        func write(_ newValue: Set<Int>) {
            value = newValue
            writes.append(newValue)
        }
    }

    let tableView = HeadlessTableView()
    let fruits = FlatDataSource<Fruit, HeadlessTableView>(
        items: (0..<5).map { Fruit(id: $0) }, cellProvider: .text { "\($0.id)" })

    init() {
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = fruits
    }

    private func link(_ binding: Binding) -> ItemSelectionLink<Fruit, HeadlessTableView> {
        ItemSelectionLink(fruits, read: { binding.value }, write: binding.write)
    }

    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    private var selectedIDs: [Int] { fruits.selectedItems.map(\.id) }

    @Test func theIdentitiesAtTheStartSelectTheirRows() {
        let binding = Binding([1, 3])
        _ = link(binding)
        #expect(selectedIDs == [1, 3])
        #expect(tableView.indexPathsForSelectedRows == [row(1), row(3)])
        #expect(binding.writes.isEmpty)
    }

    @Test func theUsersTapsAddAndRemoveTheirItemsIdentities() {
        let binding = Binding([4])
        let link = link(binding)
        tableView.tapRow(at: row(0))
        #expect(binding.value == [0, 4])
        tableView.tapRow(at: row(4))
        #expect(binding.value == [0])
        withExtendedLifetime(link) {}
    }

    @Test func inASingleSelectionListATapLeavesTheTappedIdentityAlone() {
        tableView.allowsMultipleSelection = false
        let binding = Binding([1])
        let link = link(binding)
        tableView.tapRow(at: row(2))
        #expect(binding.value == [2])
        #expect(selectedIDs == [2])
        withExtendedLifetime(link) {}
    }

    @Test func aNewValueFromOutsideSelectsExactlyItsItems() {
        let binding = Binding([0, 1])
        let link = link(binding)
        binding.value = [1, 2]
        link.update(read: { binding.value }, write: binding.write)
        #expect(selectedIDs == [1, 2])
        #expect(tableView.indexPathsForSelectedRows == [row(1), row(2)])
        #expect(binding.writes.isEmpty)
    }

    @Test func anUpdateWithTheValueTheUserLeftChangesNothing() {
        let binding = Binding()
        let link = link(binding)
        tableView.tapRow(at: row(3))
        fruits.deselectItem(at: row(3))  // the app's code, not the user
        link.update(read: { binding.value }, write: binding.write)
        #expect(selectedIDs == [])
        #expect(binding.value == [3])
    }

    @Test func theAppsHandlersStillHearTheUser() {
        var heard: [Int] = []
        fruits.onSelect = { heard.append($0.id) }
        fruits.onDeselect = { heard.append(-$0.id) }
        let binding = Binding()
        let link = link(binding)
        tableView.tapRow(at: row(1))
        tableView.tapRow(at: row(1))
        #expect(heard == [1, -1])
        #expect(binding.writes == [[1], []])
        withExtendedLifetime(link) {}
    }

    @Test func anIdentityNoItemHasWaitsForAnApplyOrAnAppendToBringIt() {
        let binding = Binding([7, 9])
        let link = link(binding)
        #expect(selectedIDs == [])

        fruits.apply((0..<8).map { Fruit(id: $0) }, animated: false)
        #expect(selectedIDs == [7])
        fruits.append(contentsOf: [Fruit(id: 9)], animated: false)
        #expect(selectedIDs == [7, 9])
        #expect(tableView.indexPathsForSelectedRows == [row(7), row(8)])
        #expect(binding.writes.isEmpty)
        withExtendedLifetime(link) {}
    }

    @Test func aDeletedItemLeavesTheRowsButNotTheIdentitiesAndIsSelectedWhenItReturns() {
        let binding = Binding([2])
        let link = link(binding)
        fruits.apply([0, 1, 3].map { Fruit(id: $0) }, animated: false)
        #expect(selectedIDs == [])
        #expect(binding.value == [2])

        fruits.apply([0, 1, 2, 3].map { Fruit(id: $0) }, animated: false)
        #expect(selectedIDs == [2])
        withExtendedLifetime(link) {}
    }

    @Test func inASingleSelectionListSeveralIdentitiesFromOutsideAreNotWrittenBack() {
        tableView.allowsMultipleSelection = false
        let binding = Binding([1, 3])
        let link = link(binding)
        #expect(selectedIDs.count == 1)
        #expect(binding.value == [1, 3])
        #expect(binding.writes.isEmpty)
        withExtendedLifetime(link) {}
    }

    @Test func inACompositeTheLinkSeesItsOwnRowsOnly() {
        let other = FlatDataSource<Fruit, HeadlessTableView>(
            items: [Fruit(id: 1)], cellProvider: .text { "\($0.id)" })
        tableView.currentDataSource = nil
        tableView.currentDataSource = CompositeDataSource([other, fruits])
        let binding = Binding([1])
        let link = link(binding)
        #expect(tableView.indexPathsForSelectedRows == [row(1, 1)])

        tableView.tapRow(at: row(0, 0))
        tableView.tapRow(at: row(4, 1))
        #expect(binding.value == [1, 4])
        withExtendedLifetime(link) {}
    }

    @Test func aLinkHoldingOneIdentityKeepsOneRowInAListThatAllowsSeveral() {
        let binding = Binding([0])
        let link = ItemSelectionLink(fruits, holdsOne: true, read: { binding.value }, write: binding.write)
        tableView.tapRow(at: row(3))
        #expect(binding.value == [3])
        #expect(selectedIDs == [3])
        #expect(tableView.indexPathsForSelectedRows == [row(3)])
        withExtendedLifetime(link) {}
    }

    @Test func detachingAnOldLinkLeavesTheNewOneListening() {
        let first = Binding()
        let old = link(first)
        let second = Binding()
        let new = link(second)
        old.detach()
        tableView.tapRow(at: row(2))
        #expect(second.value == [2])
        #expect(first.writes.isEmpty)
        withExtendedLifetime(new) {}
    }

    @Test func aDetachedLinkNoLongerWrites() {
        let binding = Binding()
        let link = link(binding)
        link.detach()
        tableView.tapRow(at: row(0))
        #expect(binding.writes.isEmpty)
        #expect(selectedIDs == [0])
    }
}
