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
final class PagingRun {
    /// Small, so a few rows fill the screen and infinite scroll starts often.
    static let boundsSize = CGSize(width: 320, height: 200)
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
    }

    /// Whether the mediator shows its loading row as a footer view instead of a row.
    let showsLoadingFooter: Bool

    /// Whether the pages go into sections.
    let isGrouped: Bool

    init(showsLoadingFooter: Bool = false, grouped: Bool = false) {
        self.showsLoadingFooter = showsLoadingFooter
        isGrouped = grouped
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
            ? ListViewMediator(wrapping: list, loadingPresentation: .footer(.text(ofKind: .footer) { $0.text }))
            : ListViewMediator(wrapping: list)
        mediator.loader = paging
        mediator.refreshControl = refreshControl
        tableView.rowHeight = Self.rowHeight
        tableView.currentDataSource = mediator
    }

    /// Loads the first page, then runs `operations`.
    /// - Returns: the first broken invariant, naming the step and the steps before it; `nil`
    ///   when every step kept every invariant.
    func run(_ operations: [PagingOperation]) async -> String? {
        var failure = await step(0) {
            let started = paging.loadFirstPage()
            return Performed(
                description: "paging.loadFirstPage()", expected: .reload(byPull: false),
                failure: started ? nil : "loadFirstPage() was refused")
        }
        for (index, operation) in operations.enumerated() where failure == nil {
            failure = await step(index + 1) { perform(operation) }
        }
        // No continuation may outlive its run, whether it failed or not.
        backend.cancelWaitingRequests()
        _ = await waitForTasks()
        return failure
    }

    /// Performs one step and checks everything after it.
    func step(_ number: Int, _ operation: () -> Performed) async -> String? {
        let requestCount = backend.requests.count
        let shownBefore = shownSnapshot()
        let performed = operation()
        trace.append("\(number). \(performed.description)")
        func failing(_ problem: String) -> String {
            "step \(number), \(performed.description): \(problem)\nsteps:\n" + trace.joined(separator: "\n")
        }
        if let failure = performed.failure { return failing(failure) }
        if let failure = await waitForTasks() { return failing(failure) }
        if let failure = takeNewRequests(since: requestCount, expected: performed.expected) {
            return failing(failure)
        }
        if performed.answeredAbandoned, shownSnapshot() != shownBefore {
            return failing("invariant 2: a stale page changed the list from \(shownBefore) to \(shownSnapshot())")
        }
        return brokenInvariant().map(failing)
    }

    /// Waits until the controller's tasks have handled every answer and made every request they
    /// will; see ``FakePageBackend/waitForTasks(of:yieldLimit:)``.
    func waitForTasks() async -> String? {
        if await backend.waitForTasks(of: paging) { return nil }
        if backend.hasUndeliveredAnswers { return "an answer was never handled by the controller's task" }
        return "invariant 1: the controller is \(paging.state) but never asked the backend for a page"
    }

    /// Takes the requests made since `count` into the model, checking that the step could start
    /// them: at most one, never while another load runs, and the one `expected`.
    func takeNewRequests(since count: Int, expected: ExpectedLoad) -> String? {
        let new = backend.requests[count...]
        if new.count > 1 {
            return "invariant 1: one step started \(new.count) loads: \(new.map(\.summary).joined(separator: ", "))"
        }
        guard let request = new.first else {
            switch expected {
            case .reload, .retry: return "the controller started no load, where \(expected) was due"
            case .none, .nextPageIfAny: return nil
            }
        }
        if let load = model.load {
            return "invariant 1: \(request.summary) started while request \(load.serial) still loads"
        }
        switch expected {
        case .none:
            return "\(request.summary) started, where no load was due"
        case .nextPageIfAny:
            guard !request.isReload, model.canLoadNextPage, request.pageRequest.cursor == model.nextCursor else {
                return "\(request.summary) started, where only the next page at \(model.nextCursor as Any) could "
                    + "(the model expects \(model.stateDescription))"
            }
        case .reload:
            guard request.isReload else { return "\(request.summary) started, where a reload was due" }
        case .retry(let cursor):
            guard request.pageRequest.cursor == cursor else {
                return "\(request.summary) started, where a retry of the page at \(cursor as Any) was due"
            }
        }
        let isRetry = if case .retry = expected { true } else { false }
        model.start(request, byPull: expected == .reload(byPull: true), isRetry: isRetry)
        return nil
    }

    /// What the list shows: the items, the loading row and the state, to compare before and after
    /// a late answer.
    func shownSnapshot() -> String {
        "\(shownItems), row \(mediator.loadingRow.map { "\($0)" } ?? "none"), \(paging.state)"
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
