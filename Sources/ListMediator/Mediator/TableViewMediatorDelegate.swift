import Foundation

/// The owner's side of a ``TableViewMediator``: everything a ``ListViewDelegate`` hears, which the
/// mediator forwards, and the decision to load.
@MainActor
public protocol TableViewMediatorDelegate<View>: ListViewDelegate {
    /// The mediator wants data: the next page when `more` is `true`, all of it again (a refresh
    /// or the first load) when `false`.
    ///
    /// Start loading and return `true`; call ``TableViewMediator/stopLoading(updatesList:)`` when
    /// the data is shown, or ``TableViewMediator/stopLoading(failure:updatesList:)`` when it could
    /// not be loaded. Return `false` when there is nothing to load; the mediator then shows no
    /// indicator. Do not apply data from inside this call: return first.
    func listView(_ listView: View, mediator: TableViewMediator<View>, shouldLoadMore more: Bool) -> Bool
}

/// The data side of a ``TableViewMediator``: a data source that also draws the loading row.
///
/// The mediator wraps any ``ListViewDataSource``; one that conforms to this protocol is asked
/// for the loading row's cell before the mediator's own ``TableViewMediator/loadingRowCell``.
@MainActor
public protocol TableViewMediatorDataSource<View>: ListViewDataSource {
    /// The cell showing `loadingRow` at `indexPath` (the view's index path), or `nil` for the
    /// mediator's own.
    func listView(
        _ listView: View, mediator: TableViewMediator<View>, cellFor loadingRow: LoadingRow, at indexPath: IndexPath
    ) -> View.Cell?
}

extension TableViewMediatorDataSource {
    public func listView(
        _ listView: View, mediator: TableViewMediator<View>, cellFor loadingRow: LoadingRow, at indexPath: IndexPath
    ) -> View.Cell? { nil }
}
