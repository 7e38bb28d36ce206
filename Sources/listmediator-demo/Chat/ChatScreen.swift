import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTerminal

/// A chat: it opens at the newest messages, loads older ones as the user scrolls up (keeping the
/// user's place: the focused message stays on its line while the page arrives above it), follows
/// new messages while the user is at the newest one and counts them ("↓ 3 new") otherwise, and
/// jumps to any message by its number, loading the page around it.
///
/// The list view shows a ``ListViewMediator`` over a ``FlatDataSource`` of messages, which a
/// ``PagingController`` fills in both directions from the demo's store, a ``ListSync`` filling
/// the store from a ``ChatServer`` (an actor). New messages are written to the store, which shows
/// them; on the next start the chat opens from the store at the message that was focused — with
/// the network cut (`--offline`) too.
@MainActor
final class ChatScreen: DemoScreen {
    let title = "Chat"
    let listView = TerminalListView()
    let server: ChatServer
    let store: ListStore
    let sync: ListSync<Message>
    let messages = FlatDataSource<Message, TerminalListView>(
        items: [], cellProvider: .text({ "\($0.author): \($0.text)" }, detail: { "#\($0.id)" }))
    let mediator: ListViewMediator<TerminalListView>
    let paging: PagingController<Message, ListCursor<Int>, TerminalListView>
    /// Keeps the list up to date with the store's messages.
    private var storeUpdates: ListObservation?
    private(set) var status = TerminalLine("")
    /// New messages that arrived below while the user read older ones.
    private(set) var unseenCount = 0
    /// The number being typed to jump to.
    private(set) var typedNumber = ""
    /// The message to focus once the page around it is shown.
    private var pendingJump: Int?
    /// Posts asked of the server whose message has not arrived yet.
    private var postsInFlight = 0

    init(server: ChatServer, store: ListStore) {
        self.server = server
        self.store = store
        sync = ListSync(store: store, list: Message.storedList, pageSize: 15) { [server] request in
            try await server.remotePage(request)
        }
        paging = PagingController(items: messages, loadPage: sync.pageLoader)
        mediator = ListViewMediator(wrapping: messages, loader: paging, loadingRow: .cell(Self.loadingRowCell))
        paging.failureMessage = { String(describing: $0) }
        listView.autofocuses = true
        listView.marksChanges = true
        listView.currentDataSource = mediator
        paging.events.add(self) { screen, event in screen.pagingChanged(event) }
        sync.events.add(self) { screen, states in screen.syncChanged(states) }
        storeUpdates = sync.keepUpdated(paging)
    }

    private static let loadingRowCell = CellProvider<LoadingItem, TerminalListView>.registered(
        TerminalCell.self, reuseIdentifier: "LoadingRow"
    ) { cell, item in
        // Above the messages, only older ones load; below, the first page or newer ones.
        cell.text =
            switch (item.row, item.edge) {
            case (.loading, .top): "Loading older messages…"
            case (.loading, .bottom): "Loading messages…"
            default: item.text
            }
        cell.textStyle = item.isRetryable ? .failure : .attention
    }

    /// Opens the conversation at the message focused when the demo last quit, else at the
    /// newest message kept, else at the server's newest.
    func start() {
        let list = Message.storedList
        if let place = paging.loadFirstPage(atReadingPlaceIn: store, of: list) {
            openingPlace = place.anchor.id
        } else if let newest = try? store.page(of: list, from: .end, limit: 1).items.last {
            paging.loadFirstPage(around: list.cursor(for: newest))
        } else {
            paging.loadFirstPage()
        }
    }

    var isSettled: Bool {
        !paging.state.isLoading && !mediator.top.isPageScheduled && !mediator.bottom.isPageScheduled
            && postsInFlight == 0 && !sync.remoteStates.refresh.isLoading
    }

    /// Tells the user the store's file could not be used and was moved aside.
    func report(_ diagnostic: StoreDiagnostic) {
        status = TerminalLine(String(describing: diagnostic), style: .failure)
    }

    /// Keeps the focused message as the place to open at next time.
    func saveReadingPlace() throws {
        guard let focused = focusedMessage() else { return }
        try store.saveReadingPlace(at: focused, of: Message.storedList)
    }

    /// The server's state changed: offline, the messages kept show with the failure here.
    private func syncChanged(_ states: RemoteLoadStates) {
        if let error = states.refresh.error {
            status = TerminalLine("\(error): showing the messages kept · r retries", style: .failure)
        } else if case .idle = states.refresh, status.text.hasSuffix("r retries"), paging.state.error == nil {
            status = TerminalLine("Back online", style: .success)
        }
    }

