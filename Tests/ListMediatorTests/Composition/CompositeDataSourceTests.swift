import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct CompositeDataSourceTests {
    @Test func aChildsApplyInsideACompositeAnimatesInsteadOfLeavingTheViewBehind() {
        let tableView = HeadlessTableView()
        let inner = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        tableView.currentDataSource = CompositeDataSource([inner])

        let first = inner.apply(["a", "b", "c"])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(insertedRows: [IndexPath(row: 2, section: 0)]))
        #expect(first == .animated(stageCount: 1))
        inner.apply(["c"])

        #expect(tableView.numberOfRows(inSection: 0) == 1)
        #expect(tableView.visibleCells.map(\.text) == ["c"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func aChildsUpdateIsMovedBelowTheSectionsOfTheChildrenAboveIt() {
        let tableView = HeadlessTableView()
        let top = GroupedDataSource(
            items: ["apple", "banana"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        let bottom = FlatDataSource(items: ["x"], cellProvider: .text { $0 })
        tableView.currentDataSource = CompositeDataSource([top, bottom])

        bottom.apply(["x", "y"])

        #expect(tableView.performedBatchUpdates.last == BatchUpdate(insertedRows: [IndexPath(row: 1, section: 2)]))
        #expect(tableView.visibleCells.map(\.text) == ["apple", "banana", "x", "y"])
    }

    @Test func aChildThatGainsSectionsShiftsTheChildrenBelow() {
        let tableView = HeadlessTableView()
        let top = GroupedDataSource(items: ["apple"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        let bottom = FlatDataSource(items: ["x"], cellProvider: .text { $0 })
        let composite = CompositeDataSource([top, bottom])
        tableView.currentDataSource = composite

        top.apply(["apple", "cherry"])
        bottom.apply(["x", "z"])

        #expect(tableView.numberOfSections == 3)
        #expect(tableView.visibleCells.map(\.text) == ["apple", "cherry", "x", "z"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(composite.route(forSection: 2, in: tableView).map { composite.dataSource(at: $0) } === bottom)
    }

    @Test func indexPathsRouteToTheChildThatShowsThemAndBack() throws {
        let empty = GroupedDataSource<String, String, HeadlessTableView>(
            items: [], sectionKey: { $0 }, cellProvider: .text { $0 })  // no sections at all
        let grouped = GroupedDataSource(
            items: ["b1", "c1", "c2"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        let composite = CompositeDataSource<HeadlessTableView>([
            FlatDataSource(items: ["a"], cellProvider: .text { $0 }), empty, grouped,
        ])
        let tableView = HeadlessTableView()
        tableView.currentDataSource = composite

        let route = try #require(composite.route(forSection: 2, in: tableView))

        #expect(composite.dataSource(at: route) === grouped)
        #expect(route.localIndexPath(for: IndexPath(row: 1, section: 2)) == IndexPath(row: 1, section: 1))
        #expect(route.containerIndexPath(for: IndexPath(row: 1, section: 1)) == IndexPath(row: 1, section: 2))
        let first = try #require(composite.route(forSection: 1, in: tableView))
        #expect(composite.dataSource(at: first) === grouped, "the empty child shows none")
        #expect(composite.route(forSection: 3, in: tableView) == nil)
    }

    @Test func cellsAreDequeuedAtTheViewsIndexPathAndMadeFromTheChildsItem() {
        var dequeuedAt: [IndexPath] = []
        let cells = CellProvider<String, HeadlessTableView>(
            registration: { $0.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell") }
        ) { view, indexPath, item in
            dequeuedAt.append(indexPath)
            let cell = view.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.text = item
            return cell
        }
        let tableView = HeadlessTableView()
        let top = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        let bottom = FlatDataSource(items: ["b", "c"], cellProvider: cells)
        tableView.currentDataSource = CompositeDataSource([top, bottom])

        #expect(tableView.visibleCells.map(\.text) == ["a", "b", "c"])
        #expect(dequeuedAt == [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
    }

    @Test func addingRemovingAndMovingChildrenAnimate() {
        let tableView = HeadlessTableView()
        let a = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        let b = GroupedDataSource(
            items: ["b1", "c1"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        let c = FlatDataSource(items: ["c"], cellProvider: .text { $0 })
        let composite = CompositeDataSource([a])
        tableView.currentDataSource = composite

        composite.append(b)
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(insertedSections: [1, 2]))
        composite.insert(c, at: 0)
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(insertedSections: [0]))
        #expect(tableView.visibleCells.map(\.text) == ["c", "a", "b1", "c1"])

        composite.moveChild(at: 2, to: 0)
        #expect(
            tableView.performedBatchUpdates.last
                == BatchUpdate(movedSections: [.init(from: 2, to: 0), .init(from: 3, to: 1)]))
        #expect(tableView.visibleCells.map(\.text) == ["b1", "c1", "c", "a"])

        composite.remove(c)
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(deletedSections: [2]))
        #expect(tableView.visibleCells.map(\.text) == ["b1", "c1", "a"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)

        c.apply(["gone"])  // detached: only its data changes
        #expect(tableView.visibleCells.map(\.text) == ["b1", "c1", "a"])
    }

    @Test func selectionHeadersAndFootersGoToTheChildThatOwnsThem() {
        var selected: [String] = []
        let tableView = HeadlessTableView()
        let top = FlatDataSource(items: ["a"], headerTitle: "Top", cellProvider: .text { $0 }) { selected.append($0) }
        let bottom = FlatDataSource(items: ["b", "c"], footerTitle: "Bottom", cellProvider: .text { $0 }) {
            selected.append($0)
        }
        let composite = CompositeDataSource([top, bottom])
        tableView.currentDataSource = composite

        tableView.tapRow(at: IndexPath(row: 1, section: 1))
        tableView.tapRow(at: IndexPath(row: 0, section: 0))

        #expect(selected == ["c", "a"])
        #expect(composite.listView(tableView, titleForHeaderInSection: 0) == "Top")
        #expect(composite.listView(tableView, titleForFooterInSection: 1) == "Bottom")
        #expect(composite.listView(tableView, titleForHeaderInSection: 1) == nil)
    }

    @Test func selectionFollowsChildrenThatMovedOrWereRemoved() {
        var selected: [String] = []
        let tableView = HeadlessTableView()
        let a = FlatDataSource(items: ["a"], cellProvider: .text { $0 }) { selected.append($0) }
        let b = FlatDataSource(items: ["b"], cellProvider: .text { $0 }) { selected.append($0) }
        let composite = CompositeDataSource([a, b])
        tableView.currentDataSource = composite

        composite.moveChild(at: 1, to: 0)
        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        composite.remove(b)
        tableView.tapRow(at: IndexPath(row: 0, section: 0))

        #expect(selected == ["b", "a"])
    }

    @Test func compositesNestAndUpdatesTravelThroughEveryLevel() {
        let tableView = HeadlessTableView()
        let leaf = FlatDataSource(items: ["x"], cellProvider: .text { $0 })
        let inner = CompositeDataSource<HeadlessTableView>([
            FlatDataSource(items: ["i"], cellProvider: .text { $0 }), leaf,
        ])
        let outer = CompositeDataSource<HeadlessTableView>([
            FlatDataSource(items: ["o"], cellProvider: .text { $0 }), inner,
        ])
        tableView.currentDataSource = outer

        leaf.apply(["x", "y"])

        #expect(tableView.performedBatchUpdates.last == BatchUpdate(insertedRows: [IndexPath(row: 1, section: 2)]))
        #expect(tableView.visibleCells.map(\.text) == ["o", "i", "x", "y"])
        #expect(leaf.placement?.sectionOffset == 2)
    }

    @Test func releasingTheCompositeReleasesItsChildren() {
        weak var weakChild: FlatDataSource<String, HeadlessTableView>?
        weak var weakComposite: CompositeDataSource<HeadlessTableView>?
        let tableView = HeadlessTableView()
        do {
            let child = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
            let composite = CompositeDataSource<HeadlessTableView>([child])
            weakChild = child
            weakComposite = composite
            tableView.currentDataSource = composite
            #expect(tableView.visibleCells.count == 1)
        }
        tableView.currentDataSource = nil

        #expect(weakComposite == nil)
        #expect(weakChild == nil)
    }

    @Test func aDataSourceOnScreenInOneCompositeTrapsWhenAddedToAnother() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                let child = FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 })
                tableView.currentDataSource = CompositeDataSource([child])
                _ = CompositeDataSource<HeadlessTableView>([child])
            }
        }
    }

    @Test func aChildOfACompositeTheAppLetGoOfCanBeShownDirectly() {
        let tableView = HeadlessTableView()
        let child = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        tableView.currentDataSource = CompositeDataSource([
            child, FlatDataSource(items: ["b"], cellProvider: .text { $0 }),
        ])

        tableView.currentDataSource = child
        child.apply(["a", "c"])

        #expect(tableView.visibleCells.map(\.text) == ["a", "c"])
        #expect(tableView.performedBatchUpdates.count == 1)
    }

    @Test func theSameChildTwiceTrapsWithAMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let child = FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 })
                _ = CompositeDataSource<HeadlessTableView>([child, child])
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("is in the composite twice"))
    }
}
