import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// Section headers and footers as views: registered with the table under an identifier that
// carries the kind (the table has one registry for both), asked of the data source when UIKit
// asks the delegate, and refreshed in place after each batch update.

extension TableListView {
    public func register(
        _ viewClass: UITableViewHeaderFooterView.Type, forSupplementaryViewOfKind kind: SupplementaryViewKind,
        withReuseIdentifier identifier: String
    ) {
        kind.requireHeaderOrFooter(in: "a table view")
        tableView.register(viewClass, forHeaderFooterViewReuseIdentifier: Self.tableIdentifier(kind, identifier))
    }

    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UITableViewHeaderFooterView {
        kind.requireHeaderOrFooter(in: "a table view")
        if let refreshing = refreshingSupplementaryView {
            return refreshing.handBack(ofKind: kind, withReuseIdentifier: identifier)
        }
        guard
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.tableIdentifier(kind, identifier))
        else {
            fatalError(
                "unable to dequeue a \(kind) view with identifier \(identifier) - must register a class for the "
                    + "identifier with register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
        }
        return view
    }

    /// The data source's view for the header or footer of `section`, or `nil` (UIKit then shows
    /// the section's title, if any).
    func supplementaryView(ofKind kind: SupplementaryViewKind, inSection section: Int) -> UITableViewHeaderFooterView? {
        dataSource?.listView(self, viewForSupplementaryElementOfKind: kind, at: .supplementary(inSection: section))
    }

    /// Asks the data source again for the header and footer views on screen, each handed back by
    /// the dequeue it makes, so changed texts show without replacing a view.
    ///
    /// UIKit lists no visible headers; those of the sections from one before the first visible
    /// row's to one after the last's are the ones that can be on screen.
    func refreshVisibleSupplementaryViews() {
        guard dataSource != nil, let rows = tableView.indexPathsForVisibleRows, let first = rows.first,
            let last = rows.last
        else { return }
        let sections = max(0, first.section - 1)...min(tableView.numberOfSections - 1, last.section + 1)
        for section in sections {
            for kind in [SupplementaryViewKind.header, .footer] {
                let shown =
                    kind == .header
                    ? tableView.headerView(forSection: section) : tableView.footerView(forSection: section)
                guard let shown, let tableIdentifier = shown.reuseIdentifier,
                    let identifier = Self.identifier(fromTableIdentifier: tableIdentifier, kind: kind)
                else { continue }
                refreshingSupplementaryView = SupplementaryViewRefresh(
                    view: shown, kind: kind, identifier: identifier, indexPath: .supplementary(inSection: section))
                _ = supplementaryView(ofKind: kind, inSection: section)
                refreshingSupplementaryView = nil
            }
        }
    }

    /// The table's identifier for `identifier` of `kind`.
    static func tableIdentifier(_ kind: SupplementaryViewKind, _ identifier: String) -> String {
        kind.rawValue + "\u{1F}" + identifier
    }

    /// The data source's identifier in a table identifier of `kind`, or `nil` for a view the
    /// list view did not register.
    static func identifier(fromTableIdentifier tableIdentifier: String, kind: SupplementaryViewKind) -> String? {
        let prefix = kind.rawValue + "\u{1F}"
        guard tableIdentifier.hasPrefix(prefix) else { return nil }
        return String(tableIdentifier.dropFirst(prefix.count))
    }
}
