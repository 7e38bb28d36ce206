import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A chat on a table view" (ListMediatorUIKit.docc/ChatOnUIKit.md), compiled against UIKit or
/// its stand-in.
enum ChatExample {
    struct ChatMessage: Identifiable, Hashable, Sendable {
        let id: Int
        let author: String
        let text: String
    }

    /// The app's messaging service: an actor in the app, a fake one in its tests.
    protocol MessageService: Actor {
        /// The page `request` asks for, by message number: the newest messages for a first page
        /// (or those around its cursor), older ones before a previous page's cursor, newer ones
        /// from a next page's. A page gives a previous cursor while older messages exist.
        func messages(_ request: PageRequest<Int>) async throws -> Page<ChatMessage, Int>
    }

    final class ChatViewController: UIViewController, ListViewMediatorDelegate, ListViewScrollingDelegate {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private lazy var listView = TableListView(tableView: tableView)
        private let service: any MessageService
        /// The message to show once the page around it is in.
        private var messageToShow: Int?
        private var hasOpened = false
        /// Messages that arrived below while the user read older ones, shown in the title.
        private(set) var newMessagesBelow = 0 {
            didSet { title = newMessagesBelow == 0 ? "Chat" : "Chat · ↓ \(newMessagesBelow) new" }
        }

        let messages = FlatDataSource<ChatMessage, TableListView>(
            items: [], cellProvider: .text { "\($0.author): \($0.text)" })
        lazy var paging = PagingController(items: messages) { [service] request in
            try await service.messages(request)
        }
        lazy var mediator = ListViewMediator(wrapping: messages, loader: paging)

        init(service: any MessageService) {
            self.service = service
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Chat"
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            // New messages scroll into view while the newest is on screen; older pages arrive
            // above without moving what the user reads.
            listView.contentAnchor = .bottom
            listView.currentDataSource = mediator
            mediator.delegate = self
            paging.events.add(self) { screen, event in
                if !event.state.isLoading { screen.pageShown() }
            }
            paging.loadFirstPage()
        }

        /// The first page opens at the newest message; a jump's page at the message asked for.
        /// The list follows new messages only while it holds the newest: pages that arrive below
        /// a message the user jumped to are history, not news.
        private func pageShown() {
            let holdsTheNewest = if case .exhausted = paging.state(at: .bottom) { true } else { false }
            listView.contentAnchor = holdsTheNewest ? .bottom : .firstVisibleRow
            if let id = messageToShow, messages.scrollToItem(withID: id, at: .middle, animated: false) {
                messageToShow = nil
            } else if !hasOpened, let newest = messages.items.last {
                hasOpened = true
                messages.scrollToItem(withID: newest.id, at: .bottom, animated: false)
            }
        }

        /// A message the server pushed while the screen is open: shown when the newest
        /// messages are loaded (a later page brings it otherwise).
        func receive(_ message: ChatMessage) {
            guard case .exhausted = paging.state(at: .bottom) else { return }
            messages.append(contentsOf: [message])
        }

        /// Shows message `id` — from a notification, a search — loading the page around it
        /// when it is not loaded.
        func show(messageID id: Int) {
            if messages.scrollToItem(withID: id, at: .middle) { return }
            messageToShow = id
            paging.loadFirstPage(around: id)
        }

        /// Scrolled up, the user keeps reading; the table says how many messages arrived below.
        func listView(_ listView: TableListView, didInsertRowsBelowVisibleArea count: Int) {
            newMessagesBelow += count
        }

        /// Back at the bottom, they have been seen.
        func listViewDidScroll(_ listView: TableListView) {
            if listView.scrollGeometry.distanceToBottom <= 0.5 { newMessagesBelow = 0 }
        }
    }
}
