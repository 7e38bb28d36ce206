import ListMediator

#if canImport(SwiftUI)
    import SwiftUI

    /// "Pages at both ends" (ListMediator.docc/Paging.md): a SwiftUI chat over an actor API
    /// client with PagedItems, type-checked against the iOS SDK (there is no SwiftUI on Linux).
    enum PagedItemsChatSwiftUIExample {
        struct ChatMessage: Identifiable, Sendable {
            let id: Int
            let text: String
        }

        /// The app's API client: an actor. Cursors are message numbers; the newest is 500.
        actor ChatAPI {
            func messages(_ request: PageRequest<Int>) async throws -> Page<ChatMessage, Int> {
                let (lower, upper): (Int, Int) =
                    switch request.kind {
                    case .previousPage: (max(1, (request.cursor ?? 1) - 20), (request.cursor ?? 1) - 1)
                    case .nextPage: (request.cursor ?? 501, min(500, (request.cursor ?? 500) + 19))
                    case .firstPage, .refresh: (481, 500)
                    }
                let messages = (lower...max(lower, upper)).map { ChatMessage(id: $0, text: "Message \($0)") }
                // Both cursors on every page, an older one's next cursor too: with a bound on the
                // messages kept, the newest pages can then be dropped and loaded again.
                return Page(
                    items: messages, previousCursor: lower > 1 ? lower : nil, nextCursor: upper < 500 ? upper + 1 : nil)
            }
        }

        @available(iOS 17.0, *)
        struct ChatView: View {
            let api: ChatAPI
            @State private var chat: PagedItems<ChatMessage, Int>
            /// The message at the top of the screen, which SwiftUI keeps there as older pages
            /// are inserted above it.
            @State private var topMessage: ChatMessage.ID?

            init(api: ChatAPI) {
                self.api = api
                _chat = State(initialValue: PagedItems { request in try await api.messages(request) })
            }

            var body: some View {
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        if case .loading = chat.state(at: .top) { ProgressView() }
                        ForEach(chat.items) { message in
                            Text(message.text)
                                .onAppear { chat.itemDidAppear(message) }
                                .onDisappear { chat.itemDidDisappear(message) }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $topMessage)
                .defaultScrollAnchor(.bottom)
                .task { chat.loadFirstPage() }
            }
        }
    }
#endif
