import Foundation
import ListMediator

extension CellProvider where View == HeadlessTableView {
    /// A provider of plain headless cells showing `text(item)`, registered under `reuseIdentifier`.
    public static func text(
        reuseIdentifier: String = "HeadlessTextCell",
        _ text: @escaping (Item) -> String
    ) -> CellProvider {
        registered(HeadlessTableViewCell.self, reuseIdentifier: reuseIdentifier) { $0.text = text($1) }
    }
}