    /// A page arrived or failed: the first page opens at the newest message, a jump's page at the
    /// message asked for.
    private func pagingChanged(_ event: PagingEvent) {
        if case .failed(let error) = event.state {
            status = TerminalLine("\(error) · r retries", style: .failure)
        }
        guard !event.state.isLoading, messages.items.count > 0 else { return }
        if let target = pendingJump ?? openingPlace {
            pendingJump = nil
            openingPlace = nil
            isOpening = false
            focus(messageNumbered: target)
        } else if event.bottom.isLoading == false, listView.indexPathForFocusedRow == nil || isOpening {
            isOpening = false
            listView.focusLastRow()
        }
    }

    /// Whether the first page is yet to be shown.
    private var isOpening = true
    /// The message the chat opens at, kept from the last run.
    private var openingPlace: Int?

    // MARK: New messages

    /// A few seconds of the conversation: now and then someone writes.
    func tick(_ count: Int) {
        guard count % 3 == 0 else { return }
        postsInFlight += 1
        Task { @MainActor [server] in
            let message = await server.post()
            self.postsInFlight -= 1
            if let message { self.received(message) }
        }
    }

    /// A new message: written to the store when the list shows the newest messages (the store
    /// then holds the server's newest too, so the message leaves no gap; else a later page
    /// brings it), which shows it; scrolled to while the user is at the newest one, counted
    /// otherwise.
    private func received(_ message: Message) {
        // A reload loads at the bottom, so an exhausted bottom also means none runs; an older
        // page loading at the top does not matter.
        guard case .exhausted = paging.state(at: .bottom) else { return }
        let wasAtNewest = isAtNewest
        do {
            // Written on the main actor, the message is in the list when the write returns.
            try store.write { try $0.upsert([message], into: Message.storedList) }
        } catch {
            status = TerminalLine("Message #\(message.id) was not kept: \(error)", style: .failure)
            return
        }
        if wasAtNewest {
            listView.focusLastRow()
        } else {
            unseenCount += 1
        }
    }

    /// Whether the focus is on the newest message loaded.
    private var isAtNewest: Bool {
        guard let newest = messages.items.last else { return true }
        return focusedMessage()?.id == newest.id
    }

    private func focusedMessage() -> Message? {
        guard let focused = listView.indexPathForFocusedRow,
            let indexPath = messages.placement?.localIndexPath(for: focused)
        else { return nil }
        return messages.item(at: indexPath)
    }

    // MARK: Keys

    func handle(_ key: TerminalKey) -> Bool {
        switch key {
        case .character(let character) where character.isWholeNumber:
            typedNumber.append(character)
            status = TerminalLine("Jump to message #\(typedNumber) — Enter to go, Esc to cancel")
        case .backspace where !typedNumber.isEmpty:
            typedNumber.removeLast()
        case .escape:
            typedNumber = ""
            status = TerminalLine("")
        case .enter where !typedNumber.isEmpty:
            let number = Int(typedNumber) ?? 1
            typedNumber = ""
            jump(to: number)
        case .character("r") where typedNumber.isEmpty:
            // The refresh that failed, else the page that failed at either end.
            if !sync.retry() { paging.retry() }
        default:
            guard listView.handle(key) else { return false }
            if isAtNewest { unseenCount = 0 }
        }
        return true
    }

    /// Focuses message `number`, loading the page around it first when it is not loaded.
    func jump(to number: Int) {
        if messages.items.contains(where: { $0.id == number }) {
            focus(messageNumbered: number)
            return
        }
        status = TerminalLine("Loading the messages around #\(number)…", style: .attention)
        if paging.loadFirstPage(around: ListCursor(sortKey: .integer(Int64(number)), id: number)) {
            pendingJump = number
            // The messages around the number replace the newest ones: nothing new is below.
            unseenCount = 0
        }
    }

    private func focus(messageNumbered number: Int) {
        guard let row = messages.items.firstIndex(where: { $0.id == number }),
            let indexPath = messages.placement?.globalIndexPath(for: IndexPath(row: row, section: 0))
        else {
            status = TerminalLine("There is no message #\(number)", style: .failure)
            return
        }
        listView.focusRow(at: indexPath)
        status = TerminalLine("Message #\(number)", style: .success)
        if isAtNewest { unseenCount = 0 }
    }

    // MARK: Drawing

    func headline(width: Int) -> TerminalLine {
        var line = TerminalLine("Trip planning", style: .heading)
        if let first = messages.items.first, let last = messages.items.last {
            line.append(" · #\(first.id)–#\(last.id) loaded")
        }
        switch paging.state {
        case .loadingPreviousPage: line.append(" · loading older…", style: .attention)
        case .loadingNextPage, .loadingFirstPage, .refreshing: line.append(" · loading…", style: .attention)
        default: break
        }
        if unseenCount > 0 { line.append(" · ↓ \(unseenCount) new", style: .emphasized) }
        if sync.remoteStates.error != nil { line.append(" · offline", style: .failure) }
        return line
    }

    let keyHelp = "↑↓ read · End newest · number + Enter: jump · r retry · q quit"
}
