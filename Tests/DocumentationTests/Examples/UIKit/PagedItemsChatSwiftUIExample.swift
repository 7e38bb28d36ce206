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
                let upper = request.kind == .previousPage ? (request.cursor ?? 1) - 1 : request.cursor ?? 500
                let lower = max(1, upper - 19)
                let messages = (lower...max(lower, upper)).map { ChatMessage(id: $0, text: "Message \($0)") }
                return Page(items: messages, previousCursor: lower > 1 ? lower : nil, nextCursor: nil)
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
