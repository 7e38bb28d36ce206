import Foundation
@_spi(Backends) import ListMediator

// Section headers and footers as views, with UITableView's rules: only those two kinds, registered
// before they are dequeued, asked for when their section comes on screen, kept with their section
// through batch updates and refreshed in place after each one.

/// A header or footer on screen: its kind, its section, and the view.
struct DisplayedSupplementaryView {
    var kind: SupplementaryViewKind
    var section: Int
    var view: HeadlessHeaderFooterView
}

extension HeadlessTableView {
    public func register(
        _ viewClass: HeadlessHeaderFooterView.Type, forSupplementaryViewOfKind kind: SupplementaryViewKind,
        withReuseIdentifier identifier: String
    ) {
        kind.requireHeaderOrFooter(in: "a table view")
        supplementaryPool.register(ofKind: kind, withReuseIdentifier: identifier) {
            viewClass.init(reuseIdentifier: identifier)
        }
    }

    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> HeadlessHeaderFooterView {
        kind.requireHeaderOrFooter(in: "a table view")
        guard let query = supplementaryQuery else {
            fatalError(
                "a \(kind) view was dequeued at \(indexPath.uiKitDescription) outside "
                    + "listView(_:viewForSupplementaryElementOfKind:at:); dequeue supplementary views only there")
        }
        guard query.kind == kind, query.indexPath == indexPath else {
            fatalError(
                "the view asked for is the \(query.kind) at \(query.indexPath.uiKitDescription), but the data source "
                    + "dequeued a \(kind) at \(indexPath.uiKitDescription); dequeue at the index path you are asked for"
            )
        }
        let view = supplementaryPool.dequeue(ofKind: kind, withReuseIdentifier: identifier) { $0.prepareForReuse() }
        supplementaryQuery?.dequeued = ObjectIdentifier(view)
        return view
    }

