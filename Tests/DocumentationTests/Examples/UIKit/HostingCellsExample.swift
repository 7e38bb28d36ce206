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
    }
#endif
