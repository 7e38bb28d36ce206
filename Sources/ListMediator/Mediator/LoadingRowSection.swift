import Foundation

/// A section a ``ListViewMediator`` adds below (or above) the owner's: one row showing the
/// mediator's ``LoadingRow`` at that end. The mediator routes the view's questions about that
/// section here, so the loading row answers them as any data source does, in its own numbers
/// (section 0, row 0).
@MainActor
final class LoadingRowSection<View: ListView>: ListViewDataSource, ListViewDelegate {
    unowned let mediator: ListViewMediator<View>
    /// The end of the list whose row this section shows.
    let edge: ListEdge

    init(mediator: ListViewMediator<View>, edge: ListEdge) {
        self.mediator = mediator
        self.edge = edge
    }

    /// The row the view was last told of at this section's end.
    private var shownRow: LoadingRow? { mediator.shownRows[edge] }

    /// The shown row as its cell or footer is given it: with its end, the mediator's words and
    /// the way to retry it.
    private var shownItem: LoadingItem? {
        shownRow.map { LoadingItem(row: $0, edge: edge, texts: mediator.texts, retrier: mediator) }
    }

    /// One row, or none when the loading row shows as the section's footer.
    func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int {
        if case .footer = mediator.loadingPresentation { 0 } else { 1 }
    }

    /// The footer, when the loading row shows as one, made by the presentation's provider at
    /// the view's index path. Above the list too, the view is the footer of a section with no
    /// rows: one provider and one section layout serve both ends.
    func listView(
        _ listView: View, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, at indexPath: IndexPath
    ) -> View.SupplementaryView? {
        guard kind == .footer, case .footer(let provider) = mediator.loadingPresentation, let item = shownItem
        else { return nil }
        return provider.makeView(listView, kind, viewIndexPath(for: indexPath), item)
    }

    func listView(_ listView: View, heightForFooterInSection section: Int) -> CGFloat? {
        if case .footer = mediator.loadingPresentation { mediator.loadingRowHeight } else { nil }
    }

    /// The mediator's ``ListViewMediator/loadingSectionLayout`` for the row it shows, else (no
    /// closure, or one that returns `nil`) the view's own layout of a loading section.
    func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout? {
        guard let row = shownRow else { return nil }
        if let layout = mediator.loadingSectionLayout?(row, environment) { return layout }
        let showsFooter = if case .footer = mediator.loadingPresentation { true } else { false }
        return listView.loadingSectionLayout(showsFooter: showsFooter, environment: environment)
    }

    /// `indexPath`, in this section's numbers (section 0), in the view's.
    private func viewIndexPath(for indexPath: IndexPath) -> IndexPath {
        var mediatorIndexPath = indexPath
        mediatorIndexPath[0] = edge == .top ? 0 : mediator.shownRows.sectionsAbove + mediator.ownerSectionCount
        return mediator.placement?.globalIndexPath(for: mediatorIndexPath) ?? mediatorIndexPath
    }

    /// The data source's cell when it is a ``ListViewMediatorDataSource`` that makes one, the
    /// mediator's ``ListViewMediator/loadingRowCell`` otherwise; both are given the view's index
    /// path.
    func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        guard let item = shownItem else {
            fatalError("the view asked for the loading row's cell while the mediator shows no loading row")
        }
        let viewIndexPath = viewIndexPath(for: IndexPath(row: 0, section: 0))
        if let cell = mediator.mediatorDataSource?.listView(
            listView, mediator: mediator, cellFor: item, at: viewIndexPath)
        {
            return cell
        }
        guard let loadingRowCell = mediator.loadingRowCell else {
            fatalError("the view asked for a loading row's cell, but the mediator shows its loading row as a footer")
        }
        return loadingRowCell.makeCell(listView, viewIndexPath, item)
    }

    func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        mediator.loadingRowHeight
    }

    /// The loading row stands for no item: the user's place is the first item's on screen, so a
    /// page arriving below a loading row at the top of the screen stays out of sight.
    func listView(_ listView: View, canAnchorRowAt indexPath: IndexPath) -> Bool { false }

    /// The loading row highlights only when a tap retries: after a failed load.
    func listView(_ listView: View, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        isRetryable
    }

    /// The loading row can be selected only to retry a failed load.
    func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        isRetryable ? indexPath : nil
    }

    private var isRetryable: Bool {
        if case .failed = shownRow { true } else { false }
    }

    /// Selecting a failed load's row retries it.
    func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        mediator.retry(at: edge)
    }

    func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath) {
        mediator.displayedLoadingCells[ObjectIdentifier(cell)] = edge
    }

    func listView(_ listView: View, didEndDisplaying cell: View.Cell, forRowAt indexPath: IndexPath) {
        mediator.displayedLoadingCells[ObjectIdentifier(cell)] = nil
    }
}
