/// When a ``SearchHistoryMediator`` shows its history view while the user edits the search
/// field.
///
/// | rule | editing begins, field empty | editing begins, text in the field | typing | clearing the field |
/// |---|---|---|---|---|
/// | ``whenEditingBeginsAndWhileTyping`` (default) | shown: the whole history | shown: terms matching the text | shown: matching terms | hidden |
/// | ``whileFieldIsEmpty`` | shown: the whole history | hidden | hidden (the app's live results show) | shown: the whole history |
/// | ``custom(_:)`` | the rule's answer | the rule's answer | the rule's answer | the rule's answer |
///
/// Whatever the rule, editing ending, a search and the cancel button hide the history.
public struct HistoryVisibility: Sendable {
    /// Whether the history shows, given the field's text and whether editing just began (`false`
    /// for a change of the text).
    public let showsHistory: @MainActor @Sendable (_ text: String, _ editingBegan: Bool) -> Bool

    private init(_ showsHistory: @escaping @MainActor @Sendable (_ text: String, _ editingBegan: Bool) -> Bool) {
        self.showsHistory = showsHistory
    }

    /// Shown when editing begins, filtered by any text already in the field, and while the user
    /// types; clearing the field hides it. The rule of a search field whose history completes
    /// what is typed.
    public static let whenEditingBeginsAndWhileTyping = HistoryVisibility { text, editingBegan in
        editingBegan || !text.isEmpty
    }

    /// Shown while the field is empty — recent searches before the user types — and hidden as
    /// soon as there is text, so live results can take the screen. The rule of a search screen
    /// with recents.
    public static let whileFieldIsEmpty = HistoryVisibility { text, _ in text.isEmpty }

    /// The app's own rule.
    public static func custom(
        _ showsHistory: @escaping @MainActor @Sendable (_ text: String, _ editingBegan: Bool) -> Bool
    ) -> HistoryVisibility {
        HistoryVisibility(showsHistory)
    }
}
