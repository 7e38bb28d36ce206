import Foundation

/// Sits between a list view and the app's data source and delegate, and adds what every paged
/// list needs: a loading row below the list (and above it, for a list that pages both ways),
/// pull-to-refresh and infinite scroll.
///
/// The mediator is the view's data source and delegate. It wraps the app's data source — any
/// ``ListViewDataSource``, including composites and switching data sources — and forwards every
/// call it does not handle to it and to the app's ``delegate``, so the owner's sections keep
/// their indexes and the owner's own `apply` still animates. Below the owner's sections it adds
/// one section holding the ``LoadingRow`` — as a row, or as the section's footer view (see
/// ``loadingPresentation``) — while a page loads or after one failed; that section is inserted and
/// deleted with animated batch updates. A list that loads earlier pages too (``hasPreviousPage``)
/// gets the same section above the owner's while one of those loads or failed.
///
/// ```swift
/// let mediator = ListViewMediator(wrapping: products, delegate: self)
/// mediator.refreshControl = refreshControl
/// tableView.currentDataSource = mediator
/// mediator.startLoading(.firstPage)   // with the loading row
/// ```
///
/// Loading itself is the delegate's: the mediator asks
/// ``ListViewMediatorDelegate/listView(_:mediator:shouldLoad:)`` what a ``LoadRequest`` asks for,
/// and the owner calls
/// ``stopLoading(updatesList:)`` once the data is shown. A ``loader`` takes that decision instead
/// of the delegate: ``PagingController`` is one, for owners who load pages with `async`
/// functions.
///
/// Rules the mediator keeps:
/// - One load at a time, whichever end it is for: starting while a page loads or a refresh runs
///   is refused. A page at the top waits for the page at the bottom, and the other way round;
///   a failure at one end does not stop the other.
/// - A pull-to-refresh is refused while a page loads; while it runs, the loading row is hidden
///   (the refresh control shows the activity).
/// - Infinite scroll asks for the next page when the bottom of the visible area comes within
///   the bottom's ``End/threshold`` of the end of the content — once per page — and after a page that
///   leaves the list shorter than that, without waiting for a scroll; for the previous page when
///   the top comes within the top's of the start, while ``hasPreviousPage``.
@MainActor
public final class ListViewMediator<View: ListView>: HostedDataSource {
    /// What shows this mediator; set when it becomes a view's data source.
    public weak var host: (any DataSourceHost<View>)? {
        didSet { if host !== oldValue { presenter.renderBackground(animated: false) } }
    }

    /// The app's data source, whose sections the mediator shows above the loading row. Retained.
    public let dataSource: any ListViewDataSource<View>
    /// The app's delegate: asked whether to load (unless a ``loader`` is set), and told
    /// everything the view tells the mediator about the owner's rows, in the owner's numbers —
    /// one section up from the view's while a loading row shows above them. Held weakly, as
    /// UIKit holds delegates.
    public weak var delegate: (any ListViewMediatorDelegate<View>)? {
        didSet { listeners.appDelegateDidChange(to: delegate) }
    }

    /// Decides and runs loads in place of the delegate, as a ``PagingController`` does; `nil`
    /// (the default) to ask the delegate. Retained: a loader holds its mediator weakly.
    ///
    /// The new loader hears ``ListLoader/didAttach(to:)``. A load the former loader decided is
    /// ended at once (its loading row goes, the refresh control stops), since no one is left to
    /// end it; a load the delegate decided runs on.
    public var loader: (any ListLoader<View>)? {
        didSet {
            guard loader !== oldValue else { return }
            if loading.isRunningLoadersLoad { dropLoad() }
            loader?.didAttach(to: self)
            // A paging controller's state is its mediator's loading while it is the loader.
            didChangeObservedValue(at: observedKeyPaths.loading)
        }
    }

