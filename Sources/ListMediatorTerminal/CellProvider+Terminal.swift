import Foundation
import ListMediator

extension CellProvider where View == TerminalListView {
    /// A provider of terminal lines showing `text(item)` on the left and `detail(item)` on the right.
    public static func text(
        reuseIdentifier: String = "TerminalTextCell",
        _ text: @escaping (Item) -> String,
        detail: @escaping (Item) -> String? = { _ in nil }
    ) -> CellProvider {
        CellProvider(registration: {
            $0.register(TerminalCell.self, forCellReuseIdentifier: reuseIdentifier)
        }) { listView, indexPath, item in
            let cell = listView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
            cell.text = text(item)
            cell.detailText = detail(item)
            return cell
        }
    }
}
