/// What decides and runs a ``ListViewMediator``'s loads in place of its delegate, as a
/// ``PagingController`` does. Set it as the mediator's ``ListViewMediator/loader``; while it is
/// there, the delegate keeps hearing everything else but is no longer asked to load.
///
/// ```swift
/// final class FeedLoader: ListLoader {
///     func mediator(_ mediator: ListViewMediator<TableListView>, shouldLoad request: LoadRequest) -> Bool {
///         Task {
///             await feed.load(request)   // shows the page in the data source
///             mediator.stopLoading()
///         }
///         return true
///     }
/// }
/// ```
///
/// The mediator holds its loader weakly. Let the loader go only when no load it started runs,
/// or end that load first (``ListViewMediator/stopLoading(updatesList:)``): a load nobody ends
/// keeps its loading row. ``PagingController`` ends its own when it is released.
@MainActor
public protocol ListLoader<View>: AnyObject {
    /// The kind of list view the mediator serves.
    associatedtype View: ListView

    /// The mediator wants what `request` asks for.
    ///
    /// Start loading and return `true`; call ``ListViewMediator/stopLoading(updatesList:)`` once
    /// the data is shown, or ``ListViewMediator/stopLoading(failure:updatesList:)`` when it could
    /// not be loaded. Return `false` when there is nothing to load; the mediator then shows no
    /// indicator. Do not apply data from inside this call: return first.
    func mediator(_ mediator: ListViewMediator<View>, shouldLoad request: LoadRequest) -> Bool
}
