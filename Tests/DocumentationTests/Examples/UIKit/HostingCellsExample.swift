import ListMediator
import ListMediatorUIKit

#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediatorSwiftUI
    import SwiftUI
    import UIKit

    /// The ListMediatorSwiftUI overview: SwiftUI rows in a collection view the library drives,
    /// type-checked against the iOS SDK (there is no SwiftUI on Linux).
    @MainActor
    enum HostingCellsExample {
        struct Post: Identifiable, Equatable {
            let id: Int
            var title: String
            var likes: Int
        }

        struct PostRow: View {
            let post: Post

            var body: some View {
                HStack {
                    Text(post.title)
                    Spacer()
                    Label("\(post.likes)", systemImage: "heart")
                }
            }
        }

        final class PostsViewController: UIViewController {
            let posts = FlatDataSource<Post, CollectionListView>(
                items: [],
                cellProvider: .hosting { post in
                    PostRow(post: post)
                })
            private var listView: CollectionListView?

            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
                let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                view.addSubview(collectionView)
                let listView = CollectionListView(collectionView: collectionView)
                listView.currentDataSource = posts
                self.listView = listView
            }
        }

        /// The app's API client: an actor.
        actor API {
            func posts() async throws -> [Post] {
                (0..<20).map { Post(id: $0, title: "Post \($0)", likes: 0) }
            }

            func posts(after cursor: Int?) async throws -> Page<Post, Int> {
                let start = cursor ?? 0
                let posts = (start..<start + 20).map { Post(id: $0, title: "Post \($0)", likes: 0) }
                return Page(items: posts, nextCursor: start < 100 ? start + 20 : nil)
            }
        }

        /// The screen's model: the data source, and what fills it.
        @MainActor
        final class FeedModel {
            let api: API
            let posts = FlatDataSource<Post, CollectionListView>(
                items: [],
                cellProvider: .hosting { post in
                    PostRow(post: post)
                })

            init(api: API) {
                self.api = api
            }

            func reload() async {
                guard let fresh = try? await api.posts() else { return }
                await posts.applyAndWait(fresh)
            }
        }

        /// The row below the posts while a page loads, after a failure, or at the end.
        struct LoadingFooterView: View {
            let row: LoadingRow
            let retry: () -> Void

            var body: some View {
                switch row {
                case .loading: ProgressView()
                case .failed(let message):
                    Button("\(message) Try again", action: retry)
                case .endOfList: Text("That's all")
                }
            }
        }

        /// The feed behind a mediator: a SwiftUI footer for loading, SwiftUI views for its empty
        /// and failed states.
        static func makeMediator(
            for posts: FlatDataSource<Post, CollectionListView>, loader: (any ListLoader<CollectionListView>)? = nil
        ) -> ListViewMediator<CollectionListView> {
            let reference = MediatorReference()
            let mediator = ListViewMediator(
                wrapping: posts, loader: loader,
                loadingRow: .footer(
                    .hosting(ofKind: .footer) { item in
                        LoadingFooterView(row: item.row) { item.retry() }
                    }))
            reference.mediator = mediator
            mediator.setBackgroundViews { background in
                switch background {
                case .loading: ProgressView()
                case .empty: Text("No posts yet")
                case .failed(let message):
                    Button("\(message) Try again") { _ = reference.mediator?.retry() }
                }
            }
            return mediator
        }

        /// The mediator, for the views it shows to call back without keeping it alive.
        final class MediatorReference {
            weak var mediator: ListViewMediator<CollectionListView>?
        }

        struct FeedScreen: View {
            let feed: FeedModel

            var body: some View {
                CollectionList(feed.posts)
                    .refreshable { await feed.reload() }
                    .task { await feed.reload() }
            }
        }

        /// Posts filtered by a search field: the list follows the screen's state, each change of
        /// the query applied (and animated) by the list.
        struct FilteredPostsScreen: View {
            let posts: FlatDataSource<Post, CollectionListView>
            let all: [Post]
            @State private var query = ""

            var body: some View {
                CollectionList(posts)
                    .searchable(text: $query)
                    .items(all.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }, in: posts)
            }
        }

        /// A paged feed behind a mediator, its pages from the actor client.
        @MainActor
        final class PagedFeedModel {
            let posts = FlatDataSource<Post, CollectionListView>(
                items: [],
                cellProvider: .hosting { post in
                    PostRow(post: post)
                })
            let paging: PagingController<Post, Int, CollectionListView>
            let mediator: ListViewMediator<CollectionListView>

            init(api: API) {
                paging = PagingController(items: posts) { request in
                    try await api.posts(after: request.cursor)
                }
                mediator = HostingCellsExample.makeMediator(for: posts, loader: paging)
            }
        }

        struct PagedFeedScreen: View {
            let feed: PagedFeedModel
            @State private var selectedPostIDs: Set<Post.ID> = []

            var body: some View {
                CollectionList(feed.mediator)
                    .refreshable { await feed.mediator.pullToRefresh() }
                    .selection($selectedPostIDs, in: feed.posts)
                    .task { feed.mediator.startLoading(.firstPage) }
                    .navigationTitle(feed.paging.state.isLoading ? "Loading…" : "\(selectedPostIDs.count) selected")
            }
        }

        /// Posts as SwiftUI rows from the screen's own state, as a `List` takes them: no data
        /// source of the app's, a star that follows the favourites (the body reads them, in the
        /// title, so it runs again when they change), one selected post.
        struct FavouritesScreen: View {
            let posts: [Post]
            @State private var favourites: Set<Post.ID> = []
            @State private var selectedPostID: Post.ID?

            var body: some View {
                CollectionList(posts, selection: $selectedPostID) { post in
                    HStack {
                        PostRow(post: post)
                        if favourites.contains(post.id) { Image(systemName: "star.fill") }
                    }
                }
                .toolbar {
                    Button("Favourite") {
                        if let selectedPostID { favourites.formSymmetricDifference([selectedPostID]) }
                    }
                }
                .navigationTitle("\(favourites.count) favourites")
            }
        }
    }
#endif
