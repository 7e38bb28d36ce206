import Foundation

/// Sits between a list view and the app's data source and delegate, and adds what every paged
/// list needs: a loading row below the list, pull-to-refresh and infinite scroll.
///
/// The mediator is the view's data source and delegate. It wraps the app's data source — any
/// ``ListViewDataSource``, including composites and switching data sources — and forwards every
/// call it does not handle to it and to the app's ``delegate``, so the owner's sections keep
/// their indexes and the owner's own `apply` still animates. Below the owner's sections it adds
/// one section holding the ``LoadingRow`` while a page loads or after one failed; that section is
/// inserted and deleted with animated batch updates.
///
/// ```swift
/// let mediator = TableViewMediator(wrapping: products, delegate: self)
/// mediator.refreshControl = refreshControl
/// tableView.currentDataSource = mediator
/// mediator.startLoadingMore(false)   // the first page, with the loading row
/// ```
///
/// Loading itself is the delegate's: the mediator asks
/// ``TableViewMediatorDelegate/listView(_:mediator:shouldLoadMore:)`` and the owner calls
/// ``stopLoading(updatesList:)`` once the data is shown. ``PagingController`` does both for owners
/// who load pages with `async` functions.
///
/// Rules the mediator keeps:
/// - One load at a time: starting while a page loads or a refresh runs is refused.
/// - A pull-to-refresh is refused while a page loads; while it runs, the loading row is hidden
///   (the refresh control shows the activity).
/// - Infinite scroll asks for the next page when the bottom of the visible area comes within
///   ``loadMoreThreshold`` of the end of the content — once per page — and after a page that
///   leaves the list shorter than that, without waiting for a scroll.
@MainActor
public final class TableViewMediator<View: ListView>: HostedDataSource {
    /// What the mediator is doing.
    enum Activity: Equatable {
        case idle
        /// A load asked for by ``startLoadingMore(_:updatesList:)`` or infinite scroll;
        /// `attempt` tells it from the loads before it.
        case loading(more: Bool, attempt: Int)
        /// A load started by the user's pull on the refresh control.
        case refreshing(attempt: Int)
        /// The last load failed; retrying repeats it.
        case failed(more: Bool)
    }

    /// What shows this mediator; set when it becomes a view's data source.
    public weak var host: (any DataSourceHost<View>)?

    /// The app's data source, whose sections the mediator shows above the loading row. Retained.
    public let dataSource: any ListViewDataSource<View>
    /// The app's delegate: asked whether to load, and told everything the view tells the mediator.
    /// Held weakly, as UIKit holds delegates.
    public weak var delegate: (any TableViewMediatorDelegate<View>)?

    /// The pull-to-refresh control, or `nil` for none. The mediator becomes its delegate.
    public var refreshControl: (any RefreshControl)? {
        didSet {
            if oldValue?.refreshControlDelegate === self { oldValue?.refreshControlDelegate = nil }
            refreshControl?.refreshControlDelegate = self
        }
    }

    /// How close, in points, the bottom of the visible area may come to the end of the content
    /// before the next page is asked for; `nil` (the default) for one screen height, so the next
    /// page is usually there before the user reaches the end.
    public var loadMoreThreshold: CGFloat?

    /// Whether there are pages left to load. Set it to `false` after the last page: infinite
    /// scroll stops asking. A reload the delegate accepts sets it back to `true`.
    public var hasMorePages = true

    /// The height of the loading row, or `nil` for the view's default row height.
    public var loadingRowHeight: CGFloat?

    /// How the loading row comes and goes when the mediator inserts, reloads or deletes it.
    public var loadingRowAnimation: ListAnimation = .automatic

    /// Makes the loading row's cell, unless the data source is a ``TableViewMediatorDataSource``
    /// that makes its own.
    public let loadingRowCell: CellProvider<LoadingRow, View>

