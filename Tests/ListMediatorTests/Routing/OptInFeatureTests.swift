import Foundation
@_spi(Backends) import ListMediator
import ListMediatorTesting
import Testing

/// Features as opt-in protocols: a view and a container ask a data source about editing, moving,
/// prefetching, the section index or anchoring only when it adopts that feature's protocol, and
/// find out once, when the data source is attached.
@MainActor
struct OptInFeatureTests {
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 220))

    /// A data source of an app's own that adopts editing and nothing else: it records what it is
    /// told and deletes nothing itself.
    final class DeletableRows: ListViewEditingDataSource {
        var rows: [String]
        var committed: [IndexPath] = []

        init(_ rows: [String]) { self.rows = rows }

        func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "Deletable", for: indexPath)
            cell.text = rows[indexPath.row]
            return cell
        }
        func registerCells(in listView: HeadlessTableView) {
            listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Deletable")
        }
        func listView(_ listView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 0
        }
        func listView(
            _ listView: HeadlessTableView, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath
        ) {
            committed.append(indexPath)
        }
    }

    @Test func aDataSourceThatAdoptsNoFeatureIsAskedOnlyForItsRows() {
        let rows = RowsOnlyDataSource(rowCounts: [20])
        tableView.prefetchingDistance = 5
        tableView.currentDataSource = rows

        #expect(!tableView.deleteRow(at: IndexPath(row: 1, section: 0)), "no row of it can be deleted")
        #expect(tableView.dragRow(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0)) == nil)
        #expect(tableView.swipeActions(.trailing, forRowAt: IndexPath(row: 1, section: 0)) == nil)
        #expect(tableView.sectionIndexTitles.isEmpty)
        tableView.setContentOffset(CGPoint(x: 0, y: 200))
        #expect(tableView.prefetchCalls.isEmpty, "a data source that does not prefetch hears nothing of it")
        #expect(tableView.numberOfRows(inSection: 0) == 20)
    }

    @Test func anAppsDataSourceImplementsOnlyTheFeatureItUses() {
        let rows = DeletableRows(["a", "b", "c"])
        tableView.currentDataSource = rows

        #expect(!tableView.deleteRow(at: IndexPath(row: 0, section: 0)), "its own rule keeps the first row")
        #expect(tableView.deleteRow(at: IndexPath(row: 2, section: 0)))
        #expect(rows.committed == [IndexPath(row: 2, section: 0)])
        #expect(tableView.dragRow(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func aContainerPassesAFeatureOnlyToTheChildrenThatAdoptIt() {
        let plain = RowsOnlyDataSource(rowCounts: [3])
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a", "b", "c"], cellProvider: .text { $0 })
        var deleted: [String] = []
        words.onDelete = { deleted.append($0) }
        var prefetched: [String] = []
        words.onPrefetch = { prefetched += $0 }
        let composite = CompositeDataSource<HeadlessTableView>([plain, words])
        tableView.currentDataSource = composite

        #expect(!tableView.deleteRow(at: IndexPath(row: 1, section: 0)), "the plain child's rows stay")
        #expect(tableView.deleteRow(at: IndexPath(row: 1, section: 1)))
        #expect(deleted == ["b"])
        #expect(words.items == ["a", "c"])

        composite.listView(
            tableView, prefetchRowsAt: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1)])
        #expect(prefetched == ["c"], "only the child that prefetches is told, of its own rows")
    }

    @Test func theFeaturesAreFoundOnceWhenADataSourceIsAttached() throws {
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
        let composite = CompositeDataSource<HeadlessTableView>([words])
        tableView.currentDataSource = composite
        let found = try #require(tableView.dataSourceFeatures)
        #expect(found.editing != nil && found.moving != nil && found.sectionIndex != nil, "a container adopts all")
        tableView.reloadData()
        #expect(tableView.dataSourceFeatures === found, "not found again on a reload")

        let route = try #require(composite.route(forSection: 0, in: tableView))
        let wordsFeatures = composite.features(at: route)
        #expect(wordsFeatures.editing != nil && wordsFeatures.sectionIndex == nil, "a flat list has no index")
        composite.insert(RowsOnlyDataSource(rowCounts: [1]), at: 0, animated: .none)
        let moved = try #require(composite.route(forSection: 1, in: tableView))
        #expect(composite.features(at: moved) === wordsFeatures, "a child that stays keeps what was found")
        #expect(composite.features(at: try #require(composite.route(forSection: 0, in: tableView))).editing == nil)

        tableView.currentDataSource = RowsOnlyDataSource(rowCounts: [1])
        #expect(tableView.dataSourceFeatures !== found)
        #expect(tableView.dataSourceFeatures?.editing == nil)
        tableView.currentDataSource = nil
        #expect(tableView.dataSourceFeatures == nil)
    }

    /// A delegate of an app's own that hears about selection and nothing else.
    final class SelectionOnly: ListViewDelegate {
        var selected: [IndexPath] = []
        func listView(_ listView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    /// A delegate that gives every row a menu titled by its row, and counts scroll events.
    final class MenusAndScrolling: ListViewRowActionsDelegate, ListViewScrollingDelegate {
        var scrolls = 0
        func listView(_ listView: HeadlessTableView, contextMenuForRowAt indexPath: IndexPath) -> ListContextMenu? {
            ListContextMenu(title: "row \(indexPath.row)", actions: [])
        }
        func listViewDidScroll(_ listView: HeadlessTableView) { scrolls += 1 }
    }

    @Test func aDelegateIsToldOnlyOfTheFeaturesItAdopts() {
        tableView.currentDataSource = RowsOnlyDataSource(rowCounts: [20])
        let plain = SelectionOnly()
        tableView.delegate = plain
        #expect(tableView.delegateFeatures?.delegate === plain)
        #expect(tableView.delegateFeatures?.scrolling == nil && tableView.delegateFeatures?.rowActions == nil)
        tableView.setContentOffset(CGPoint(x: 0, y: 100))
        #expect(tableView.contextMenu(forRowAt: IndexPath(row: 5, section: 0)) == nil)

        let menus = MenusAndScrolling()
        tableView.delegate = menus
        tableView.setContentOffset(CGPoint(x: 0, y: 150))
        #expect(menus.scrolls == 1, "found again when the delegate is set")
        #expect(tableView.contextMenu(forRowAt: IndexPath(row: 5, section: 0))?.title == "row 5")
        tableView.delegate = nil
        #expect(tableView.delegateFeatures == nil)
    }

    @Test func aDelegatesFeaturesDoNotKeepItAlive() {
        var delegate: MenusAndScrolling? = MenusAndScrolling()
        let features = ListViewDelegateFeatures<HeadlessTableView>(delegate!)
        #expect(features.scrolling != nil)
        delegate = nil
        #expect(features.delegate == nil && features.scrolling == nil && features.rowActions == nil)
    }

    @Test func aMediatorAsksTheAppsDelegateOnlyForTheFeaturesItAdopts() {
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a", "b"], cellProvider: .text { $0 })
        words.contextMenu = { item, _ in ListContextMenu(title: "data source's \(item)", actions: []) }
        let mediator = ListViewMediator(wrapping: words)
        tableView.currentDataSource = mediator
        let owner = RecordingMediatorDelegate()  // a scrolling delegate, with no row actions
        mediator.delegate = owner
        #expect(
            tableView.contextMenu(forRowAt: IndexPath(row: 1, section: 0))?.title == "data source's b",
            "an app delegate with no menus leaves the data source's")

        final class MenuOwner: ListViewMediatorDelegate, ListViewRowActionsDelegate {
            func listView(
                _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
                shouldLoad request: LoadRequest
            ) -> Bool { false }
            func listView(_ listView: HeadlessTableView, contextMenuForRowAt indexPath: IndexPath) -> ListContextMenu? {
                ListContextMenu(title: "app's", actions: [])
            }
        }
        let menuOwner = MenuOwner()
        mediator.delegate = menuOwner
        #expect(tableView.contextMenu(forRowAt: IndexPath(row: 1, section: 0))?.title == "app's", "the app's wins")
    }
}
