import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

extension CellProvider where View == TableListView {
    /// Plain `UITableViewCell`s showing `text(item)` in their `textLabel`, registered under
    /// `reuseIdentifier`.
    public static func text(
        reuseIdentifier: String = "ListMediator.TextCell", _ text: @escaping (Item) -> String
    ) -> CellProvider {
        registered(UITableViewCell.self, reuseIdentifier: reuseIdentifier) { cell, item in
            cell.textLabel?.text = text(item)
        }
    }
}