    /// The pull-to-refresh control, or `nil` for none. The mediator becomes its delegate.
    public var refreshControl: (any RefreshControl)? {
        get { presenter.refreshControl }
        set {
            let oldValue = presenter.refreshControl
            presenter.refreshControl = newValue
            if oldValue?.refreshControlDelegate === self { oldValue?.refreshControlDelegate = nil }
            newValue?.refreshControlDelegate = self
        }
    }

    /// Turns scrolls and prefetches into the end to load, by each end's settings; see ``top``
    /// and ``bottom``.
    var trigger = LoadTrigger()

    /// Whether there are pages left to load. Set it to `false` after the last page: infinite
    /// scroll stops asking. A reload the delegate accepts sets it back to `true`.
    public var hasNextPage: Bool {
        get { observedLoading.hasMorePages(at: .bottom) }
        set {
            guard newValue != loading.hasMorePages(at: .bottom) else { return }
            loading.setHasMorePages(newValue, at: .bottom)
            if showsEndOfList { presenter.render() }
        }
    }

    /// Whether there are pages left to load above the list: `false` (the default) for a list that
    /// starts at its first item. Set it to `true` once the list shows a page with earlier ones
    /// before it — a chat's newest messages, a timeline opened at a post — and infinite scroll
    /// and prefetching ask for ``LoadRequest/previousPage`` near the top; set it to `false` after
    /// the first page. A reload leaves it as it is: say it again for the reloaded list.
    public var hasPreviousPage: Bool {
        get { observedLoading.hasMorePages(at: .top) }
        set {
            guard newValue != loading.hasMorePages(at: .top) else { return }
            loading.setHasMorePages(newValue, at: .top)
        }
    }

    /// Whether, once every page is loaded (``hasNextPage`` is `false`) and nothing loads, the
    /// loading row stays to show ``LoadingRow/endOfList`` below a list that has rows; `false` by
    /// default. The row comes, goes and changes like the loading row, as a row or a footer.
    public var showsEndOfList: Bool {
        get { presenter.showsEndOfList }
        set {
            guard newValue != presenter.showsEndOfList else { return }
            presenter.showsEndOfList = newValue
            // The end of the list is a loading row the public properties read.
            didChangeObservedValue(at: observedKeyPaths.showsEndOfList)
            presenter.render()
        }
    }

    /// The height of the loading row, or `nil` for the view's default row height.
    public var loadingRowHeight: CGFloat? {
        get { presenter.rowHeight }
        set { presenter.rowHeight = newValue }
    }

    /// Makes the view shown behind the list for each ``ListBackground`` — the empty list, a load
    /// that failed with nothing to show — or `nil` (the default) for none. Set, the mediator keeps
    /// the list view's background view in step with its state, cross-fading each change (on a
    /// ``BackgroundShowingListView``; on any other view there is no background to set), and a load that fails while the list has no rows
    /// shows as the `failed` background, full size, instead of as a retry row below nothing. The
    /// failed view's retry button calls ``retry()``. Setting a new provider makes the view again.
    ///
    /// The background is the list view's, so the mediator sets it only while it is the view's own
    /// data source; inside a composite or a switching data source it leaves the background alone
    /// and shows failures as rows.
    public var backgroundViewProvider: ((_ background: ListBackground) -> View.BackgroundView?)? {
        get { presenter.backgroundViewProvider }
        set {
            presenter.backgroundViewProvider = newValue
            presenter.reloadBackground(animated: false)
        }
    }

    /// The layout of the loading row's section, for a view that takes layouts from its data
    /// sources (see ``ListViewDataSource/listView(_:layoutForSection:environment:)``): given the
    /// item its row or footer shows — which end, and what it shows, as the cell and footer
    /// providers are given it. With no closure (the default), or when it returns `nil`, the view lays the
    /// section out as it lays out a loading section
    /// (``LoadingSectionLayoutListView/loadingSectionLayout(showsFooter:environment:)``): on a collection view, a
    /// full-width list section with the footer the ``LoadingPresentation`` needs.
    public var loadingSectionLayout:
        ((_ item: LoadingItem, _ environment: View.SectionLayoutEnvironment) -> View.SectionLayout?)?
    {
        get { presenter.sectionLayout }
        set { presenter.sectionLayout = newValue }
    }

