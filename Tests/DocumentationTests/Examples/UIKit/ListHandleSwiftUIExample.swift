import ListMediator
import ListMediatorUIKit

#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediatorSwiftUI
    import SwiftUI

    /// "A handle on the list" (ListMediatorSwiftUI.docc/ListMediatorSwiftUI.md): a chat that
    /// scrolls to its latest message and a diagnostics panel that follows the list's record,
    /// type-checked against the iOS SDK (there is no SwiftUI on Linux).
    enum ListHandleSwiftUIExample {
        struct Message: Identifiable, Equatable, Sendable {
            let id: Int
            let text: String
        }

        struct ChatScreen: View {
            let messages: [Message]
            @State private var list = ListHandle()
            @State private var updates: [RecordedUpdate] = []

            var body: some View {
                VStack {
                    CollectionList(messages) { message in Text(message.text) }
                        .listHandle(list)
                    Button("Latest") { list.scrollToItem(withID: messages.last?.id, at: .bottom) }
                    // The list's last updates, as they happen.
                    List(updates, id: \.sequenceNumber) { update in Text(update.description) }
                }
                .onAppear { list.contentAnchor = .bottom }
                .task { for await recorded in list.recordedUpdates { updates = recorded } }
            }
        }
    }
#endif
