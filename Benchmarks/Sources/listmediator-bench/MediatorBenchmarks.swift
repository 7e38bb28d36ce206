import Foundation
import ListMediator
import ListMediatorTesting

/// `mediator.*`: the list view mediator's per-event and per-page work.
///
/// - `mediator.scroll`: one scroll event reaching the mediator of a list of 100,000 rows — the
///   owner's delegate told, the scroll geometry read, the distance to the end compared — against
///   calling an empty closure, in the same run. Counts allocations per event (the goal is none).
/// - `mediator.page`: one page of 50 rows loaded into a list of 100,000 rows through the
///   mediator — the loading row inserted, the page appended, the loading row deleted and the
///   fill check made — against the same into a list of 1,000 rows. A ratio near 1 means a page
///   costs what the page costs, not what the list costs.
///
/// The bench's code is the main actor's (the target's default isolation), as the types it
/// times are.
enum MediatorBenchmarks {
    static let suite = BenchmarkSuite(
        name: "mediator", cases: [("mediator.scroll", { [scrollCase()] }), ("mediator.page", { [pageCase()] })])

    typealias Rows = FlatDataSource<Int, HeadlessTableView>

    /// Accepts every load, as an owner starting a request would.
    @MainActor
    final class AcceptingDelegate: ListViewMediatorDelegate, ListViewScrollingDelegate {
        typealias View = HeadlessTableView
        var scrollEvents = 0
        func listView(
            _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
            shouldLoad request: LoadRequest
        ) -> Bool { true }
        func listViewDidScroll(_ listView: HeadlessTableView) { scrollEvents += 1 }
    }

    /// A laid-out table view showing `count` rows through a mediator, scrolled to the top.
    struct MediatedRows {
        let tableView: HeadlessTableView
        let rows: Rows
        let mediator: ListViewMediator<HeadlessTableView>
        let delegate: AcceptingDelegate

        @MainActor
        init(count: Int) {
            tableView = HeadlessTableView()
            // As on most devices, no VoiceOver: the mediator composes no announcement per page
            // (with one, a page costs 13 allocations more: its text, localized and formatted).
            tableView.isAnnouncingForAccessibility = false
            rows = Rows(items: Array(0..<count), cellProvider: .text { "\($0)" })
            delegate = AcceptingDelegate()
            mediator = ListViewMediator(wrapping: rows, delegate: delegate)
            tableView.currentDataSource = mediator
            tableView.layoutIfNeeded()
        }

        /// Loads one page, as the bench does.
        @MainActor
        func loadPage(_ page: [Int]) {
            guard mediator.startLoading(.nextPage) else { fatalError("the page benchmark's load was refused") }
            rows.append(contentsOf: page)
            mediator.stopLoading()
        }
    }

    // MARK: Scroll

    static let scrollEventsPerRun = 100_000

    static func scrollCase() -> BenchmarkCase {
        let list = MediatedRows(count: 100_000)
        // Opaque to the optimiser, so the baseline makes a real call per event.
        let emptyClosures: [() -> Int] = [{ 0 }]
        return BenchmarkCase(
            n: 100_000,
            subject: {
                let (tableView, mediator) = (list.tableView, list.mediator)
                for _ in 0..<scrollEventsPerRun { mediator.listViewDidScroll(tableView) }
                guard !mediator.isLoading else { fatalError("the scroll benchmark started a load") }
                return list.delegate.scrollEvents
            },
            baselines: [
                (
                    "empty_closure",
                    {
                        let closure = emptyClosures[0]
                        var sum = 0
                        for _ in 0..<scrollEventsPerRun { sum &+= closure() }
                        return sum
                    }
                )
            ],
            ratioBaseline: "empty_closure", operations: (scrollEventsPerRun, "event"), countsAllocations: true)
    }

    // MARK: Page

    static let pageSize = 50
    static let pagesPerRun = 8

    static func pageCase() -> BenchmarkCase {
        let page = Array(0..<pageSize)
        // One list per size, growing by the pages of every run (some 4,000 rows in all): work per
        // row would still show as the 1,000-row list's pages getting cheaper than the other's.
        func loadingPages(into list: MediatedRows) -> () -> Int {
            {
                for _ in 0..<pagesPerRun { list.loadPage(page) }
                guard list.tableView.rejectedBatchUpdates.isEmpty, list.tableView.reloadCount == 1 else {
                    fatalError("the page benchmark reloaded instead of animating")
                }
                return list.rows.items.count
            }
        }
        let (large, small) = {
            let lists = (MediatedRows(count: 100_000), MediatedRows(count: 1_000))
            // A first page outside the timing: arrays built to their exact size copy themselves once
            // on the first append (amortised O(1), as any Swift array).
            lists.0.loadPage(page)
            lists.1.loadPage(page)
            return lists
        }()
        return BenchmarkCase(
            n: 100_000,
            subject: loadingPages(into: large),
            baselines: [("rows_1000", loadingPages(into: small))],
            ratioBaseline: "rows_1000",
            operations: (pagesPerRun, "page"), countsAllocations: true)
    }
}
