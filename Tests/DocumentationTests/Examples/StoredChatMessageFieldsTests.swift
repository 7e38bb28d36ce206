import Foundation
import ListMediatorStore
import Testing

/// The stored chat guide's message, which reads and writes its own fields, keeps every field
/// through a real store file, its delivery enum included, at either end of the conversation.
struct StoredChatMessageFieldsTests {
    typealias Message = StoredChatExample.ChatMessage

    @Test func messagesKeepEveryFieldThroughTheStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stored-chat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try ListStore(fileURL: folder.appendingPathComponent("chat.sqlite")) { _ in }
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let deliveries: [Message.Delivery] = [.sent, .sending, .failed]
        let messages = (0..<9).map {
            Message(
                id: "m\($0)", sentAt: start.addingTimeInterval(Double($0)), author: "author \($0 % 2)",
                text: "message \($0) ✉️", delivery: deliveries[$0 % 3])
        }
        try store.write { try $0.upsert(messages, into: Message.conversation, ordering: .ascending) }
        #expect(try store.page(of: Message.conversation, from: .start, limit: 4).items == Array(messages.prefix(4)))
        #expect(try store.page(of: Message.conversation, from: .end, limit: 4).items == Array(messages.suffix(4)))
    }
}
