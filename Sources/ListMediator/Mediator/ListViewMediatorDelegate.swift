import Foundation

/// The owner's side of a ``ListViewMediator``: everything a ``ListViewDelegate`` hears, which the
/// mediator forwards, and the decision to load (unless the mediator has a
/// ``ListViewMediator/loader``).
@MainActor
public protocol ListViewMediatorDelegate<View>: ListViewDelegate {
    /// The mediator wants what `request` asks for: the first page, the next page, the previous
    /// page (only while ``ListViewMediator/hasPreviousPage``), or everything again.
    ///
    /// Start loading and return `true`; call ``ListViewMediator/stopLoading(updatesList:)`` when
    /// the data is shown, or ``ListViewMediator/stopLoading(failure:updatesList:)`` when it could
    /// not be loaded. Return `false` when there is nothing to load; the mediator then shows no
    /// indicator. Do not apply data from inside this call: return first.
    ///
    /// The default returns `false`, for a delegate that only listens.
    func listView(_ listView: View, mediator: ListViewMediator<View>, shouldLoad request: LoadRequest) -> Bool
}

extension ListViewMediatorDelegate {
    public func listView(_ listView: View, mediator: ListViewMediator<View>, shouldLoad request: LoadRequest) -> Bool {
        false
    }
}

/// The data side of a ``ListViewMediator``: a data source that also draws the loading row.
///
/// The mediator wraps any ``ListViewDataSource``; one that conforms to this protocol is asked
/// for the loading row's cell before the mediator's own ``ListViewMediator/loadingRowCell``.
@MainActor
public protocol ListViewMediatorDataSource<View>: ListViewDataSource {
    /// The cell showing `item` — the loading row at one end — at `indexPath` (the view's index
    /// path), or `nil` for the mediator's own.
    func listView(
        _ listView: View, mediator: ListViewMediator<View>, cellFor item: LoadingItem, at indexPath: IndexPath
    ) -> View.Cell?
}

extension ListViewMediatorDataSource {
    public func listView(
        _ listView: View, mediator: ListViewMediator<View>, cellFor item: LoadingItem, at indexPath: IndexPath
    ) -> View.Cell? { nil }
}
