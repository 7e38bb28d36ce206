import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A paged feed on a collection view" (ListMediatorUIKit.docc/PagedFeedOnUIKit.md), compiled
/// against UIKit or its stand-in.
enum FeedExample {
    struct Post: Identifiable, Hashable, Sendable {
        let id: Int
        let author: String
        let text: String
        let imageURL: URL?
    }

    /// The app's feed service: an actor in the app, a fake one in its tests.
    protocol FeedService: Actor {
        /// Posts older than `cursor` (the newest first when `nil`), and the cursor after them.
        func posts(before cursor: Int?) async throws -> Page<Post, Int>
    }

    /// Downloads images ahead of the cells that show them.
    protocol ImageLoading: Actor {
        func prefetch(_ urls: [URL])
        func cancelPrefetching(_ urls: [URL])
    }

    final class PostCell: UICollectionViewCell {
        private(set) var author = ""
        private(set) var text = ""

        func show(_ post: Post) {
            author = post.author
            text = post.text
        }
    }

    final class LoadingFooter: UICollectionReusableView {
        private(set) var message = ""
        var retry: () -> Void = {}

        func show(_ item: LoadingItem) {
            message = item.text
        }
    }

    /// What the list shows while it has no posts: loading, nothing yet, or a failure to retry.
    final class FeedMessageView: UIView {
        let label = UILabel()
        let retry: (() -> Void)?

        init(_ message: String, retry: (() -> Void)? = nil) {
            self.retry = retry
            super.init(frame: .zero)
            label.text = message
            addSubview(label)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    final class FeedViewController: UIViewController {
        private let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private lazy var listView = CollectionListView(collectionView: collectionView)
        private let feed: any FeedService
        private let images: any ImageLoading

        let posts = FlatDataSource<Post, CollectionListView>(
            items: [], cellProvider: .registered(PostCell.self) { cell, post in cell.show(post) })
        lazy var paging = PagingController(items: posts) { [feed] request in
            try await feed.posts(before: request.cursor)
        }
        lazy var mediator: ListViewMediator<CollectionListView> = ListViewMediator(
            wrapping: posts, loader: paging,
            loadingRow: .footer(
                .registered(LoadingFooter.self, ofKind: .footer) { footer, item in
                    footer.show(item)
                    footer.retry = { item.retry() }
                }))

        init(feed: any FeedService, images: any ImageLoading) {
            self.feed = feed
            self.images = images
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
            collectionView.collectionViewLayout = listView.makeCompositionalLayout()
            posts.sectionLayout = { _, environment in
                .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
            collectionView.frame = view.bounds
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            mediator.refreshControl = RefreshControlBinding(installedIn: collectionView)
            mediator.backgroundViewProvider = { [weak self] background in
                switch background {
                case .loading: FeedMessageView("Loading your feed…")
                case .empty: FeedMessageView("No posts yet: follow someone to fill your feed")
                case .failed(let message): FeedMessageView(message) { self?.mediator.retry() }
                }
            }
            // Images start downloading before their cells show, and stop when they will not.
            posts.onPrefetch = { [images] posts in
                let urls = posts.compactMap(\.imageURL)
                Task { await images.prefetch(urls) }
            }
            posts.onCancelPrefetching = { [images] posts in
                let urls = posts.compactMap(\.imageURL)
                Task { await images.cancelPrefetching(urls) }
            }
            listView.currentDataSource = mediator
            paging.loadFirstPage()
        }
    }
}
