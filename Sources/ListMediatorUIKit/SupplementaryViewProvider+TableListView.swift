import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

extension SupplementaryViewProvider where View == TableListView {
    /// Headers (or footers) that show the text `text` gives a section in a plain
    /// `UITableViewHeaderFooterView`'s label; a section it gives `nil` has no view (the table
    /// shows its title, if any).
    public static func text(
        ofKind kind: SupplementaryViewKind, reuseIdentifier: String = "ListMediator.TextHeaderFooter",
        _ text: @escaping (Section) -> String?
    ) -> SupplementaryViewProvider {
        registered(UITableViewHeaderFooterView.self, ofKind: kind, reuseIdentifier: reuseIdentifier, content: text) {
            $0.textLabel?.text = $1
        }
    }
}
