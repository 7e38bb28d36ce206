import ListMediatorSearchHistory

/// A `SearchField` with no screen that plays a user's actions, for tests on any platform.
///
/// Like `UISearchBar`, it reports only what the user does (the methods below), never changes
/// made from code through ``text``, and resigning first responder while editing reports the
/// end of editing.
///
/// ```swift
/// let field = HeadlessSearchField()
/// field.beginEditing()
/// field.type("swift")
/// field.tapSearchButton()
/// ```
@MainActor
public final class HeadlessSearchField: SearchField {
    public var text: String?
    public weak var searchFieldDelegate: (any SearchFieldDelegate)?

    /// Whether the field is editing (would show the keyboard).
    public private(set) var isFirstResponder = false

    /// Creates a field holding `text`, not editing.
    public init(text: String? = nil) {
        self.text = text
    }

    /// The user taps the field: it starts editing.
    public func beginEditing() {
        guard !isFirstResponder else { return }
        isFirstResponder = true
        searchFieldDelegate?.searchFieldDidBeginEditing(self)
    }

    /// The user types `characters` one at a time; each one is reported as a text change.
    public func type(_ characters: String) {
        for character in characters {
            replaceText(with: (text ?? "") + String(character))
        }
    }

    /// The user deletes the last character, as with the backspace key.
    public func deleteBackward() {
        guard let current = text, !current.isEmpty else { return }
        replaceText(with: String(current.dropLast()))
    }

    /// The user replaces the whole text at once, as with paste or the clear button.
    public func replaceText(with newText: String) {
        text = newText
        searchFieldDelegate?.searchField(self, textDidChange: newText)
    }

    /// The user taps the search (return) button.
    public func tapSearchButton() {
        searchFieldDelegate?.searchFieldSearchButtonClicked(self)
    }

    /// The user taps the cancel button.
    public func tapCancelButton() {
        searchFieldDelegate?.searchFieldCancelButtonClicked(self)
    }

    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        isFirstResponder = false
        searchFieldDelegate?.searchFieldDidEndEditing(self)
        return true
    }
}
