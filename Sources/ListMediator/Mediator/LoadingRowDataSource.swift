import Foundation

/// The data source of one loading row a ``ListViewMediator`` adds to its owner's sections: no
/// section while its end shows no row, one section holding the ``LoadingRow`` — as a row, or as
/// the section's footer — while it does. The mediator composes it with the owner, as
/// `[top, owner, bottom]` in a ``CompositeDataSource``, so its section numbers, its cell's index
/// path, its selection and its part in the record of updates come from composition.
@MainActor
final class LoadingRowDataSource<View: ListView>: HostedDataSource, ListViewAnchoringDataSource, ListViewDelegate,
    RoleNaming
{
    weak var host: (any DataSourceHost<View>)?
    /// The presenter whose row this is, which owns this data source.
    unowned let presenter: LoadingPresenter<View>
    /// The end of the list whose row this shows.
    let edge: ListEdge
    /// The row the view was last told of: it counts this data source's section.
    var shownRow: LoadingRow?
    /// The cells showing the row while the view displays them. More than one when a new row
    /// appears before the old one's animation ends.
    private var displayedCells: Set<ObjectIdentifier> = []
    /// A view's own layout of a loading section: whether it shows footers, and its environment.
    private typealias ViewsOwnLayout = (_ showsFooter: Bool, _ environment: View.SectionLayoutEnvironment) -> View
        .SectionLayout?
    /// The view ``viewsOwnLayout(in:)`` last looked at, and its layout.
    private weak var layoutsView: View?
    private var layoutOfTheView: ViewsOwnLayout?

    var roleName: String { edge == .top ? "loading row above" : "loading row" }

    init(edge: ListEdge, of presenter: LoadingPresenter<View>) {
        self.edge = edge
        self.presenter = presenter
    }

    /// Whether `cell` shows this row: the view tells the end of a cell's display at the place it
    /// had before the update that removed it, which the owner's sections may have taken since.
    func isDisplaying(_ cell: View.Cell) -> Bool {
        displayedCells.contains(ObjectIdentifier(cell))
    }

    /// The shown row as its cell or footer is given it: with its end, the mediator's words and
    /// the way to retry it.
    private var shownItem: LoadingItem? {
        shownRow.map { LoadingItem(row: $0, edge: edge, texts: presenter.texts, retrier: presenter.mediator) }
    }

    private var showsFooter: Bool { presenter.showsFooters }

    // MARK: Changes

    /// The change that takes the row shown to `target`: the section comes or goes, and a changed
    /// row is reloaded (its section, for a footer). In this data source's own numbers unless
    /// `starts` says where its section is in a container's before the batch and after it.
    func change(to target: LoadingRow?, starts: (before: Int, after: Int) = (0, 0)) -> BatchUpdate {
        switch (shownRow, target) {
        case (nil, nil): BatchUpdate()
        case (nil, .some): BatchUpdate(insertedSections: [starts.after])
        case (.some, nil): BatchUpdate(deletedSections: [starts.before])
        case (.some(let shown), .some(let wanted)) where shown == wanted: BatchUpdate()
        case (.some, .some):
            showsFooter
                ? BatchUpdate(reloadedSections: [starts.before])
                : BatchUpdate(reloadedRows: [IndexPath(row: 0, section: starts.before)])
        }
    }

    // MARK: Data source

    func numberOfSections(in listView: View) -> Int { shownRow == nil ? 0 : 1 }

    /// One row, or none when the loading row shows as the section's footer.
    func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int { showsFooter ? 0 : 1 }

    /// The footer, when the loading row shows as one, made by the presentation's provider at
    /// the view's index path. Above the list too, the view is the footer of a section with no
    /// rows: one provider and one section layout serve both ends.
    func listView(
        _ listView: View, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, at indexPath: IndexPath
    ) -> View.SupplementaryView? {
        guard kind == .footer, case .footer(let provider) = presenter.presentation, let item = shownItem
        else { return nil }
        return provider.makeView(listView, kind, viewIndexPath(for: indexPath), item)
    }

    func listView(_ listView: View, heightForFooterInSection section: Int) -> CGFloat? {
        showsFooter ? presenter.rowHeight : nil
    }

    /// The mediator's ``ListViewMediator/loadingSectionLayout`` for the row it shows, else (no
    /// closure, or one that returns `nil`) the view's own layout of a loading section.
    func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout? {
        guard shownRow != nil else { return nil }
        if let sectionLayout = presenter.sectionLayout, let item = shownItem,
            let layout = sectionLayout(item, environment)
        {
            return layout
        }
        return viewsOwnLayout(in: listView)?(showsFooter, environment)
    }

    /// `listView`'s own layout of a loading section, when it is a ``LoadingSectionLayoutListView``:
    /// found once per view, as the cast to a protocol constrained by the view's layout types
    /// allocates, and a view asks for its sections' layouts at every layout pass.
    private func viewsOwnLayout(in listView: View) -> ViewsOwnLayout? {
        if layoutsView === listView { return layoutOfTheView }
        layoutsView = listView
        layoutOfTheView =
            (listView as? any LoadingSectionLayoutListView<View.SectionLayout, View.SectionLayoutEnvironment>).map {
                layingOut in
                { [weak layingOut] in layingOut?.loadingSectionLayout(showsFooter: $0, environment: $1) }
            }
        return layoutOfTheView
    }

    /// `indexPath`, in this data source's numbers, in the view's.
    private func viewIndexPath(for indexPath: IndexPath) -> IndexPath {
        placement?.globalIndexPath(for: indexPath) ?? indexPath
    }

    /// The owner's cell when it is a ``ListViewMediatorDataSource`` that makes one, the
    /// mediator's ``ListViewMediator/loadingRowCell`` otherwise; both are given the view's index
    /// path.
    func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        guard let item = shownItem else {
            fatalError("the view asked for the loading row's cell while the mediator shows no loading row")
        }
        let viewIndexPath = viewIndexPath(for: indexPath)
        if let mediator = presenter.mediator,
            let cell = presenter.cellMaker?.listView(listView, mediator: mediator, cellFor: item, at: viewIndexPath)
        {
            return cell
        }
        guard let loadingRowCell = presenter.cellProvider else {
            fatalError("the view asked for a loading row's cell, but the mediator shows its loading row as a footer")
        }
        return loadingRowCell.makeCell(listView, viewIndexPath, item)
    }

    // MARK: Delegate

    func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        presenter.rowHeight
    }

    /// The loading row stands for no item: the user's place is the first item's on screen, so a
    /// page arriving below a loading row at the top of the screen stays out of sight.
    func listView(_ listView: View, canAnchorRowAt indexPath: IndexPath) -> Bool { false }

    /// The loading row highlights only when a tap retries: after a failed load.
    func listView(_ listView: View, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        shownRow?.isRetryable == true
    }

    /// The loading row can be selected only to retry a failed load.
    func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        shownRow?.isRetryable == true ? indexPath : nil
    }

    /// Selecting a failed load's row retries it.
    func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        presenter.mediator?.retry(at: edge)
    }

    func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath) {
        displayedCells.insert(ObjectIdentifier(cell))
    }

    func listView(_ listView: View, didEndDisplaying cell: View.Cell, forRowAt indexPath: IndexPath) {
        displayedCells.remove(ObjectIdentifier(cell))
    }
}
