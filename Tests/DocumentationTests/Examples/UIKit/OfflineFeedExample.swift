import ListMediator
import ListMediatorStore
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "An offline feed on UIKit" (ListMediatorStore.docc/OfflineFeedOnUIKit.md), compiled against
/// UIKit or its stand-in.
enum OfflineFeedExample {
    struct Post: Codable, Identifiable, Hashable, Sendable {
        let id: String
        let published: Date
        let author: String
        var text: String

        /// The feed in the app's store, newest first.
        static let feed = StoredList<Post>("feed") { .real(-$0.published.timeIntervalSinceReferenceDate) }
    }

    /// The app's feed API: an actor in the app, a fake one in its tests.
    protocol FeedAPI: Actor {
        /// The newest posts, or those around the request's anchor, for a refresh; the page the
        /// server's cursor names for a page at an end; with the server's cursors beyond it.
        func posts(_ request: RemotePageRequest<Post>) async throws -> RemotePage<Post>
    }

    final class OfflineFeedViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private lazy var listView = TableListView(tableView: tableView)
        private let store: ListStore
        private let sync: ListSync<Post>
        private var storeUpdates: ListObservation?
        /// Says the feed shows what was kept while the server cannot be reached.
        let offlineBanner = UILabel()

        let posts = FlatDataSource<Post, TableListView>(items: [], cellProvider: .text { "\($0.author): \($0.text)" })
        lazy var paging = PagingController(items: posts, loadPage: sync.pageLoader)
        lazy var mediator = ListViewMediator(wrapping: posts, loader: paging)

        init(store: ListStore, api: any FeedAPI) {
            self.store = store
            // Opened within a quarter of an hour of the last refresh, the feed asks the server nothing.
            sync = ListSync(store: store, list: Post.feed, pageSize: 30, maximumCacheAge: .seconds(15 * 60)) {
                [api] request in try await api.posts(request)
            }
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            offlineBanner.isHidden = true
            view.addSubview(offlineBanner)
            mediator.refreshControl = RefreshControlBinding(installedIn: tableView)
            listView.currentDataSource = mediator
            sync.events.add(self) { screen, states in screen.showServerState(states) }
            // Every write to the feed — the sync's, a post edited on another screen — reaches the rows.
            storeUpdates = sync.keepUpdated(paging)
            paging.loadFirstPage(atReadingPlaceIn: store, of: Post.feed)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            // The next launch opens here.
            try? paging.saveReadingPlace(in: store, of: Post.feed)
        }

        /// Offline, the saved posts stay on screen and the banner says why nothing new comes.
        private func showServerState(_ states: RemoteLoadStates) {
            offlineBanner.isHidden = states.error == nil
            offlineBanner.text = states.error.map { "Offline: showing saved posts · tap to retry (\($0))" }
        }

        /// The banner's tap: asks the server again.
        func retryTapped() {
            sync.retry()
        }

        /// The user deleted a post: gone from the store, and so from the list, before this returns.
        func delete(_ post: Post) throws {
            try store.write { try $0.deleteItems(withIDs: [post.id], from: Post.feed) }
        }
    }
}
