import Foundation
import ListMediator

/// Keeps a stored list in step with a server, for a list that shows the store: the list pages
/// only from the store, and the sync writes the server's pages into it — each page with its
/// cursors, in one transaction — when the list reaches the end of what the store holds, when
/// the user refreshes, and when the list opens with a cache older than ``maximumCacheAge``.
///
/// ```swift
/// let sync = ListSync(store: store, list: Post.list, pageSize: 50, maximumCacheAge: .seconds(600)) {
///     [api] request in try await api.posts(request)   // an actor's method returning a RemotePage<Post>
/// }
/// lazy var paging = PagingController(items: posts, loadPage: sync.pageLoader)
/// var storeUpdates: ListObservation?
///
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     storeUpdates = sync.keepUpdated(paging)
///     paging.loadFirstPage()
/// }
/// ```
///
/// **Opening.** With items in the store, the list shows them at once. When the cache is older
/// than ``maximumCacheAge`` (or was never refreshed), a refresh from the server runs meanwhile,
/// around the item the list opens at, and the list reloads from the store when it lands. With
/// an empty store, the first page waits for the server; if that fails, the list shows the
/// failure, with its retry.
///
/// **Paging.** A page at an end is read from the store. When the store holds less than a page
/// there and the server has more (the cursor kept for that end), the server's page is fetched,
/// written, and read back — and the next one, while none of the server's items sorts past the
/// list's last item (the app's own items can sort past the server's). Offline, the items the
/// store holds are shown and the end shows the failure and its retry once they run out.
///
/// **Refreshing.** The user's refresh waits for the server. A refresh replaces the stored list
/// with the server's page (with both of its cursors), as Android's Paging 3 does: the store is
/// then one run of the server's list, with no gap a later page could not fill. When it fails,
/// the list keeps showing the store, and ``remoteStates`` holds the failure until ``retry()``.
///
/// A page that arrives after a refresh has started is not written: its cursor belongs to the
/// list before the refresh.
@MainActor
public final class ListSync<Item: Codable & Identifiable & Sendable> where Item.ID: StoreIdentity {
    /// Loads a page from the server, in the loader's own isolation (an actor's method).
    public typealias RemoteLoader =
        @isolated(any) @Sendable (RemotePageRequest<Item>) async throws -> sending RemotePage<Item>

    /// The store the list pages from.
    public let store: ListStore
    /// The list kept in step.
    public let list: StoredList<Item>
    /// How many items a page read from the store holds.
    public let pageSize: Int
    /// How old the last refresh may be for the list to open from the store without asking the
    /// server; `nil` asks the server at every opening.
    public var maximumCacheAge: Duration?
    /// What the sync is doing with the server, at each end and for the refresh.
    public private(set) var remoteStates = RemoteLoadStates() {
        didSet { events.notify(remoteStates) }
    }
    /// Every change of ``remoteStates``: register a handler or iterate `events.changes()` to
    /// show an offline banner.
    public let events = ModelObservers<RemoteLoadStates>()

    let loadRemotePage: RemoteLoader
    /// The refresh running, which any other refresh joins.
    var runningRefresh: Task<Void, any Error>?
    /// Counts the refreshes committed, so a page asked for before one is not written after it.
    var refreshGeneration = 0
    /// Reloads the list asked for after a refresh replaced the store: they read the store, not
    /// the server.
    var pendingLocalReloads = 0
    /// The item the last failed refresh was around, for its retry.
    var failedRefreshAnchor: ListCursor<Item.ID>?

    /// A sync of `list` in `store` with the server `loadRemotePage` reads.
    ///
    /// - Parameters:
    ///   - store: The store the list pages from.
    ///   - list: The list kept in step.
    ///   - pageSize: How many items a page read from the store holds; at least 1.
    ///   - maximumCacheAge: How old the last refresh may be for the list to open without
    ///     asking the server; `nil` (the default) asks at every opening.
    ///   - loadRemotePage: Fetches a page from the server: the app's API client, an actor's
    ///     method as a rule.
    public nonisolated init(
        store: ListStore, list: StoredList<Item>, pageSize: Int, maximumCacheAge: Duration? = nil,
        loadRemotePage: @escaping RemoteLoader
    ) {
        self.store = store
        self.list = list
        self.pageSize = pageSize
        self.maximumCacheAge = maximumCacheAge
        self.loadRemotePage = loadRemotePage
    }

    /// The page loader for a `PagingController` or a `PagedItems` showing the list: pages
    /// from the store, fetched from the server first where the store has none (see the type's
    /// overview). Nonisolated, so a view's initializer can hand it to its model; the loader
    /// itself runs on the main actor, where the sync's state is.
    public nonisolated var pageLoader: StoredPageLoader<Item> {
        { @MainActor [self] request in try await self.page(for: request) }
    }

    /// Asks the server again for the refresh that failed, around the item it was around; when
    /// it lands, the list reloads from the store. A page that failed at an end is retried by
    /// the list's own `retry(at:)`, which shows its failure.
    /// - Returns: whether a retry started; `false` unless the last refresh failed.
    @discardableResult
    public func retry() -> Bool {
        guard remoteStates.refresh.error != nil else { return false }
        // Loading from now on, not from when the task first runs.
        setRefreshState(.loading)
        Task { try? await refreshFromServer(around: failedRefreshAnchor) }
        return true
    }

    /// Whether the last refresh is recent enough to open from the store alone.
    func isCacheFresh() -> Bool {
        guard let maximumCacheAge, let key = try? store.remoteKey(for: .end, of: list) else { return false }
        let (seconds, attoseconds) = maximumCacheAge.components
        return key.isFresh(maximumAge: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }

    func setRemoteState(_ state: PagingEdgeState, at end: ListEnd) {
        remoteStates[end] = state
    }

    func setRefreshState(_ state: PagingEdgeState) {
        remoteStates.refresh = state
    }
}
