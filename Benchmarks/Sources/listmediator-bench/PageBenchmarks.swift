import ListMediator

/// Adding a page without a diff, at either end of a long list.
///
/// - `page.prepend`: a page of 50 rows inserted above the 100,000 rows of a `FlatDataSource`
///   shown by a ``RecordingListView`` (the library's work without a view's), against the same
///   page appended below them. A ratio near 1 means an older page at the top of a chat costs
///   what a next page at the bottom of a feed costs.
/// - `page.prepend.place`: the same prepend into a view that keeps the user's place (20 rows on
///   screen, the place taken before and put back after each update, as the library's views do),
///   against the same prepend into one that does not: what keeping the place adds, without a
///   layout's cost.
enum PageBenchmarks {
    static let suite = BenchmarkSuite(
        name: "page", cases: [("page.prepend", { [prependCase()] }), ("page.prepend.place", { [placeCase()] })])

    typealias Rows = FlatDataSource<Int, RecordingListView>

    @MainActor static var noCells: CellProvider<Int, RecordingListView> {
        CellProvider { _, _, _ in fatalError("the recording list view asks for no cells") }
    }

    static let pageSize = 50
    static let pagesPerRun = 8

    static func prependCase() -> BenchmarkCase {
        let page = Array(0..<pageSize)
        // One list each, shown and growing by the pages of every run.
        let (top, bottom, views) = {
            () -> (Rows, Rows, (RecordingListView, RecordingListView)) in
            let lists = (
                Rows(items: Array(0..<100_000), cellProvider: noCells),
                Rows(items: Array(0..<100_000), cellProvider: noCells)
            )
            let views = (RecordingListView(), RecordingListView())
            views.0.currentDataSource = lists.0
            views.1.currentDataSource = lists.1
            return (lists.0, lists.1, views)
        }()
        func adding(to list: Rows, atTop: Bool) -> () -> Int {
            {
                for _ in 0..<pagesPerRun {
                    let outcome =
                        atTop ? list.insert(contentsOf: page, at: 0) : list.append(contentsOf: page)
                    guard outcome == .animated(stageCount: 1) else {
                        fatalError("the page benchmark's page was \(outcome), not animated")
                    }
                }
                _ = views
                return list.listView(views.0, numberOfRowsInSection: 0)
            }
        }
        return BenchmarkCase(
            n: 100_000,
            subject: adding(to: top, atTop: true),
            baselines: [("append", adding(to: bottom, atTop: false))],
            ratioBaseline: "append",
            operations: (pagesPerRun, "page"), countsAllocations: true)
    }

    static func placeCase() -> BenchmarkCase {
        let page = Array(0..<pageSize)
        let (keeping, plain, views) = {
            () -> (Rows, Rows, (RecordingListView, RecordingListView)) in
            let lists = (
                Rows(items: Array(0..<100_000), cellProvider: noCells),
                Rows(items: Array(0..<100_000), cellProvider: noCells)
            )
            let views = (RecordingListView(), RecordingListView())
            views.0.keepsPlace = true
            views.0.currentDataSource = lists.0
            views.1.currentDataSource = lists.1
            return (lists.0, lists.1, views)
        }()
        func prepending(to list: Rows) -> () -> Int {
            {
                for _ in 0..<pagesPerRun { list.insert(contentsOf: page, at: 0) }
                return list.listView(views.0, numberOfRowsInSection: 0) + Int(views.0.keptOffset)
            }
        }
        return BenchmarkCase(
            n: 100_000,
            subject: prepending(to: keeping),
            baselines: [("not keeping", prepending(to: plain))],
            ratioBaseline: "not keeping",
            operations: (pagesPerRun, "page"), countsAllocations: true)
    }
}
