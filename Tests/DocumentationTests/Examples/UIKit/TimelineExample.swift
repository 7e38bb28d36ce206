import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A timeline opened at a post" (ListMediatorUIKit.docc/TimelineOnUIKit.md), compiled against
/// UIKit or its stand-in.
enum TimelineExample {
    struct Post: Identifiable, Hashable, Sendable {
        let id: Int
        let text: String
    }

    /// The app's timeline service: an actor in the app, a fake one in its tests.
    protocol TimelineService: Actor {
        /// The page `request` asks for, by post number, newest first: the page around its cursor
        /// for a reload (the newest without one), newer posts before a previous page's cursor,
        /// older ones from a next page's.
        func posts(_ request: PageRequest<Int>) async throws -> Page<Post, Int>
    }

    final class PostCell: UICollectionViewCell {
        private(set) var text = ""

        func show(_ post: Post) { text = post.text }
    }

    final class LoadingFooter: UICollectionReusableView {
        private(set) var message = ""
        var retry: () -> Void = {}

        func show(_ item: LoadingItem) { message = item.text }
    }

    final class TimelineViewController: UIViewController {
        private let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private lazy var listView = CollectionListView(collectionView: collectionView)
        private let service: any TimelineService
        /// The post the screen opens at, shown once the page around it is in.
        private var postToShow: Int?

        let posts = FlatDataSource<Post, CollectionListView>(
            items: [], cellProvider: .registered(PostCell.self) { cell, post in cell.show(post) })
        lazy var paging = PagingController(items: posts) { [service] request in
            try await service.posts(request)
        }
        lazy var mediator: ListViewMediator<CollectionListView> = ListViewMediator(
            wrapping: posts, loader: paging,
            loadingRow: .footer(
                .registered(LoadingFooter.self, ofKind: .footer) { footer, item in
                    footer.show(item)
                    footer.retry = { item.retry() }
                }))

        init(service: any TimelineService, openingAt postID: Int?) {
            self.service = service
            postToShow = postID
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.collectionViewLayout = listView.makeCompositionalLayout()
            posts.sectionLayout = { _, environment in
                .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
            collectionView.frame = view.bounds
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            mediator.refreshControl = RefreshControlBinding(installedIn: collectionView)
            // A refresh reloads around the post at the top of the screen, which stays where it is.
            paging.refreshCursor = { post in post.id }
            listView.currentDataSource = mediator
            paging.events.add(self) { screen, event in
                if !event.state.isLoading { screen.showPostToShow() }
            }
            paging.loadFirstPage(around: postToShow)
        }

        /// Scrolls to the post the screen opened at — to the top of the screen as far as the posts
        /// loaded reach — once its page is shown; the pages that follow keep it where it is.
        private func showPostToShow() {
            guard let id = postToShow, posts.scrollToItem(withID: id, at: .top, animated: false) else { return }
            postToShow = nil
        }
    }
}
