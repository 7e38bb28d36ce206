import Foundation
import ListMediator
import ListMediatorTesting

/// One random sequence run against ``PagedItems``, as a SwiftUI list drives it: a screen of a
/// few rows that report appearing and disappearing as the list scrolls and its items change, a
/// pull through `refreshable`, and the backend answered by hand; compared after every step with
/// the same model of what the list should show as the paging controller's run (`PagingRun`).
@MainActor
final class PagedItemsRun: PagingRunning {
    /// Rows on screen at once: few, so pages run past the screen's end often.
    static let visibleRowCount = 5

    let backend = FakePageBackend()
    let feed: PagedItems<PagedItem, Int>
    var model = PagingModel()
    var events = PagingRunEvents()
    /// The steps so far, in words, for a failure's message.
    var trace: [String] = []
    /// The index of the first row on screen.
    var top = 0
    /// The identities on screen, as the feed was told of them.
    var onScreen: [PagedItem.ID] = []
    /// The pulls made, each with whether it returned.
    var pulls: [(task: Task<Void, Never>, pull: Pull)] = []

    /// A pull's `pullToRefresh()` call, which returns once its refresh ends.
    final class Pull {
        var hasReturned = false
    }

    var pagerName: String { "feed" }
    func refreshPager() -> Bool { feed.refresh() }

    /// The feed's memory limit, `nil` for none.
    let maximumLoadedItemCount: Int?
    /// The rows on screen when the last load ended: what the feed spared when it dropped pages.
    var onScreenWhenTheLoadEnded: Set<Int> = []

    init(maximumLoadedItemCount: Int? = nil) {
        feed = PagedItems(loadPage: backend.loader)
        feed.prefetchDistance = 2
        feed.maximumLoadedItemCount = maximumLoadedItemCount
        self.maximumLoadedItemCount = maximumLoadedItemCount
        feed.events.add(self) { run, event in
            if !event.state.isLoading { run.onScreenWhenTheLoadEnded = Set(run.onScreen) }
        }
    }

    func followDroppedPages() -> String? {
        guard let limit = maximumLoadedItemCount else { return nil }
        let modelCount = model.items.count
        // An item among the last (or first) `prefetchDistance` appearing loads that end.
        let beyond = model.farEdgeOfLastPage.flatMap {
            PagingRun.itemsBeyond(onScreenWhenTheLoadEnded, toward: $0, in: feed.items.map(\.id))
        }
        let broken = model.followDroppedPages(
            shownIDs: Set(feed.items.map(\.id)), onScreen: onScreenWhenTheLoadEnded, limit: limit,
            reach: beyond.map { ($0, feed.prefetchDistance) })
        if model.items.count < modelCount { events.pagesDropped += 1 }
        return broken
    }

    func loadFirstPage() -> Bool { feed.loadFirstPage() }
    func loadPager(around anchor: Int) -> Bool { feed.loadFirstPage(around: anchor) }

    func finishRun() async {
        _ = await settle()
        for pull in pulls { await pull.task.value }
    }

    /// Lets the feed's tasks handle every answer, then the screen show the rows at ``top`` (rows
    /// appearing may start the next page), until neither changes anything.
    func settle() async -> String? {
        for _ in 0..<100 {
            await Task.yield()
            let waitsForRequest = feed.state.isLoading && backend.liveRequests.isEmpty
            if backend.hasUndeliveredAnswers || waitsForRequest { continue }
            if !showRows() { return nil }
        }
        if backend.hasUndeliveredAnswers { return "an answer was never handled by the feed's task" }
        return "invariant 1: the feed is \(feed.state) but never asked the backend for a page"
    }

    /// Whether every pull returned once no refresh by pull runs: the refresh it started was shown,
    /// failed or replaced (a replaced one's loader may never answer).
    func callsReturned() async -> String? {
        guard !model.isPulling else { return nil }
        // A resumed pull runs when the main actor gets to its task, behind other suites' work.
        for _ in 0..<1_000 where pulls.contains(where: { !$0.pull.hasReturned }) { await Task.yield() }
        guard pulls.contains(where: { !$0.pull.hasReturned }) else { return nil }
        return "a pull still waits, where no refresh by pull runs (the feed is \(feed.state))"
    }

    /// Tells the feed which rows left the screen and which came on it, as SwiftUI's `onDisappear`
    /// and `onAppear` do once the list lays out its items from ``top``.
    /// - Returns: whether anything changed.
    @discardableResult
    func showRows() -> Bool {
        let items = feed.items
        top = min(top, max(0, items.count - Self.visibleRowCount))
        let visible = Array(items[top..<min(items.count, top + Self.visibleRowCount)])
        let visibleIDs = visible.map(\.id)
        guard visibleIDs != onScreen else { return false }
        let wasOnScreen = Set(onScreen)
        for id in onScreen where !visibleIDs.contains(id) {
            feed.itemDidDisappear(PagedItem(id: id, version: 0))
        }
        onScreen = visibleIDs
        for item in visible where !wasOnScreen.contains(item.id) {
            feed.itemDidAppear(item)
        }
        return true
    }

    /// What the list shows, to compare before and after a late answer.
    func shownSnapshot() -> String {
        "\(feed.items), \(feed.state)"
    }
}
