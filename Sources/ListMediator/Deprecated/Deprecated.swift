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

    @available(*, deprecated, renamed: "nextPageThreshold")
    public var loadMoreThreshold: CGFloat? {
        get { nextPageThreshold }
        set { nextPageThreshold = newValue }
    }

    @available(*, deprecated, renamed: "previousPageThreshold")
    public var loadPreviousThreshold: CGFloat? {
        get { previousPageThreshold }
        set { previousPageThreshold = newValue }
    }

    @available(*, deprecated, renamed: "isRefreshingByPull")
    public var isRefreshing: Bool { isRefreshingByPull }

    @available(*, deprecated, message: "use startLoading(.refresh), which loads the first page of a list with no rows")
    @discardableResult
    public func startReloading(updatesList: Bool = true) -> Bool {
        startLoading(.refresh, updatesList: updatesList)
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
