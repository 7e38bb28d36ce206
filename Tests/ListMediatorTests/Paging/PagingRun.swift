import Foundation
import ListMediator
import ListMediatorTesting

/// One random sequence: a table view showing a mediator driven by a paging controller over a
/// backend the test answers by hand, and the model of what it should show.
///
/// Each step performs one operation, waits until the controller's tasks have handled every
/// answer and made every request they will, takes the new request into the model, then checks
/// the invariants.
@MainActor
final class PagingRun: PagingRunning {
    /// Small, so a few rows fill the screen and infinite scroll starts often.
    static let boundsSize = CGSize(width: 320, height: 200)
    /// The mediator's prefetch distances at both ends under a memory limit.
    static let prefetchDistance = 2
    static let rowHeight: CGFloat = 44

    let tableView = HeadlessTableView(boundsSize: boundsSize)
    let refreshControl = HeadlessRefreshControl()
    /// The list the pages go in: flat, or grouped into sections by ``sectionKey(of:)``.
    let list: any HostedDataSource<HeadlessTableView>
    /// The items the list holds, section by section.
    let heldSections: () -> [[PagedItem]]
    /// The owner applies its own items to the list.
    let ownerApply: ([PagedItem]) -> Void
    let mediator: ListViewMediator<HeadlessTableView>
    let paging: PagingController<PagedItem, Int, HeadlessTableView>
    let backend = FakePageBackend()
    var model = PagingModel()
    var events = PagingRunEvents()
    /// The steps so far, in words, for a failure's message.
    var trace: [String] = []

    /// What one operation did, before the controller's tasks ran.
    struct Performed {
        var description: String
        var expected: ExpectedLoad
        /// Something wrong that the operation's own result showed.
        var failure: String?
        /// Whether an abandoned request was answered: nothing shown may change.
        var answeredAbandoned = false
        /// Whether the step adds rows above the items (a previous page): the first item on
        /// screen keeps its place.
        var addsRowsAbove = false
    }

    /// Whether the mediator shows its loading row as a footer view instead of a row.
    let showsLoadingFooter: Bool

    /// Whether the pages go into sections.
    let isGrouped: Bool

    var pagerName: String { "paging" }
    func refreshPager() -> Bool { paging.refresh() }

    /// The paging controller's memory limit, `nil` for none.
    let maximumLoadedItemCount: Int?
    /// The items on screen when the last load ended: the screen whose pages a memory limit spared
    /// (a load the end starts next, on the next turn, may move the screen: a list at its very top
    /// shows the loading row inserted above it).
    var onScreenWhenTheLoadEnded: Set<Int> = []
    /// Whether the screen was at an end of the content then: a drop that left too little content
    /// to keep the place clamps the screen (see `PagingModel.followDroppedPages`).
    var screenWasAtAnEndWhenTheLoadEnded = false

    init(showsLoadingFooter: Bool = false, grouped: Bool = false, maximumLoadedItemCount: Int? = nil) {
        self.showsLoadingFooter = showsLoadingFooter
        isGrouped = grouped
        self.maximumLoadedItemCount = maximumLoadedItemCount
        if grouped {
            let sections = GroupedDataSource<PagedItem, Int, HeadlessTableView>(
                items: [], sectionKey: Self.sectionKey(of:), cellProvider: .text(\.text))
            list = sections
            heldSections = { sections.sections.map(\.items) }
            ownerApply = { sections.apply($0) }
            paging = PagingController(items: sections, loadPage: backend.loader)
        } else {
            let items = FlatDataSource<PagedItem, HeadlessTableView>(items: [], cellProvider: .text(\.text))
            list = items
            heldSections = { [items.items] }
            ownerApply = { items.apply($0) }
            paging = PagingController(items: items, loadPage: backend.loader)
        }
        mediator =
            showsLoadingFooter
            ? ListViewMediator(wrapping: list, loadingRow: .footer(.text(ofKind: .footer) { $0.text }))
            : ListViewMediator(wrapping: list)
        paging.maximumLoadedItemCount = maximumLoadedItemCount
        if maximumLoadedItemCount != nil {
            // Near enough for pages to go under a limit of 8 with the screen's five rows.
            mediator.bottom.prefetchDistance = Self.prefetchDistance
            mediator.top.prefetchDistance = Self.prefetchDistance
        }
        paging.events.add(self) { run, event in
            guard !event.state.isLoading else { return }
            run.onScreenWhenTheLoadEnded = run.idsOnScreen()
            let geometry = run.tableView.scrollGeometry
            run.screenWasAtAnEndWhenTheLoadEnded = geometry.distanceToTop <= 0.5 || geometry.distanceToBottom <= 0.5
        }
        mediator.loader = paging
        mediator.refreshControl = refreshControl
        tableView.rowHeight = Self.rowHeight
        tableView.currentDataSource = mediator
    }

    func loadFirstPage() -> Bool { paging.loadFirstPage() }
    func loadPager(around anchor: Int) -> Bool { paging.loadFirstPage(around: anchor) }

    func settle() async -> String? { await waitForTasks() }

