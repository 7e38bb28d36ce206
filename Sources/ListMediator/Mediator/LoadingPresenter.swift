import Foundation

/// The view half of a ``ListViewMediator``: turns its loading state into what the list shows —
/// the loading rows at both ends, the background behind the rows and the refresh control — in
/// one ``render(endingRefresh:rowsAndBackground:animated:)``, and keeps how those look.
///
/// The mediator decides (its ``LoadingStateMachine``); the presenter shows. It reads the state and
/// the owner's rows through the mediator, which owns it.
@MainActor
final class LoadingPresenter<View: ListView> {
    /// The mediator whose loading this shows; set by the mediator as it makes the presenter.
    weak var mediator: ListViewMediator<View>?

    // MARK: How the rows look

    /// Where the loading rows show: as rows in cells, or as footers.
    let presentation: ListViewMediator<View>.LoadingPresentation
    /// The owner's data source as a maker of loading-row cells, cast once.
    let cellMaker: (any ListViewMediatorDataSource<View>)?
    /// The height of a loading row, or `nil` for the view's default.
    var rowHeight: CGFloat?
    /// The layout of a loading row's section, or `nil` for the view's.
    var sectionLayout: ((_ item: LoadingItem, _ environment: View.SectionLayoutEnvironment) -> View.SectionLayout?)?
    /// How the rows come and go.
    var rowAnimation: ListAnimation = .automatic
    /// The words of the rows and of the announcements.
    var texts: ListTexts = .standard
    /// Whether a list with every page loaded shows the end of the list below its rows.
    var showsEndOfList = false

    /// The refresh control, whose refreshing the render ends.
    var refreshControl: (any RefreshControl)?

    // MARK: The background

    /// Makes the view behind the list for each background, or `nil` for none.
    var backgroundViewProvider: ((_ background: ListBackground) -> View.BackgroundView?)?
    /// The provider's view for ``ListBackground/loading``, asked when the provider is set or
    /// reloaded — `.some(nil)` when it gives none, `nil` with no provider — so the presenter knows
    /// whether to show the loading row without calling the app each time it reads the state.
    var loadingBackgroundView: View.BackgroundView??
    /// The background the view was last given, or `nil` for none.
    var shownBackground: ListBackground? {
        didSet { if let mediator { mediator.didChangeObservedValue(at: mediator.observedKeyPaths.shownBackground) } }
    }
    /// The list view showing that background, so a mediator moved elsewhere takes it away.
    weak var backgroundListView: View?

    // MARK: The rows

    /// The data sources of the loading rows at each end, which the mediator composes with its
    /// owner.
    private(set) lazy var rows = PerEnd(
        top: LoadingRowDataSource(edge: .top, of: self), bottom: LoadingRowDataSource(edge: .bottom, of: self))

    init(
        presentation: ListViewMediator<View>.LoadingPresentation, cellMaker: (any ListViewMediatorDataSource<View>)?
    ) {
        self.presentation = presentation
        self.cellMaker = cellMaker
    }

    /// The cell provider of a row, or `nil` when the rows are footers.
    var cellProvider: CellProvider<LoadingItem, View>? {
        if case .cell(let provider) = presentation { provider } else { nil }
    }

    /// Whether the rows show as their sections' footers.
    var showsFooters: Bool {
        if case .footer = presentation { true } else { false }
    }

    /// The loading rows as the view last learned of them; the data source questions are answered
    /// from them. They differ from the state's rows while a change made with `updatesList: false`
    /// waits for the owner's next update.
    var shownRows: LoadingRows {
        LoadingRows(top: rows.top.shownRow, bottom: rows.bottom.shownRow)
    }

    // MARK: Rendering

    /// Brings the list to the mediator's loading state: the refresh control stopped when
    /// `endingRefresh`; unless `rowsAndBackground` is `false` (a change that waits for the
    /// owner's next update), the loading rows changed in one animated batch update, and the
    /// background after them.
    func render(endingRefresh: Bool = false, rowsAndBackground: Bool = true, animated: Bool = true) {
        if endingRefresh, let refreshControl, refreshControl.isRefreshing { refreshControl.endRefreshing() }
        guard rowsAndBackground else { return }
        renderRows()
        renderBackground(animated: animated)
    }

    /// Brings the view's loading rows to the state's in one animated batch update.
    private func renderRows() {
        guard let mediator else { return }
        let target = wantedRows
        guard shownRows != target else { return }
        let parts = mediator.parts
        _ = UpdatePlan.perform(
            .loadingRow, for: mediator, through: mediator.host, animated: rowAnimation, completion: nil,
            plan: { view in
                // Each row's change in its own numbers, placed by the composite: the row below
                // lands one section further down when the row above comes in the same batch. The
                // bottom's first: the top's is usually empty, and joining an empty update copies
                // nothing.
                let top = rows.top.change(to: target.top, starts: parts.starts(ofChildAt: 0, in: view))
                var update = rows.bottom.change(
                    to: target.bottom,
                    starts: parts.starts(ofChildAt: 2, sectionsGainedAbove: top.sectionCountChange, in: view))
                update.formUnion(top)
                return .batch(update)
            }
            // Inside the update, the rows it shows; refused (the view reloads, asking the mediator's
            // current state) or shown nowhere, the rows the state wants now.
        ) { step in setShownRows(step == nil ? wantedRows : target) }
    }

    /// Records `shown` as the rows the view shows: the composite counts its children's sections
    /// again.
    func setShownRows(_ shown: LoadingRows) {
        rows.top.shownRow = shown.top
        setShownRow(shown.bottom, at: .bottom)
    }

    /// Records `row` as the one the view shows at `edge`.
    func setShownRow(_ row: LoadingRow?, at edge: ListEdge) {
        rows[edge].shownRow = row
        mediator?.parts.needsRecount = true
    }

    // MARK: What the state calls for

    /// The row the view should show at `edge`: the loading state's, or the end of the list below
    /// it. A failure the background shows full size has no row.
    func wantedRow(at edge: ListEdge) -> LoadingRow? {
        guard let mediator else { return nil }
        let loading = mediator.loading
        guard edge == .bottom else { return loading.wantedRow(at: .top) }
        if let row = loading.wantedRow(at: .bottom) {
            switch (row, wantedBackground) {
            case (.failed, .some), (.loading, .loading?): return nil
            default: return row
            }
        }
        guard showsEndOfList, !loading.hasMorePages(at: .bottom), !loading.isLoadingOrScheduled,
            mediator.ownerShowsARow
        else { return nil }
        return .endOfList
    }

    /// The rows the view should show at both ends.
    var wantedRows: LoadingRows {
        LoadingRows(top: wantedRow(at: .top), bottom: wantedRow(at: .bottom))
    }
}
