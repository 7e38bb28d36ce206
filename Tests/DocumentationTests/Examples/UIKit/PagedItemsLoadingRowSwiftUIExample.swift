import ListMediator

#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediatorSwiftUI
    import SwiftUI

    /// "Paged items in a SwiftUI list" (ListMediatorSwiftUI.docc/ListMediatorSwiftUI.md): a chat
    /// paged both ways with the ready-made loading row at each end, type-checked against the iOS
    /// SDK (there is no SwiftUI on Linux).
    enum PagedItemsLoadingRowSwiftUIExample {
        struct Message: Identifiable, Sendable {
            let id: Int
            let text: String
        }

        /// The app's API client: an actor.
        actor ChatAPI {
            func messages(_ request: PageRequest<Int>) async throws -> Page<Message, Int> {
                let upper = request.kind == .previousPage ? (request.cursor ?? 1) - 1 : 500
                let lower = max(1, upper - 19)
                let messages = (lower...upper).map { Message(id: $0, text: "Message \($0)") }
                return Page(items: messages, previousCursor: lower > 1 ? lower : nil, nextCursor: nil)
            }
        }

        @available(iOS 17.0, *)
        struct ChatView: View {
            @State private var chat: PagedItems<Message, Int>

            init(api: ChatAPI) {
                _chat = State(initialValue: PagedItems { request in try await api.messages(request) })
            }

            var body: some View {
                List {
                    // Each end's row retries its own end.
                    PagedItemsLoadingRow(chat, at: .top)
                    ForEach(chat.items) { message in
                        Text(message.text)
                            .onAppear { chat.itemDidAppear(message) }
                            .onDisappear { chat.itemDidDisappear(message) }
                    }
                    PagedItemsLoadingRow(chat, at: .bottom, showsEndOfList: true)
                }
                .refreshable { await chat.pullToRefresh() }
                .task { chat.loadFirstPage() }
            }
        }
    }
#endif
