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

        struct FeedScreen: View {
            let feed: FeedModel

            var body: some View {
                CollectionList(feed.posts)
                    .refreshable { await feed.reload() }
                    .task { await feed.reload() }
            }
        }
    }
#endif
