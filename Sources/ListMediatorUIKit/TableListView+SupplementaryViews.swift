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
    /// the dequeue it makes, so changed texts show without replacing a view. A section whose data
    /// source no longer gives a view it shows is reloaded, in a batch of its own.
    func refreshVisibleSupplementaryViews() {
        guard dataSource != nil else { return }
        var vanished = IndexSet()
        for section in sectionsWhoseHeadersCanBeOnScreen() {
            for kind in [SupplementaryViewKind.header, .footer] {
                let shown =
                    kind == .header
                    ? tableView.headerView(forSection: section) : tableView.footerView(forSection: section)
                guard let shown, let tableIdentifier = shown.reuseIdentifier,
                    let identifier = Self.identifier(fromTableIdentifier: tableIdentifier, kind: kind)
                else { continue }
                refreshingSupplementaryView = SupplementaryViewRefresh(
                    view: shown, kind: kind, identifier: identifier, indexPath: .supplementary(inSection: section))
                if supplementaryView(ofKind: kind, inSection: section) == nil { vanished.insert(section) }
                refreshingSupplementaryView = nil
            }
        }
        if !vanished.isEmpty { tableView.reloadSections(vanished, with: .none) }
    }

    /// The sections whose headers and footers can be on screen. UIKit lists no visible headers:
    /// these are the sections of the visible rows, and the sections without rows next to them
    /// (one more on each side, for a footer above or a header below), up to a screenful of them.
    private func sectionsWhoseHeadersCanBeOnScreen() -> [Int] {
        let count = tableView.numberOfSections
        guard count > 0 else { return [] }
        let rows = tableView.indexPathsForVisibleRows ?? []
        var first = rows.first?.section ?? 0
        var last = rows.last?.section ?? 0
        let limit = 64
        func isEmpty(_ section: Int) -> Bool { tableView.numberOfRows(inSection: section) == 0 }
        var extra = 0
        while first > 0, extra < limit, rows.isEmpty || isEmpty(first - 1) || extra == 0 {
            first -= 1
            extra += 1
        }
        extra = 0
        while last < count - 1, extra < limit, rows.isEmpty || isEmpty(last + 1) || extra == 0 {
            last += 1
            extra += 1
        }
        return Array(first...last)
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
