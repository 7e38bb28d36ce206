import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

/// The paging model under a steady scroll: a user scrolls a paged list at a steady speed while
/// each page takes a few steps to arrive, and the share of steps that show the loading row is
/// counted — once with a view that prefetches, once with one that does not, on the same seeds.
///
/// The figures go to `docs/Benchmarks.md` ("Prefetching and the loading row").
@MainActor
struct PrefetchingScrollModelTests {
    static let seeds: [UInt64] = Array(1...60)

    /// One scroll to the end of a 200-row catalogue loaded 20 rows a page.
    @MainActor
    final class SteadyScroll: ListViewMediatorDelegate {
        typealias View = HeadlessTableView
        static let pageSize = 20
        static let catalogueSize = 200

        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 440))
        let items = FlatDataSource<Int, HeadlessTableView>(items: Array(0..<pageSize), cellProvider: .text { "\($0)" })
        lazy var mediator = ListViewMediator(wrapping: items, delegate: self)
        var random: SplitMix64
        /// Points scrolled per step, and steps a page takes to arrive, for this user and server.
        let speed: CGFloat
        let latency: ClosedRange<Int>
        var step = 0
        var pageArrives: Int?

        init(seed: UInt64, prefetching: Bool) {
            random = SplitMix64(seed: seed)
            speed = CGFloat(Int.random(in: 40...100, using: &random))
            let slowest = Int.random(in: 8...20, using: &random)
            latency = 3...slowest
            tableView.prefetchingDistance = prefetching ? 10 : 0
            tableView.currentDataSource = mediator
        }

        func listView(
            _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
            shouldLoad request: LoadRequest
        ) -> Bool {
            pageArrives = step + Int.random(in: latency, using: &random)
            return true
        }

        /// Scrolls until the whole catalogue is loaded and on screen; returns how many steps
        /// showed the loading row, and how many steps there were.
        /// Each step is one turn of the main actor: a page the step's scroll wanted starts
        /// before the next step.
        func run() async -> (showingLoadingRow: Int, steps: Int) {
            var showing = 0
            while step < 2_000 {
                step += 1
                let offset = tableView.scrollGeometry.contentOffset.y + speed
                tableView.setContentOffset(CGPoint(x: 0, y: offset))
                await Task.yield()
                if let arrival = pageArrives, step >= arrival {
                    pageArrives = nil
                    let loaded = items.items.count
                    items.apply(items.items + Array(loaded..<min(loaded + Self.pageSize, Self.catalogueSize)))
                    mediator.hasNextPage = items.items.count < Self.catalogueSize
                    mediator.stopLoading()
                    await Task.yield()
                }
                let loadingSection = mediator.bottom.loadingSection
                if tableView.indexPathsForVisibleRows.contains(where: { $0.section == loadingSection }) { showing += 1 }
                if !mediator.hasNextPage, tableView.scrollGeometry.distanceToBottom <= 0 { break }
            }
            return (showing, step)
        }
    }

    static func share(prefetching: Bool) async -> Double {
        var showing = 0
        var steps = 0
        for seed in seeds {
            let run = await SteadyScroll(seed: seed, prefetching: prefetching).run()
            showing += run.showingLoadingRow
            steps += run.steps
        }
        return Double(showing) / Double(steps)
    }

    @Test func prefetchingLowersTheShareOfStepsThatShowTheLoadingRow() async {
        let without = await Self.share(prefetching: false)
        let with = await Self.share(prefetching: true)
        print(
            "loading row on screen: \(String(format: "%.1f", without * 100))% of scroll steps without prefetching, "
                + "\(String(format: "%.1f", with * 100))% with (\(Self.seeds.count) seeds)")

        #expect(without > 0.02, "the model must show the loading row without prefetching, or it measures nothing")
        #expect(with < without * 0.75)
    }

    @Test func everyRunLoadsTheWholeCatalogueOnePageAtATime() async {
        let run = SteadyScroll(seed: 7, prefetching: true)
        _ = await run.run()
        #expect(run.items.items == Array(0..<SteadyScroll.catalogueSize))
        #expect(run.tableView.rejectedBatchUpdates.isEmpty)
    }
}
