import Foundation

// Names the library used before 1.0, kept so that app code written against them compiles, with
// a fix-it to the name that replaced them. Each is listed under "Migrating to 1.0" in the
// CHANGELOG.

extension ListViewMediator {
    @available(*, deprecated, renamed: "hasNextPage")
    public var hasMorePages: Bool {
        get { hasNextPage }
        set { hasNextPage = newValue }
    }

    @available(*, deprecated, renamed: "hasPreviousPage")
    public var hasPreviousPages: Bool {
        get { hasPreviousPage }
        set { hasPreviousPage = newValue }
    }

    @available(*, deprecated, renamed: "bottom.threshold")
    public var loadMoreThreshold: CGFloat? {
        get { bottom.threshold }
        set { bottom.threshold = newValue }
    }

    @available(*, deprecated, renamed: "top.threshold")
    public var loadPreviousThreshold: CGFloat? {
        get { top.threshold }
        set { top.threshold = newValue }
    }

    @available(*, deprecated, renamed: "isRefreshingByPull")
    public var isRefreshing: Bool { isRefreshingByPull }

    @available(*, deprecated, message: "use startLoading(.refresh), which loads the first page of a list with no rows")
    @discardableResult
    public func startReloading(updatesList: Bool = true) -> Bool {
        startLoading(.refresh, updatesList: updatesList)
    }
}

extension ListViewMediator {
    @available(
        *, deprecated, renamed: "init(wrapping:delegate:loader:loadingRow:)", message: "use loadingRow: .cell(…)"
    )
    public convenience init(
        wrapping dataSource: any ListViewDataSource<View>, delegate: (any ListViewMediatorDelegate<View>)? = nil,
        loader: (any ListLoader<View>)? = nil, loadingRowCell: CellProvider<LoadingRow, View>,
        loadingPresentation: LoadingPresentation? = nil
    ) {
        self.init(
            wrapping: dataSource, delegate: delegate, loader: loader,
            loadingRow: loadingPresentation ?? .cell(loadingRowCell.showing(\.row)))
    }

    @available(
        *, deprecated, renamed: "init(wrapping:delegate:loader:loadingRow:)", message: "use loadingRow: .footer(…)"
    )
    public convenience init(
        wrapping dataSource: any ListViewDataSource<View>, delegate: (any ListViewMediatorDelegate<View>)? = nil,
        loader: (any ListLoader<View>)? = nil, loadingFooter: SupplementaryViewProvider<LoadingRow, View>
    ) {
        self.init(
            wrapping: dataSource, delegate: delegate, loader: loader, loadingRow: .footer(loadingFooter.showing(\.row)))
    }
}

extension ListViewMediator where View.Cell: TextCell {
    @available(*, deprecated, renamed: "init(wrapping:delegate:loader:loadingRow:)")
    public convenience init(
        wrapping dataSource: any ListViewDataSource<View>, delegate: (any ListViewMediatorDelegate<View>)? = nil,
        loader: (any ListLoader<View>)? = nil, loadingPresentation: LoadingPresentation
    ) {
        self.init(wrapping: dataSource, delegate: delegate, loader: loader, loadingRow: loadingPresentation)
    }
}

extension PagingState {
    @available(*, deprecated, renamed: "loadingNextPage")
    public static var loadingMore: PagingState { .loadingNextPage }

    @available(*, deprecated, renamed: "loadingPreviousPage")
    public static var loadingPrevious: PagingState { .loadingPreviousPage }
}

extension PagingController {
    @available(*, deprecated, renamed: "dataSource")
    public var items: ItemDataSource<Item, View> { dataSource }
}

/// No longer needed: the library counts the applies of every diffable data source itself. Delete
/// the `applyRequests` property that stored one.
@available(*, deprecated, message: "delete the applyRequests property: the library counts applies itself")
public struct ApplyRequestCounter: Sendable, Equatable {
    public init() {}
}

extension CellProvider {
    /// This provider's cells for items of another type, each shown as the `Item` `part` reads
    /// from it: a provider written for ``LoadingRow`` showing ``LoadingItem``s.
    func showing<Whole>(_ part: @escaping (Whole) -> Item) -> CellProvider<Whole, View> {
        CellProvider<Whole, View>(registration: registerCells) { [makeCell] listView, indexPath, whole in
            makeCell(listView, indexPath, part(whole))
        }
    }
}

extension SupplementaryViewProvider {
    /// This provider's views for sections of another type, each shown as the `Section` `part`
    /// reads from it.
    func showing<Whole>(_ part: @escaping (Whole) -> Section) -> SupplementaryViewProvider<Whole, View> {
        SupplementaryViewProvider<Whole, View>(
            registration: registerViews,
            { [makeView] listView, kind, indexPath, whole in makeView(listView, kind, indexPath, part(whole)) })
    }
}
