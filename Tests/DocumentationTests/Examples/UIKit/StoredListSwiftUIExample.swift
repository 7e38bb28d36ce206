import ListMediator
import ListMediatorStore

#if canImport(SwiftUI)
    import SwiftUI

    /// "A SwiftUI list over the store" (ListMediatorStore.docc/StoredListInSwiftUI.md),
    /// type-checked against the iOS SDK (there is no SwiftUI on Linux).
    enum StoredListSwiftUIExample {
        struct Post: Codable, Identifiable, Sendable {
            let id: Int
            let text: String

            /// The posts in the app's store, newest (highest number) first.
            static let feed = StoredList<Post>("posts") { .integer(-Int64($0.id)) }
        }

        /// The app's API client: an actor.
        actor API {
            func posts(_ request: RemotePageRequest<Post>) async throws -> RemotePage<Post> {
                let newest = 1_000
                let first =
                    switch (request.kind, request.cursor) {
                    case (.page(at: .end), .text(let cursor)?): Int(cursor) ?? newest
                    default: newest
                    }
                let posts = stride(from: first, to: max(first - 30, 0), by: -1).map { Post(id: $0, text: "Post \($0)") }
                return RemotePage(items: posts, nextCursor: first > 30 ? .text(String(first - 30)) : nil)
            }
        }

        @available(iOS 17.0, *)
        struct FeedView: View {
            let store: ListStore
            @State private var sync: ListSync<Post>
            @State private var feed: PagedItems<Post, ListCursor<Int>>
            @State private var storeUpdates: ListObservation?
            @State private var offline: String?

            init(store: ListStore, api: API) {
                self.store = store
                let sync = ListSync(store: store, list: Post.feed, pageSize: 30, maximumCacheAge: .seconds(600)) {
                    [api] request in try await api.posts(request)
                }
                _sync = State(initialValue: sync)
                _feed = State(initialValue: PagedItems(loadPage: sync.pageLoader))
            }

            var body: some View {
                List(feed.items) { post in
                    Text(post.text)
                        .onAppear { feed.itemDidAppear(post) }
                        .onDisappear { feed.itemDidDisappear(post) }
                }
                .safeAreaInset(edge: .top) {
                    if let offline {
                        Button(offline) { sync.retry() }
                    }
                }
                .refreshable { await feed.pullToRefresh() }
                .task {
                    storeUpdates = sync.keepUpdated(feed)
                    feed.loadFirstPage(atReadingPlaceIn: store, of: Post.feed)
                    for await states in sync.events.changes() {
                        offline = states.error.map { "Offline: showing saved posts · retry (\($0))" }
                    }
                }
                .onDisappear { try? feed.saveReadingPlace(in: store, of: Post.feed) }
            }
        }
    }
#endif
