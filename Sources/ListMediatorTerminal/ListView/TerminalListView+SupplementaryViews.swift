import Foundation
import ListMediator

// Headers and footers as views: each is one line, drawn from the view's text (or the section's
// title), read at every layout of the lines — after each update — so a changed text shows.

extension TerminalListView {
    public func register(
        _ viewClass: TerminalSupplementaryView.Type, forSupplementaryViewOfKind kind: SupplementaryViewKind,
        withReuseIdentifier identifier: String
    ) {
        kind.requireHeaderOrFooter(in: "a terminal list")
        supplementaryPool.register(ofKind: kind, withReuseIdentifier: identifier) {
            viewClass.init(reuseIdentifier: identifier)
        }
    }

    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> TerminalSupplementaryView {
        kind.requireHeaderOrFooter(in: "a terminal list")
        return supplementaryPool.dequeue(ofKind: kind, withReuseIdentifier: identifier) { $0.prepareForReuse() }
    }

    /// The text of the line `kind` shows for `section`: the view's text when the data source
    /// gives a view with one, the section's title otherwise, `nil` for no line. The view is
    /// handed back for reuse at once: the line keeps only its text.
    func supplementaryLine(_ kind: SupplementaryViewKind, inSection section: Int) -> String? {
        guard let dataSource else { return nil }
        supplementaryPool.lastDequeued = nil
        if let view = dataSource.listView(
            self, viewForSupplementaryElementOfKind: kind, at: .supplementary(inSection: section))
        {
            // Only a view the pool handed out goes back to it: one the data source keeps is its own.
            if supplementaryPool.lastDequeued == ObjectIdentifier(view), let identifier = view.reuseIdentifier {
                supplementaryPool.enqueue(view, kind: kind, identifier: identifier)
            }
            if let text = view.text { return text }
        }
        return kind == .header
            ? dataSource.listView(self, titleForHeaderInSection: section)
            : dataSource.listView(self, titleForFooterInSection: section)
    }
}
