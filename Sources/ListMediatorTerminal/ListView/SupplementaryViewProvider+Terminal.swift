import ListMediator

extension SupplementaryViewProvider where View == TerminalListView {
    /// Header (or footer) lines that show the text `text` gives a section; a section it gives
    /// `nil` shows its title, if any.
    public static func text(
        ofKind kind: SupplementaryViewKind, reuseIdentifier: String = "TerminalTextLine",
        _ text: @escaping (Section) -> String?
    ) -> SupplementaryViewProvider {
        registered(TerminalSupplementaryView.self, ofKind: kind, reuseIdentifier: reuseIdentifier, content: text) {
            $0.text = $1
        }
    }
}
