import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTesting

/// One launch of the app: a store object on the run's file, a sync of the list with the
/// server, and a screen showing the list on a headless table view, kept up to date with the
/// store. Infinite scroll is on, as in an app: the list loads at an end within two rows of the
/// screen.
@MainActor
final class SyncApp {
    let store: ListStore
    let sync: ListSync<Article>
    let articles = FlatDataSource<Article, HeadlessTableView>(items: [], cellProvider: .text(\.title))
    /// About four and a half rows tall: a few pages fill it.
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 200))
    let paging: PagingController<Article, ListCursor<String>, HeadlessTableView>
    let mediator: ListViewMediator<HeadlessTableView>
    let storeUpdates: ListObservation
    /// What the store said of the file as it opened: nothing, for a file only it wrote.
    let diagnostics: [StoreDiagnostic]
    /// How many changes of the list the store has handed over since the app launched, counted
    /// the way the list is handed them: the list has every change once this is the count of
    /// commits.
    private(set) var changesDelivered = 0
    private var changeCounting: Task<Void, Never>?

    init(
        fileURL: URL, list: StoredList<Article>, server: RandomServer, pageSize: Int, maximumCacheAge: Duration?
    ) throws {
        var diagnostics: [StoreDiagnostic] = []
        store = try ListStore(fileURL: fileURL) { diagnostics.append($0) }
        self.diagnostics = diagnostics
        sync = ListSync(
            store: store, list: list, pageSize: pageSize, maximumCacheAge: maximumCacheAge,
            loadRemotePage: server.loader)
        paging = PagingController(items: articles, loadPage: sync.pageLoader)
        mediator = ListViewMediator(wrapping: articles, loader: paging)
        // Not the default ten rows: a list limited to a few short pages would trade pages between
        // its ends for ever, each end within ten rows of the screen.
        mediator.bottom.prefetchDistance = 2
        mediator.top.prefetchDistance = 2
        tableView.currentDataSource = mediator
        // A rejected batch is recorded, for the invariant to name it with the steps before it.
        tableView.trapsOnRejectedBatchUpdate = false
        storeUpdates = sync.keepUpdated(paging)
        let changes = store.changes(of: list)
        changeCounting = Task { @MainActor [weak self] in
            for await _ in changes { self?.changesDelivered += 1 }
        }
    }

    deinit {
        changeCounting?.cancel()
    }

    /// What changes as the app works, to tell when it has settled.
    var progress: String {
        "\(tableView.performedBatchUpdates.count) \(tableView.reloadCount) \(paging.state) \(paging.loadedItems.count) "
            + "\(sync.remoteStates)"
    }
}