    var activity = Activity.idle
    /// The loading row as the view last learned of it; the data source questions are answered from it.
    var shownRow: LoadingRow?
    /// The loading row the mediator's state calls for; it differs from ``shownRow`` while a change
    /// made with `updatesList: false` waits for the owner's next update.
    var wantedRow: LoadingRow?
    /// The data source's section count as the view last asked for it: the loading row's section.
    var ownerSectionCount = 0
    /// Counts loads, so one that ended while its delegate call ran is not taken for the next.
    var attemptCount = 0
    /// Whether the delegate is being asked to load; infinite scroll holds still meanwhile, so a
    /// delegate that ends a load at once cannot start another from inside the call.
    var isAskingDelegate = false
    /// The cells showing the loading row while the view displays them, to tell their end from the
    /// owner's cells. More than one when a new row appears before the old one's animation ends.
    var displayedLoadingCells: Set<ObjectIdentifier> = []
    /// Decides loads instead of the delegate while a ``PagingController`` drives this mediator, so
    /// the delegate keeps hearing everything else.
    var loadHandler: ((_ more: Bool) -> Bool)?
    /// Which ``loadHandler`` is in place: each one set gets a new number, so a controller released
    /// late cannot end the loads of the one that replaced it.
    var loadHandlerNumber = 0
    /// Whether a load ended without updating the list (`stopLoading(updatesList: false)`), so the
    /// owner's next update shows its page: that update's check for the next page then counts an
    /// empty list too, as the check right after a load does.
    var isAwaitingTheEndedLoadsPage = false
    /// The ``loadHandlerNumber`` of the handler that decided the running load, or `nil` when the
    /// delegate did.
    var runningLoadHandlerNumber: Int?

    /// The data source as a delegate, cast once: it hears what the view tells the mediator.
    let dataSourceDelegate: (any ListViewDelegate<View>)?
    /// The data source as a maker of loading-row cells, cast once.
    let mediatorDataSource: (any TableViewMediatorDataSource<View>)?
    /// The section holding the loading row, which answers the view's questions about it.
    private(set) lazy var loadingRowSection = LoadingRowSection(mediator: self)

    /// Creates a mediator showing `dataSource`'s sections, with loading rows made by `loadingRowCell`.
    /// - Precondition: `dataSource` is not shown anywhere else.
    public init(
        wrapping dataSource: any ListViewDataSource<View>,
        delegate: (any TableViewMediatorDelegate<View>)? = nil,
        loadingRowCell: CellProvider<LoadingRow, View>
    ) {
        self.dataSource = dataSource
        self.delegate = delegate
        self.loadingRowCell = loadingRowCell
        dataSourceDelegate = dataSource as? any ListViewDelegate<View>
        mediatorDataSource = dataSource as? any TableViewMediatorDataSource<View>
        attach(dataSource)
    }

    // MARK: State

    /// Whether a load runs: a page, a reload, or a refresh.
    public var isLoading: Bool {
        switch activity {
        case .loading, .refreshing: true
        case .idle, .failed: false
        }
    }

    /// Whether the running load was started by the user's pull on the refresh control.
    public var isRefreshing: Bool {
        if case .refreshing = activity { true } else { false }
    }

    /// What the loading row shows, or `nil` when there is none.
    public var loadingRow: LoadingRow? { wantedRow }

    /// The view's section of the loading row while the view shows one, or `nil`.
    public var loadingSection: Int? {
        guard shownRow != nil, let placement else { return nil }
        return placement.sectionOffset + ownerSectionCount
    }
}

extension TableViewMediator where View.Cell: TextCell {
    /// Creates a mediator showing `dataSource`'s sections, with a plain loading row that reads
    /// "Loading…" (or the failure and how to retry).
    /// - Precondition: `dataSource` is not shown anywhere else.
    public convenience init(
        wrapping dataSource: any ListViewDataSource<View>, delegate: (any TableViewMediatorDelegate<View>)? = nil
    ) {
        self.init(
            wrapping: dataSource, delegate: delegate,
            loadingRowCell: .registered(View.Cell.self, reuseIdentifier: "ListMediator.LoadingRow") { cell, row in
                cell.text = row.text
            })
    }
}
