import ListMediator

extension SupplementaryViewProvider where View == HeadlessTableView {
    /// Headers (or footers) that show the text `text` gives a section in
    /// ``HeadlessHeaderFooterView/text``; a section it gives `nil` has no view.
    public static func text(
        ofKind kind: SupplementaryViewKind, reuseIdentifier: String = "HeadlessTextHeaderFooter",
        _ text: @escaping (Section) -> String?
    ) -> SupplementaryViewProvider {
        registered(HeadlessHeaderFooterView.self, ofKind: kind, reuseIdentifier: reuseIdentifier, content: text) {
            $0.text = $1
        }
    }
}
