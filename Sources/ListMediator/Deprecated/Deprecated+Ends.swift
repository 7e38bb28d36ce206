import Foundation

// The pairs of properties that each end of the list replaced in 2.0 (`mediator.top`,
// `mediator.bottom`), kept so that code written against 1.0 compiles, with a fix-it to the end's
// property. Each is listed under "Migrating to 2.0" in the CHANGELOG.

extension ListViewMediator {
    @available(*, deprecated, renamed: "bottom.threshold")
    public var nextPageThreshold: CGFloat? {
        get { bottom.threshold }
        set { bottom.threshold = newValue }
    }

    @available(*, deprecated, renamed: "top.threshold")
    public var previousPageThreshold: CGFloat? {
        get { top.threshold }
        set { top.threshold = newValue }
    }

    @available(*, deprecated, renamed: "bottom.prefetchDistance")
    public var nextPagePrefetchDistance: Int? {
        get { bottom.prefetchDistance }
        set { bottom.prefetchDistance = newValue }
    }

    @available(*, deprecated, renamed: "top.prefetchDistance")
    public var previousPagePrefetchDistance: Int? {
        get { top.prefetchDistance }
        set { top.prefetchDistance = newValue }
    }

    @available(*, deprecated, renamed: "bottom.loadingRow")
    public var loadingRow: LoadingRow? { bottom.loadingRow }

    @available(*, deprecated, message: "use end(edge).loadingRow, or top.loadingRow and bottom.loadingRow")
    public func loadingRow(at edge: ListEdge) -> LoadingRow? { end(edge).loadingRow }

    @available(*, deprecated, renamed: "bottom.loadingSection")
    public var loadingSection: Int? { bottom.loadingSection }

    @available(*, deprecated, message: "use end(edge).loadingSection, or top.loadingSection and bottom.loadingSection")
    public func loadingSection(at edge: ListEdge) -> Int? { end(edge).loadingSection }

    @available(*, deprecated, renamed: "bottom.isPageScheduled")
    public var isNextPageScheduled: Bool { bottom.isPageScheduled }

    @available(
        *, deprecated, message: "use end(edge).isPageScheduled, or top.isPageScheduled and bottom.isPageScheduled"
    )
    public func isPageScheduled(at edge: ListEdge) -> Bool { end(edge).isPageScheduled }
}
