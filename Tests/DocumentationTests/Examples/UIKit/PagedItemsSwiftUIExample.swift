import ListMediator

#if canImport(SwiftUI)
    import SwiftUI

    /// "Paging as an observable model" (ListMediator.docc/Paging.md): a SwiftUI feed over an
    /// actor API client, type-checked against the iOS SDK (there is no SwiftUI on Linux).
    enum PagedItemsSwiftUIExample {
        struct Post: Identifiable, Sendable {
            let id: Int
            let text: String
        }

        /// The app's API client: an actor.
        actor API {
            func posts(after cursor: Int?) async throws -> Page<Post, Int> {
                let start = cursor ?? 0
                let posts = (start..<start + 20).map { Post(id: $0, text: "Post \($0)") }
                return Page(items: posts, nextCursor: start < 100 ? start + 20 : nil)
            }
        }

        @available(iOS 17.0, *)
        struct FeedView: View {
            let api: API
            @State private var feed: PagedItems<Post, Int>

            init(api: API) {
                self.api = api
                _feed = State(
                    initialValue: PagedItems { request in
                        try await api.posts(after: request.cursor)
                    })
            }

            var body: some View {
                List {
                    ForEach(feed.items) { post in
                        Text(post.text)
                            .onAppear { feed.itemDidAppear(post) }
                            .onDisappear { feed.itemDidDisappear(post) }
                    }
                    switch feed.state {
                    case .loadingNextPage: ProgressView()
                    case .failed(let error):
                        Button("Couldn't load: \(error.localizedDescription). Retry") { feed.retry() }
                    default: EmptyView()
                    }
                }
                .refreshable { await feed.pullToRefresh() }
                .task { feed.loadFirstPage() }
            }
        }
    }
#endif