    func finishRun() async { _ = await waitForTasks() }

    /// Waits until the controller's tasks have handled every answer and made every request they
    /// will; see ``FakePageBackend/waitForTasks(of:yieldLimit:)``.
    func waitForTasks() async -> String? {
        if await backend.waitForTasks(of: paging) { return nil }
        if backend.hasUndeliveredAnswers { return "an answer was never handled by the controller's task" }
        return "invariant 1: the controller is \(paging.state) but never asked the backend for a page"
    }

    /// What the list shows: the items, the loading row and the state, to compare before and after
    /// a late answer.
    func shownSnapshot() -> String {
        "\(shownItems), row \(mediator.bottom.loadingRow.map { "\($0)" } ?? "none"), \(paging.state)"
    }

    /// The section of an item in a grouped run: few keys, so pages add to sections shown.
    nonisolated static func sectionKey(of item: PagedItem) -> Int { item.id % 3 }

    var shownItems: [PagedItem] { heldSections().flatMap { $0 } }

    /// The model's items as the list should hold them: in one section, or grouped by key in
    /// sections sorted by key, each in the order the pages brought them.
    var expectedSections: [[PagedItem]] {
        guard isGrouped else { return [model.items] }
        return Dictionary(grouping: model.items, by: Self.sectionKey(of:)).sorted { $0.key < $1.key }.map(\.value)
    }
}

extension PagingRun {
    /// The identities of the items on screen.
    func idsOnScreen() -> Set<Int> {
        let sections = heldSections()
        let above = mediator.top.loadingSection == nil ? 0 : 1
        return Set(
            tableView.indexPathsForVisibleRows.compactMap { indexPath in
                let section = indexPath.section - above
                guard sections.indices.contains(section), sections[section].indices.contains(indexPath.row) else {
                    return nil
                }
                return sections[section][indexPath.row].id
            })
    }

    /// The controller drops pages once the load ended, sparing those that hold or neighbour the
    /// items on screen then.
    func followDroppedPages() -> String? {
        guard let limit = maximumLoadedItemCount else { return nil }
        let shown = Set(shownItems.map(\.id))
        let modelCount = model.items.count
        // A load at an end reaches a screen (infinite scroll's threshold, one screen's height by
        // default), or the rows on screen and the prefetch distance beyond them.
        let visible = onScreenWhenTheLoadEnded.count
        let loadReach = max(visible, visible + Self.prefetchDistance)
        let beyond = model.farEdgeOfLastPage.flatMap {
            Self.itemsBeyond(onScreenWhenTheLoadEnded, toward: $0, in: shownItems.map(\.id))
        }
        let broken = model.followDroppedPages(
            shownIDs: shown, onScreen: onScreenWhenTheLoadEnded, checksNeighbours: !screenWasAtAnEndWhenTheLoadEnded,
            limit: limit, reach: beyond.map { ($0, loadReach) })
        if model.items.count < modelCount { events.pagesDropped += 1 }
        return broken
    }

    /// How many of `shown` lie between the items of `onScreen` and `edge`; `nil` with none on
    /// screen.
    static func itemsBeyond(_ onScreen: Set<Int>, toward edge: ListEdge, in shown: [Int]) -> Int? {
        guard let first = shown.firstIndex(where: onScreen.contains),
            let last = shown.lastIndex(where: onScreen.contains)
        else { return nil }
        return edge == .top ? first : shown.count - 1 - last
    }

    func firstItemOnScreen() -> (id: Int, y: CGFloat)? {
        let offset = tableView.scrollGeometry.contentOffset.y
        // At the very top with an item first, the list stays at the top: what arrives above shows.
        if offset <= 0.5, mediator.top.loadingSection == nil { return nil }
        let sections = heldSections()
        let above = mediator.top.loadingSection == nil ? 0 : 1
        for indexPath in tableView.indexPathsForVisibleRows {
            let section = indexPath.section - above
            guard sections.indices.contains(section) else { continue }
            return (sections[section][indexPath.row].id, tableView.rectForRow(at: indexPath).minY - offset)
        }
        return nil
    }

    func movement(of place: (id: Int, y: CGFloat)) -> CGFloat? {
        let geometry = tableView.scrollGeometry
        let highest = geometry.contentSize.height - geometry.boundsSize.height
        let above = mediator.top.loadingSection == nil ? 0 : 1
        for (section, items) in heldSections().enumerated() {
            guard let row = items.firstIndex(where: { $0.id == place.id }) else { continue }
            let minY = tableView.rectForRow(at: IndexPath(row: row, section: section + above)).minY
            // Where the content would have to be to keep the place. Past either end of the
            // content (too short to scroll there) no view could, nor within the two loading rows'
            // height of its bottom: each comes and goes in a batch of its own, and a batch that
            // leaves the content that much shorter for a moment clamps the offset.
            let keeping = minY - place.y
            guard keeping >= 0, keeping <= highest - 2 * Self.rowHeight else { return nil }
            return minY - geometry.contentOffset.y - place.y
        }
        return nil
    }
}
