import ListMediator
import ListMediatorStore
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A chat kept in the store" (ListMediatorStore.docc/StoredChatOnUIKit.md), compiled against
/// UIKit or its stand-in.
enum StoredChatExample {
    struct ChatMessage: Codable, Identifiable, Hashable, Sendable {
        enum Delivery: String, Codable, Sendable {
            case sending, sent, failed
        }

        /// Made on the device for a message the user writes, so its row stays when the server
        /// confirms it.
        let id: String
        let sentAt: Date
        let author: String
        let text: String
        var delivery: Delivery

        /// The conversation in the app's store, oldest first.
        static let conversation = StoredList<ChatMessage>("messages") {
            .real($0.sentAt.timeIntervalSinceReferenceDate)
        }
    }

    /// The app's messaging API: an actor in the app, a fake one in its tests.
    protocol MessageAPI: Actor {
        /// The newest messages (or those around the anchor) for a refresh; older ones for a page
        /// at the start; newer ones for a page at the end.
        func messages(_ request: RemotePageRequest<ChatMessage>) async throws -> RemotePage<ChatMessage>
        /// Sends `message`; returns it as the server keeps it.
        func send(_ message: ChatMessage) async throws -> ChatMessage
    }

    final class StoredChatViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private lazy var listView = TableListView(tableView: tableView)
        private let store: ListStore
        private let api: any MessageAPI
        private let sync: ListSync<ChatMessage>
        private var storeUpdates: ListObservation?
        /// Messages written while the list showed older ones, kept once the newest are back.
        private var unsent: [ChatMessage] = []

        let messages = FlatDataSource<ChatMessage, TableListView>(
            items: [], cellProvider: .text { $0.delivery == .sent ? $0.text : "\($0.text) (\($0.delivery))" })
        lazy var paging = PagingController(items: messages, loadPage: sync.pageLoader)
        lazy var mediator = ListViewMediator(wrapping: messages, loader: paging)

        init(store: ListStore, api: any MessageAPI) {
            self.store = store
            self.api = api
            sync = ListSync(store: store, list: ChatMessage.conversation, pageSize: 50) { [api] request in
                try await api.messages(request)
            }
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            listView.contentAnchor = .bottom
            listView.currentDataSource = mediator
            storeUpdates = sync.keepUpdated(paging)
            paging.events.add(self) { screen, event in
                if !event.state.isLoading { screen.keepUnsentMessages() }
            }
            // At the place left, else at the newest message kept, else at the server's newest.
            if paging.loadFirstPage(atReadingPlaceIn: store, of: ChatMessage.conversation) == nil {
                let newest = try? store.page(of: ChatMessage.conversation, from: .end, limit: 1).items.last
                paging.loadFirstPage(around: newest.map(ChatMessage.conversation.cursor(for:)))
            }
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            try? paging.saveReadingPlace(in: store, of: ChatMessage.conversation)
        }

        /// Whether the list, and so the store, holds the newest messages: a message written now
        /// sorts right after them, with nothing missing in between.
        private var holdsTheNewest: Bool {
            if case .exhausted = paging.state(at: .bottom) { true } else { false }
        }

        /// Sends `text`: in the list at once, marked as sending, then sent or failed.
        func send(_ text: String) {
            let message = ChatMessage(
                id: UUID().uuidString, sentAt: Date(), author: "me", text: text, delivery: .sending)
            guard holdsTheNewest else {
                // Reading older messages: back to the newest first; the message follows them.
                unsent.append(message)
                paging.loadFirstPage()
                return
            }
            keep(message)
        }

        private func keepUnsentMessages() {
            guard holdsTheNewest, !unsent.isEmpty else { return }
            let messages = unsent
            unsent = []
            messages.forEach(keep)
        }

        /// Writes `message` to the store — shown before the write returns — and delivers it.
        private func keep(_ message: ChatMessage) {
            do {
                try store.write { try $0.upsert([message], into: ChatMessage.conversation) }
            } catch {
                return
            }
            Task { await deliver(message) }
        }

        private func deliver(_ message: ChatMessage) async {
            var delivered = message
            do {
                delivered = try await api.send(message)
                delivered.delivery = .sent
            } catch {
                delivered.delivery = .failed
            }
            // The row updates in place: same identity, new content.
            try? store.write { try $0.upsert([delivered], into: ChatMessage.conversation) }
        }
    }
}

/// The guide's name for the message, for its extension.
private typealias ChatMessage = StoredChatExample.ChatMessage

extension ChatMessage: CompactCodable {
    init(from fields: inout CompactFieldReader) throws {
        id = try fields.decode(forKey: "id")
        sentAt = try fields.decode(forKey: "sentAt")
        author = try fields.decode(forKey: "author")
        text = try fields.decode(forKey: "text")
        delivery = try fields.decode(forKey: "delivery")
    }

    func encode(to fields: inout CompactFieldWriter) throws {
        try fields.encode(id, forKey: "id")
        try fields.encode(sentAt, forKey: "sentAt")
        try fields.encode(author, forKey: "author")
        try fields.encode(text, forKey: "text")
        try fields.encode(delivery, forKey: "delivery")
    }
}
