import ListMediatorStore

/// One message of the demo's chat: numbered from 1, oldest first.
struct Message: Identifiable, Hashable, Codable, Sendable {
    let id: Int
    let author: String
    let text: String

    /// The message numbered `id`, its words made up from the number, so every run shows the same.
    static func numbered(_ id: Int) -> Message {
        let authors = ["Sam", "Alex", "Robin"]
        let lines = [
            "Are we still on for Friday?", "I'll bring the maps.", "Did anyone check the weather?",
            "The train leaves at 8:40.", "Sounds good to me.", "Who has the tickets?",
            "Running ten minutes late.", "Found a better route!", "Let's meet at the station.",
            "Photos from last time are up.", "Can someone call the hotel?", "On my way.",
        ]
        return Message(id: id, author: authors[id % authors.count], text: lines[(id * 7) % lines.count])
    }
}

extension Message {
    /// The chat's messages in the demo's store, ordered by number.
    static let storedList = StoredList<Message>("chat_messages") { .integer(Int64($0.id)) }
}
