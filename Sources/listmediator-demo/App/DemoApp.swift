import ListMediatorSearchHistory
import ListMediatorTerminal

/// The demo's state, apart from any terminal: four screens, the one shown, and what keys and
/// time do to them. The interactive session and the script player both drive it, and tests
/// drive it directly.
///
/// The frame it draws: the tab bar, the screen's headline, its list, its status line and its
/// keys.
@MainActor
final class DemoApp {
    let catalogue: CatalogueScreen
    let search: SearchScreen
    let scoreboard: ScoreboardScreen
    let chat: ChatScreen
    let screens: [any DemoScreen]
    /// The seconds gone by, as ``tick()`` counts them.
    private var ticks = 0
    /// The position of the screen shown in ``screens``.
    private(set) var activeIndex = 0
    /// Whether the user asked to quit.
    private(set) var wantsToQuit = false
    /// Whether the list area shows the shown list's last updates instead of its rows (Ctrl-U).
    private(set) var showsLastUpdates = false
    /// Called whenever the frame may have changed; schedule a frame in it.
    var onNeedsDisplay: (() -> Void)? {
        didSet { for list in screens.flatMap(\.listViews) { list.onNeedsDisplay = onNeedsDisplay } }
    }
    /// The terminal's size; the lists take what the bars leave.
    var size = TerminalSize(width: 80, height: 24) {
        didSet { layOutLists() }
    }

    /// The rows above and below the list: tab bar and headline; status and keys.
    static let barsAbove = 2
    static let barsBelow = 2
    /// The smallest terminal the screens fit in.
    nonisolated static let minimumSize = TerminalSize(width: 40, height: 10)

    init(catalogue: CatalogueScreen, search: SearchScreen, scoreboard: ScoreboardScreen, chat: ChatScreen) {
        self.catalogue = catalogue
        self.search = search
        self.scoreboard = scoreboard
        self.chat = chat
        screens = [catalogue, search, scoreboard, chat]
        layOutLists()
    }

    var activeScreen: any DemoScreen { screens[activeIndex] }

    /// Starts what runs from the beginning: the catalogue's first page (at the product left last
    /// time), the game's first plays, and the chat's newest messages (or those left last time).
    func start() {
        catalogue.start()
        for _ in 0..<5 { scoreboard.game.playOnce() }
        chat.start()
    }

    /// A second of the live game (one play) and of the chat (a new message every three).
    func tick() {
        ticks += 1
        scoreboard.game.playOnce()
        chat.tick(ticks)
    }

    /// Whether nothing started is still running: no page loading.
    var isSettled: Bool { screens.allSatisfy(\.isSettled) }

    /// Handles one key: Ctrl-C quits, Ctrl-U shows or hides the list's last updates, Tab and
    /// Shift-Tab change screens, the screen shown takes the rest, and `q` quits when the screen does not take it (it does while typing a search).
    func handle(_ key: TerminalKey) {
        switch key {
        case .control("c"): wantsToQuit = true
        case .control("u"): showsLastUpdates.toggle()
        case .tab: show((activeIndex + 1) % screens.count)
        case .backTab: show((activeIndex + screens.count - 1) % screens.count)
        default:
            if !activeScreen.handle(key), key == .character("q") { wantsToQuit = true }
        }
        onNeedsDisplay?()
    }

    /// Shows the screen at `index`.
    func show(_ index: Int) {
        activeIndex = index
    }

    /// Once the user quits: keeps the catalogue's and the chat's places and waits until every
    /// search is on disk, so all are there next time. Returns the error of a save that failed.
    func finish() async -> (any Error)? {
        do {
            try catalogue.saveReadingPlace()
            try chat.saveReadingPlace()
            try await search.repository.waitUntilSaved()
            return nil
        } catch {
            return error
        }
    }

    /// Draws every list normally again after their changes were marked.
    func clearChangeMarks() {
        for list in screens.flatMap(\.listViews) { list.clearChangeMarks() }
    }

    /// Whether a list shows marked changes.
    var hasChangeMarks: Bool {
        screens.flatMap(\.listViews).contains { !$0.markedIndexPaths.isEmpty }
    }

    private func layOutLists() {
        let listHeight = max(1, size.height - Self.barsAbove - Self.barsBelow)
        for list in screens.flatMap(\.listViews) {
            list.width = size.width
            list.height = listHeight
        }
    }

    // MARK: Drawing

    /// The screen as it is now.
    func frame() -> TerminalFrame {
        let width = size.width
        guard width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            let message = "Needs \(Self.minimumSize.width)×\(Self.minimumSize.height); q quits"
            return TerminalFrame(width: width, height: size.height, lines: [TerminalLine(message)])
        }
        let screen = activeScreen
        let listHeight = size.height - Self.barsAbove - Self.barsBelow
        if showsLastUpdates {
            return lastUpdatesFrame(of: screen, listHeight: listHeight)
        }
        var lines = [tabBar(width: width), screen.headline(width: width)]
        let listLines = screen.listView.drawnLines()
        var body = listLines.isEmpty ? screen.placeholder : listLines
        body += Array(repeating: TerminalLine(), count: max(0, listHeight - body.count))
        lines += body.prefix(listHeight)
        lines.append(screen.status)
        lines.append(TerminalLine(screen.keyHelp, style: .secondary))
        let cursor = screen.cursorColumn.map { TerminalFrame.Position(row: 1, column: min($0, width - 1)) }
        return TerminalFrame(width: width, height: size.height, lines: lines, cursor: cursor)
    }

    /// The shown list's record of its last updates, newest at the bottom, in place of its rows:
    /// what changed the list, from which data source, and how it ended.
    private func lastUpdatesFrame(of screen: any DemoScreen, listHeight: Int) -> TerminalFrame {
        let record = screen.listView.updateRecord
        let headline = TerminalLine(
            "Last updates of the \(screen.title.lowercased()) list (\(record.recordedCount) in all)", style: .heading)
        // Two lines an update: what happened, then (dimmed) the data source that asked.
        let updates = record.updates.suffix(listHeight / 2).flatMap { update in
            let path = update.path
            var summary = update.description
            if let range = summary.range(of: " from \(path)") { summary.removeSubrange(range) }
            return [
                TerminalLine(
                    String(summary.prefix(size.width)), style: update.outcome.isRejection ? .failure : .plain),
                TerminalLine(String(("   " + path).prefix(size.width)), style: .secondary),
            ]
        }
        var body = updates.isEmpty ? [TerminalLine("No updates recorded yet", style: .secondary)] : updates
        body += Array(repeating: TerminalLine(), count: max(0, listHeight - body.count))
        let lines =
            [tabBar(width: size.width), headline] + body
            + [
                TerminalLine("Each: kind, row counts before → after, changes, outcome; the data source below"),
                TerminalLine("Ctrl-U: back to the list", style: .secondary),
            ]
        return TerminalFrame(width: size.width, height: size.height, lines: lines)
    }

    /// The screens' names, the shown one in brackets (and reversed, in colour).
    private func tabBar(width: Int) -> TerminalLine {
        var line = TerminalLine("ListMediator ", style: .heading)
        for (index, screen) in screens.enumerated() {
            line =
                line
                + (index == activeIndex
                    ? TerminalLine("[\(screen.title)]", style: TextStyle.emphasized.reversed)
                    : TerminalLine(" \(screen.title) "))
        }
        let hint = "Tab · ^U: updates · q: quit"
        let room = width - line.width - hint.count
        if room > 0 {
            line = line + TerminalLine(String(repeating: " ", count: room)) + TerminalLine(hint, style: .secondary)
        }
        return line
    }
}
