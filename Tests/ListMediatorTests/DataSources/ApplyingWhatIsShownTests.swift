import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Applying items that show exactly what is shown — a refresh that brings the same page, an
/// observer that re-applies its model — changes nothing on screen, through any container.
@MainActor
struct ApplyingWhatIsShownTests {
    struct Product: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    /// A leaf in a switcher in a composite beside another leaf, behind a mediator.
    let tableView = HeadlessTableView()
    let products = FlatDataSource(
        items: (0..<20).map { Product(id: $0, name: "product \($0)") }, cellProvider: .text(\.name))
    let mediator: ListViewMediator<HeadlessTableView>

    init() {
        let other = FlatDataSource(items: ["x"], cellProvider: .text { $0 })
        let switcher = SwitchingDataSource<HeadlessTableView>([products, other])
        mediator = ListViewMediator(
            wrapping: CompositeDataSource<HeadlessTableView>([
                FlatDataSource(items: ["top"], cellProvider: .text { $0 }), switcher,
            ]),
            loadingRow: .cell(.text(\.text)))
        tableView.currentDataSource = mediator
        tableView.layoutIfNeeded()
    }

    @Test func equalItemsThroughAMediatorACompositeAndASwitcherMakeNoBatchAndTouchNoCell() {
        let cells = tableView.visibleCells
        var completed: [UpdateOutcome] = []

        let outcome = products.apply(products.items.map { $0 }) { completed.append($0) }

        #expect(outcome == .unchanged)
        #expect(completed == [.unchanged])
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
        #expect(tableView.reconfiguredCellCount == 0)
        #expect(zip(tableView.visibleCells, cells).allSatisfy { $0 === $1 })
    }

    @Test func itemsEqualInContentAreKeptSoTheDataSourceHoldsTheNewValues() {
        // Equal by the app's content rule, yet other values: the data source keeps the new ones.
        let renamed = products.items.map { Product(id: $0.id, name: $0.name.uppercased()) }

        let outcome = products.apply(renamed, identifiedBy: \.id, isContentEqual: { $0.id == $1.id })

        #expect(outcome == .unchanged)
        #expect(products.items == renamed)
        #expect(tableView.performedBatchUpdates.isEmpty)
    }

    @Test func oneChangedItemIsStillFoundAndShown() {
        var edited = products.items
        edited[19].name = "renamed"

        let outcome = products.apply(edited)

        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.performedBatchUpdates.map(\.reconfiguredRows) == [[IndexPath(row: 19, section: 1)]])
    }

    @Test func anApplyAndWaitOfEqualItemsOffTheMainActorChangesNothing() async {
        let many = FlatDataSource(items: Array(0..<12_000), cellProvider: .text { "\($0)" })
        let view = HeadlessTableView()
        view.currentDataSource = many

        let outcome = await many.applyAndWait(Array(0..<12_000))
        let changed = await many.applyAndWait(Array(1..<12_000))

        #expect(outcome == .unchanged)
        #expect(changed == .animated(stageCount: 1))
        #expect(view.performedBatchUpdates.map(\.deletedRows) == [[IndexPath(row: 0, section: 0)]])
    }

    @Test func equalItemsThatRepeatAnIdentityChangeNothingEither() {
        let repeated = FlatDataSource(items: ["a", "b", "a"], cellProvider: .text { $0 })
        let view = HeadlessTableView()
        view.currentDataSource = repeated

        #expect(repeated.apply(["a", "b", "a"]) == .unchanged)
        #expect(view.performedBatchUpdates.isEmpty)
    }

    @Test func aGroupedListThatRegroupsTheSameItemsChangesNothing() {
        let grouped = GroupedDataSource(
            items: ["apple", "avocado", "banana"], sectionKey: { $0.prefix(1) }, cellProvider: .text { $0 })
        let view = HeadlessTableView()
        view.currentDataSource = grouped

        #expect(grouped.apply(["apple", "avocado", "banana"]) == .unchanged)
        #expect(grouped.apply(["avocado", "apple", "banana"]) == .animated(stageCount: 1), "an order change is one")
        #expect(view.rejectedBatchUpdates.isEmpty)
    }
}
