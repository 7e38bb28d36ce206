import Foundation
import ListMediator

extension TerminalListView {
    /// The menu of the focused row — what a touch and hold opens on a phone — or `nil` when no
    /// row is focused or it shows none. A screen shows its actions and calls
    /// ``chooseContextMenuAction(titled:)`` with the one the user picks.
    public func contextMenuForFocusedRow() -> ListContextMenu? {
        layoutIfNeeded()
        guard let focused = indexPathForFocusedRow else { return nil }
        return delegateFeatures?.rowActions?.listView(self, contextMenuForRowAt: focused)
    }

    /// Chooses the action titled `title` of the focused row's menu; `false` when there is no
    /// such action or it is disabled.
    @discardableResult
    public func chooseContextMenuAction(titled title: String) -> Bool {
        choose(actionTitled: title, in: contextMenuForFocusedRow())
    }
}
