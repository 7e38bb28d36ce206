import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The chat guide's view controller, played against the UIKit stand-in.
@MainActor
struct ChatExampleTests {
    typealias Example = ChatExample

    /// Messages 1…`count`, oldest first, ten a page, served around any message.
    actor FakeMessages: Example.MessageService {
        private(set) var newest: Int

        init(count: Int) { newest = count }

        func messages(_ request: PageRequest<Int>) async throws -> Page<Example.ChatMessage, Int> {
            let (lower, upper): (Int, Int) =
                switch request.kind {
                case .previousPage: (max(1, (request.cursor ?? 1) - 10), (request.cursor ?? 1) - 1)
                case .nextPage: (request.cursor ?? newest + 1, min(newest, (request.cursor ?? newest) + 9))
                case .firstPage, .refresh:
                    request.cursor.map { (max(1, $0 - 5), min(newest, $0 + 4)) } ?? (max(1, newest - 9), newest)
                }
            guard lower <= upper else { return Page(items: [], nextCursor: nil) }
            let items = (lower...upper).map {
                Example.ChatMessage(id: $0, author: "author \($0 % 3)", text: "message \($0)")
            }
            return Page(
                items: items, previousCursor: lower > 1 ? lower : nil, nextCursor: upper < newest ? upper + 1 : nil)
        }
    }

    func show(_ service: FakeMessages) throws -> (Example.ChatViewController, UITableView) {
        let controller = Example.ChatViewController(service: service)
        controller.simulateAppearance()
        let tableView = try #require(controller.view.subviews.lazy.compactMap { $0 as? UITableView }.first)
        return (controller, tableView)
    }

    /// The texts of the rows on screen, top to bottom.
    func visibleTexts(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.compactMap { $0.textLabel?.text }
    }

    @Test func theChatOpensAtTheNewestMessageAndLoadsOlderOnesAboveKeepingThePlace() async throws {
        let (controller, tableView) = try show(FakeMessages(count: 200))
        await settle { !controller.mediator.isLoading && controller.messages.items.count >= 10 }

        #expect(visibleTexts(tableView).last == "author 2: message 200")
        // Scrolled up to the oldest loaded, the older page arrives above what the user reads.
        tableView.setContentOffset(.zero, animated: false)
        let reading = visibleTexts(tableView).dropFirst().first
        await settle { !controller.mediator.isLoading && controller.messages.items.first?.id ?? 0 < 190 }

        #expect(controller.messages.items.first?.id ?? 0 < 191)
        #expect(visibleTexts(tableView).contains(reading ?? ""))
    }

    @Test func aMessageNotLoadedOpensThePageAroundIt() async throws {
        let (controller, tableView) = try show(FakeMessages(count: 200))
        await settle { !controller.mediator.isLoading && !controller.messages.items.isEmpty }

        controller.show(messageID: 42)
        await settle { !controller.mediator.isLoading && controller.messages.items.contains { $0.id == 42 } }

        #expect(visibleTexts(tableView).contains("author 0: message 42"))
    }

    @Test func aPushedMessageIsAddedWhenTheNewestAreLoaded() async throws {
        let (controller, tableView) = try show(FakeMessages(count: 30))
        await settle { !controller.mediator.isLoading && !controller.messages.items.isEmpty }

        controller.receive(Example.ChatMessage(id: 31, author: "author 1", text: "message 31"))

        #expect(controller.messages.items.last?.id == 31)
        #expect(visibleTexts(tableView).last == "author 1: message 31", "followed at the bottom")
    }

    @Test func messagesArrivingBelowAUserWhoScrolledUpAreCountedUntilTheyScrollBackDown() async throws {
        let (controller, tableView) = try show(FakeMessages(count: 200))
        await settle { !controller.mediator.isLoading && controller.messages.items.count >= 10 }
        for loaded in [20, 30] {
            tableView.setContentOffset(.zero, animated: false)
            await settle { !controller.mediator.isLoading && controller.messages.items.count >= loaded }
        }
        let reading = visibleTexts(tableView)

        controller.receive(Example.ChatMessage(id: 201, author: "author 0", text: "message 201"))
        controller.receive(Example.ChatMessage(id: 202, author: "author 1", text: "message 202"))

        #expect(controller.title == "Chat · ↓ 2 new")
        #expect(visibleTexts(tableView) == reading, "the place is kept")
        let bottom = tableView.contentSize.height - tableView.bounds.height
        tableView.setContentOffset(CGPoint(x: 0, y: bottom), animated: false)
        #expect(controller.title == "Chat")
        #expect(visibleTexts(tableView).last == "author 1: message 202")
    }
}