    /// How the loading row comes and goes when the mediator inserts, reloads or deletes it.
    public var loadingRowAnimation: ListAnimation {
        get { presenter.rowAnimation }
        set { presenter.rowAnimation = newValue }
    }

    /// The words of the loading row the mediator makes itself and of its VoiceOver
    /// announcements; ``ListTexts/standard`` (the package's localized texts) by default. A
    /// loading row already on screen keeps its text until it changes.
    public var texts: ListTexts {
        get { presenter.texts }
        set { presenter.texts = newValue }
    }

    /// Where the mediator shows its ``LoadingRow``, chosen when it is made.
    public enum LoadingPresentation {
        /// A row, alone in a section below the owner's (and above them, for an earlier page),
        /// whose cell `provider` makes — unless the data source is a
        /// ``ListViewMediatorDataSource`` that makes its own.
        case cell(CellProvider<LoadingItem, View>)
        /// The footer of a section with no rows below the owner's — on a collection view, the
        /// footer supplementary view (``SupplementaryViewKind/footer``) its layout asks for —
        /// made by `provider`. The section comes and goes as the row's would, so infinite scroll,
        /// refresh and retry behave the same; a change between loading and failed reloads it.
        ///
        /// A footer is not selected by a tap: its view offers the retry, calling its item's
        /// ``LoadingItem/retry()``. In a list with earlier pages the same provider makes the
        /// footer above the rows too; each item names its end (``LoadingItem/edge``) and retries
        /// that end's load.
        case footer(SupplementaryViewProvider<LoadingItem, View>)
    }

    /// Where the loading row shows: as a row in a cell, or as a footer view.
    public var loadingPresentation: LoadingPresentation { presenter.presentation }

    /// Makes the loading row's cell when it shows as a row; `nil` for a footer.
    public var loadingRowCell: CellProvider<LoadingItem, View>? { presenter.cellProvider }

    /// Shows the loading: the loading rows, the background and the refresh control.
    let presenter: LoadingPresenter<View>

    /// The loading: what runs, and the loading row it calls for.
    var loading = LoadingStateMachine() {
        didSet {
            loadEndWaiters.resume(endedIn: loading)
            if loading.observed != oldValue.observed { didChangeObservedValue(at: observedKeyPaths.loading) }
        }
    }
    /// Tells observers of the public properties when ``loading`` or the background changes.
    let observation = ObservationSupport()
    let observedKeyPaths = MediatorKeyPaths<View>()
    /// The callers of ``pullToRefresh()`` waiting for their refresh to end.
    let loadEndWaiters = LoadEndWaiters()
    /// What the mediator shows: the owner's data source between the loading rows, composed as
    /// any data sources are, so the loading rows move the owner's sections — and the owner's
    /// updates — by composition.
    let parts: CompositeDataSource<View>

    /// The owner's data source and the app's delegate as the view's listeners, with their
    /// features.
    let listeners: MediatorListeners<View>

