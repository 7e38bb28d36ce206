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
/// The mediator retains its loader, so a loader holds its mediator weakly (or not at all: each
/// call names it). Replacing the loader ends a load the former one decided.
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

    /// The loader became `mediator`'s ``ListViewMediator/loader``; the default does nothing.
    /// A loader that starts loads on its own, as ``PagingController`` does, keeps `mediator`
    /// (weakly) here.
    func didAttach(to mediator: ListViewMediator<View>)
}

extension ListLoader {
    public func didAttach(to mediator: ListViewMediator<View>) {}
}
