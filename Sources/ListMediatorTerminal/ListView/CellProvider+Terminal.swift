import Foundation
import ListMediator

extension CellProvider where View == TerminalListView {
    /// A provider of terminal lines showing `text(item)` on the left and `detail(item)` on the right.
    public static func text(
        reuseIdentifier: String = "TerminalTextCell",
        _ text: @escaping (Item) -> String,
        detail: @escaping (Item) -> String? = { _ in nil }
    ) -> CellProvider {
        registered(TerminalCell.self, reuseIdentifier: reuseIdentifier) { cell, item in
            cell.text = text(item)
            cell.detailText = detail(item)
        }
    }
}