    /// Creates a mediator showing `dataSource`'s sections, with its loading row shown as
    /// `loadingRow` says: in a cell of the app's, or as a footer view. A list view of the library
    /// also has a mediator with a plain loading row, made with no `loadingRow`.
    /// - Precondition: `dataSource` is not shown anywhere else.
    ///
    /// - Parameters:
    ///   - dataSource: the owner's data source; retained.
    ///   - delegate: asked whether to load and told what the view tells; held weakly.
    ///   - loader: decides and runs loads in place of the delegate, such as a
    ///     ``PagingController``; retained.
    ///   - loadingRow: the loading row's cell (``LoadingPresentation/cell(_:)``), or the footer
    ///     that shows it instead (``LoadingPresentation/footer(_:)``).
    public init(
        wrapping dataSource: any ListViewDataSource<View>,
        delegate: (any ListViewMediatorDelegate<View>)? = nil,
        loader: (any ListLoader<View>)? = nil,
        loadingRow: LoadingPresentation
    ) {
        self.dataSource = dataSource
        self.delegate = delegate
        let presenter = LoadingPresenter(
            presentation: loadingRow, cellMaker: dataSource as? any ListViewMediatorDataSource<View>)
        self.presenter = presenter
        listeners = MediatorListeners(owner: dataSource)
        listeners.appDelegateDidChange(to: delegate)
        parts = CompositeDataSource<View>([presenter.rows.top, dataSource, presenter.rows.bottom])
        parts.isPartOfItsHost = true
        self.loader = loader
        presenter.mediator = self
        attach(parts)
        loader?.didAttach(to: self)
    }

    // MARK: State

    /// Whether a load runs: a page, a reload, or a refresh.
    public var isLoading: Bool { observedLoading.isLoading }

    /// Whether the running load is a refresh the user's pull started: the refresh control spins,
    /// and the loading row is hidden. A refresh started from code shows in ``runningRequest``.
    public var isRefreshingByPull: Bool { observedLoading.isRefreshing }

    /// What the running load is for, or `nil` when none runs.
    public var runningRequest: LoadRequest? {
        observedLoading.runningLoad?.request
    }

    /// What the list shows behind its rows now, or `nil` for nothing: when it has no rows, the
    /// load running (if the provider gives a view for it), the empty list when nothing loads, a
    /// failure when the last load failed. `nil` whenever no ``backgroundViewProvider`` is set,
    /// the mediator is not its view's own data source, or the view is no
    /// ``BackgroundShowingListView``.
    public var background: ListBackground? {
        _ = observedLoading
        observeShownBackground()
        return presenter.wantedBackground
    }

    /// Whether the list view's background is the mediator's to set: it is the view's own data
    /// source (not a part of a container), on a view that shows a background. Where it is not, failures show as rows.
    var ownsTheViewsBackground: Bool {
        guard let host, let listView = placement?.listView else { return false }
        return host === listView && listView is any BackgroundShowingListView
    }

    /// ``wantedRow(at:)`` for a public property: observable.
    func observedRow(at edge: ListEdge) -> LoadingRow? {
        _ = observedLoading
        observeShownBackground()
        observeAccess(to: observedKeyPaths.showsEndOfList)
        return presenter.wantedRow(at: edge)
    }

    /// Whether the owner's data source has a row, counted as the view would count it.
    var ownerShowsARow: Bool {
        guard let listView = placement?.listView else { return false }
        return (0..<dataSource.numberOfSections(in: listView)).contains {
            dataSource.listView(listView, numberOfRowsInSection: $0) > 0
        }
    }

    /// The view's section of the loading row at `edge` while the view shows one, or `nil`.
    func shownLoadingSection(at edge: ListEdge) -> Int? {
        let row = presenter.rows[edge]
        guard row.shownRow != nil else { return nil }
        return row.placement?.sectionOffset
    }
}

extension ListViewMediator where View.Cell: TextCell {
    /// Creates a mediator showing `dataSource`'s sections, with a plain loading row that reads
    /// "Loading…" (or the failure and how to retry) in the mediator's ``texts``, a button to
    /// VoiceOver when it retries.
    /// - Precondition: `dataSource` is not shown anywhere else.
    public convenience init(
        wrapping dataSource: any ListViewDataSource<View>, delegate: (any ListViewMediatorDelegate<View>)? = nil,
        loader: (any ListLoader<View>)? = nil
    ) {
        self.init(
            wrapping: dataSource, delegate: delegate, loader: loader,
            loadingRow: .cell(
                .registered(View.Cell.self, reuseIdentifier: "ListMediator.LoadingRow") { cell, item in
                    cell.text = item.text
                    cell.setAccessibility(label: item.text, isButton: item.isRetryable)
                }))
    }
}
