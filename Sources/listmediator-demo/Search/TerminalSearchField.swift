import ListMediatorSearchHistory

/// The search screen's field: a `SearchField` that keys edit, as a search bar's keyboard does.
///
/// Like `UISearchBar` (and `HeadlessSearchField`, its test double), it reports what the user
/// does — each method below — and not changes made from code through ``text``; ending editing
/// reports the end of editing.
@MainActor
final class TerminalSearchField: SearchField {
    var text: String?
    weak var searchFieldDelegate: (any SearchFieldDelegate)?
    /// Whether keys go to the field.
    private(set) var isEditing = false

    /// The user moves into the field.
    func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        searchFieldDelegate?.searchFieldDidBeginEditing(self)
    }

    /// The user types `character`.
    func type(_ character: Character) {
        replaceText(with: (text ?? "") + String(character))
    }

    /// The user deletes the last character.
    func deleteBackward() {
        guard let current = text, !current.isEmpty else { return }
        replaceText(with: String(current.dropLast()))
    }

    private func replaceText(with newText: String) {
        text = newText
        searchFieldDelegate?.searchField(self, textDidChange: newText)
    }

    /// The user presses Enter: search.
    func submit() {
        searchFieldDelegate?.searchFieldSearchButtonClicked(self)
    }

    /// The user presses Esc: cancel.
    func cancel() {
        searchFieldDelegate?.searchFieldCancelButtonClicked(self)
    }

    @discardableResult
    func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        isEditing = false
        searchFieldDelegate?.searchFieldDidEndEditing(self)
        return true
    }
}