    /// Asks the data source for the view of `kind` of `section`, as UIKit asks: dequeuing is
    /// allowed during the call, at that kind and index path only.
    /// - Returns: the answer, and whether it was dequeued during the call (a view the data source
    ///   keeps for itself was not, and never goes to the reuse pool).
    func askForSupplementaryView(ofKind kind: SupplementaryViewKind, inSection section: Int)
        -> (view: HeadlessHeaderFooterView, wasDequeued: Bool)?
    {
        guard let dataSource else { return nil }
        let indexPath = IndexPath.supplementary(inSection: section)
        let outer = supplementaryQuery
        supplementaryQuery = SupplementaryQuery(kind: kind, indexPath: indexPath)
        defer { supplementaryQuery = outer }
        guard let view = dataSource.listView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) else {
            return nil
        }
        return (view, supplementaryQuery?.dequeued == ObjectIdentifier(view))
    }

    /// The header view shown for `section`, or `nil` when it is off screen or the section has
    /// none (a header with a title only has no view), as `UITableView.headerView(forSection:)`.
    public func headerView(forSection section: Int) -> HeadlessHeaderFooterView? {
        layoutIfNeeded()
        return displayedSupplementaryViews.first { $0.kind == .header && $0.section == section }?.view
    }

    /// The footer view shown for `section`, or `nil`, as `UITableView.footerView(forSection:)`.
    public func footerView(forSection section: Int) -> HeadlessHeaderFooterView? {
        layoutIfNeeded()
        return displayedSupplementaryViews.first { $0.kind == .footer && $0.section == section }?.view
    }

    /// The header and footer views on screen, top to bottom, with their kinds and sections.
    public var visibleSupplementaryViews: [(kind: SupplementaryViewKind, section: Int, view: HeadlessHeaderFooterView)]
    {
        layoutIfNeeded()
        return displayedSupplementaryViews.map { ($0.kind, $0.section, $0.view) }
    }

    /// The number of header and footer views this view has made; reuse keeps it near one screenful.
    public var createdSupplementaryViewCount: Int { supplementaryPool.createdCount }

    /// Whether the data source gives `section` a view of `kind`: asked as the layout needs a
    /// height, the view handed back to the pool at once (it is shown when it comes on screen).
    func hasSupplementaryView(ofKind kind: SupplementaryViewKind, inSection section: Int) -> Bool {
        guard let answer = askForSupplementaryView(ofKind: kind, inSection: section) else { return false }
        if answer.wasDequeued { enqueue(answer.view, kind: kind) }
        return true
    }

    /// Shows the headers and footers that `visible` (from the layout) puts on screen, asking the
    /// data source for those not shown yet, and returns the others to the pool.
    func updateDisplayedSupplementaryViews(_ visible: [HeadlessTableLayout.SupplementaryElement]) {
        // Scrolling a list without headers and footers passes here on every step: allocate nothing.
        guard dataSource != nil, !(visible.isEmpty && displayedSupplementaryViews.isEmpty) else { return }
        var kept: [SupplementaryKey: HeadlessHeaderFooterView] = [:]
        let wanted = Set(visible.map { SupplementaryKey(kind: $0.kind, section: $0.section) })
        for shown in displayedSupplementaryViews {
            let key = SupplementaryKey(kind: shown.kind, section: shown.section)
            if wanted.contains(key) { kept[key] = shown.view } else { enqueue(shown.view, kind: shown.kind) }
        }
        displayedSupplementaryViews = visible.compactMap { element in
            let key = SupplementaryKey(kind: element.kind, section: element.section)
            let view = kept[key] ?? askForSupplementaryView(ofKind: element.kind, inSection: element.section)?.view
            return view.map { DisplayedSupplementaryView(kind: element.kind, section: element.section, view: $0) }
        }
    }

    /// After a batch update: headers and footers follow their sections; those of deleted and
    /// reloaded sections leave the screen; the rest are refreshed in place — the data source is
    /// asked again while dequeuing hands back the view shown — so a header whose text changed
    /// shows the new text without being replaced.
    func moveDisplayedSupplementaryViews(with mapping: BatchUpdate.IndexPathMapping) {
        var moved: [DisplayedSupplementaryView] = []
        for var shown in displayedSupplementaryViews {
            guard let section = mapping.newSection(for: shown.section) else {
                enqueue(shown.view, kind: shown.kind)
                continue
            }
            shown.section = section
            moved.append(shown)
        }
        displayedSupplementaryViews = moved
        refreshDisplayedSupplementaryViews()
    }

    /// Asks the data source for every header and footer on screen again, each updating the view
    /// shown; one it no longer gives leaves the screen.
    func refreshDisplayedSupplementaryViews() {
        guard dataSource != nil else { return }
        displayedSupplementaryViews = displayedSupplementaryViews.compactMap { shown in
            let indexPath = IndexPath.supplementary(inSection: shown.section)
            supplementaryPool.startRefreshing(
                shown.view, kind: shown.kind, identifier: shown.view.reuseIdentifier ?? "", at: indexPath)
            let answer = askForSupplementaryView(ofKind: shown.kind, inSection: shown.section)?.view
            supplementaryPool.stopRefreshing()
            // A data source that keeps views of its own may answer with another one: it replaces this.
            if answer !== shown.view { enqueue(shown.view, kind: shown.kind) }
            return answer.map { DisplayedSupplementaryView(kind: shown.kind, section: shown.section, view: $0) }
        }
    }

    /// Takes every header and footer off screen, as a reload does.
    func discardDisplayedSupplementaryViews() {
        for shown in displayedSupplementaryViews { enqueue(shown.view, kind: shown.kind) }
        displayedSupplementaryViews = []
    }

    private func enqueue(_ view: HeadlessHeaderFooterView, kind: SupplementaryViewKind) {
        guard let identifier = view.reuseIdentifier else { return }
        supplementaryPool.enqueue(view, kind: kind, identifier: identifier)
    }

}

/// The supplementary view the headless view is asking its data source for, and the view dequeued
/// for it so far.
struct SupplementaryQuery {
    var kind: SupplementaryViewKind
    var indexPath: IndexPath
    var dequeued: ObjectIdentifier?
}

/// A header's or footer's place: its kind and section.
struct SupplementaryKey: Hashable {
    var kind: SupplementaryViewKind
    var section: Int
}
