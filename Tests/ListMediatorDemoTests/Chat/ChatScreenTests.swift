import Foundation
import ListMediator
import ListMediatorTerminal
import Testing

@testable import listmediator_demo

/// The chat screen driven by keys, as a person would: it opens at the newest messages, scrolling
/// up loads older ones and keeps the place, new messages are followed at the bottom and counted
/// above it, and a number jumps to its message, loading around it.
@MainActor
struct ChatScreenTests {
    let fixture = DemoFixture()

    /// The app started on the chat screen, its first page shown.
    private func openChat() async throws -> DemoApp {
        let app = try fixture.makeApp(size: TerminalSize(width: 70, height: 16))
        app.start()
        app.show(3)
        try await app.settle()
        return app
    }

    /// The screen line showing message `number`, if it is on screen.
    private func line(of number: Int, in app: DemoApp) -> Int? {
        app.screenLines.firstIndex { $0.contains("#\(number)") && !$0.hasPrefix("Trip planning") }
    }

    @Test func theChatOpensAtTheNewestMessageFocused() async throws {
        let app = try await openChat()

        #expect(app.screenLines[0].contains("[Chat]"))
        #expect(line(of: 300, in: app) != nil)
        #expect(app.chat.listView.indexPathForFocusedRow.flatMap { app.chat.focusedItem(at: $0) }?.id == 300)
    }

    @Test func scrollingUpLoadsOlderMessagesAndKeepsTheFocusedMessageOnItsLine() async throws {
        let app = try await openChat()
        let loadedBefore = app.chat.messages.items.count

        for _ in 0..<22 { app.handle(.up) }
        let focused = try #require(app.chat.listView.indexPathForFocusedRow.flatMap { app.chat.focusedItem(at: $0) })
        let lineBefore = line(of: focused.id, in: app)
        try await app.settle()

        #expect(app.chat.messages.items.count > loadedBefore, "older messages were loaded")
        #expect(app.chat.messages.items.first!.id < 300 - loadedBefore + 1)
        #expect(line(of: focused.id, in: app) == lineBefore, "the focused message stayed on its line")
    }

    @Test func aNewMessageIsFollowedAtTheBottomAndCountedWhenTheUserReadsOlderOnes() async throws {
        let app = try await openChat()

        for _ in 0..<3 { app.tick() }
        try await app.settle()
        #expect(app.chat.messages.items.last?.id == 301)
        #expect(line(of: 301, in: app) != nil, "followed at the bottom")

        for _ in 0..<5 { app.handle(.up) }
        for _ in 0..<6 { app.tick() }
        try await app.settle()
        #expect(app.chat.messages.items.last?.id == 303)
        #expect(app.screenLines[1].contains("↓ 2 new"))

        app.handle(.end)
        #expect(!app.screenLines[1].contains("new"))
    }

    @Test func offlineTheChatShowsWhatItKeptThenTheFailureAboveItAndRRetries() async throws {
        let firstRun = try await openChat()
        _ = await firstRun.finish()
        let app = try fixture.makeApp(size: TerminalSize(width: 70, height: 16), isOffline: true)
        app.start()
        app.show(3)
        try await app.settle()
        let kept = try app.chat.store.page(of: Message.storedList, from: .start, limit: 100).items
        #expect(app.chat.messages.items == kept, "the messages kept, no error screen")

        for _ in 0..<40 { app.handle(.up) }
        try await app.settle()
        #expect(app.chat.paging.state(at: .top).error is NetworkOffline, "past what was kept: the failure")
        #expect(app.screenLines.contains { $0.contains("The network is off") })

        await app.chat.server.setOffline(false)
        app.handle(.character("r"))
        try await app.settle()
        #expect(app.chat.messages.items.first?.id ?? 300 < 286, "older messages loaded once back online")
        #expect(app.chat.sync.remoteStates.error == nil)
    }

    @Test func aNewMessageIsKeptInTheStore() async throws {
        let app = try await openChat()

        for _ in 0..<3 { app.tick() }
        try await app.settle()

        let newest = try app.chat.store.page(of: Message.storedList, from: .end, limit: 1).items
        #expect(newest.map(\.id) == [301])
    }

    @Test func typingANumberJumpsToThatMessageLoadingAroundIt() async throws {
        let app = try await openChat()

        try app.type("42")
        app.handle(.enter)
        try await app.settle()

        #expect(line(of: 42, in: app) != nil)
        #expect(app.chat.listView.indexPathForFocusedRow.flatMap { app.chat.focusedItem(at: $0) }?.id == 42)
        #expect(app.chat.status.text.contains("#42"))
    }
}

extension ChatScreen {
    /// The message at the view's `indexPath`, past a loading row above the messages.
    func focusedItem(at indexPath: IndexPath) -> Message? {
        let section = indexPath.section - (mediator.top.loadingSection == nil ? 0 : 1)
        return messages.item(at: IndexPath(row: indexPath.row, section: section))
    }
}
