import Foundation
import ListMediator

extension CellProvider where View == HeadlessTableView {
    /// A provider of plain headless cells showing `text(item)`, registered under `reuseIdentifier`.
    public static func text(
        reuseIdentifier: String = "HeadlessTextCell",
        _ text: @escaping (Item) -> String
    ) -> CellProvider {
        CellProvider(registration: {
            $0.register(HeadlessTableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
        }) { listView, indexPath, item in
            let cell = listView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
            cell.text = text(item)
            return cell
        }
    }
}
