/// What a ``ListViewMediator`` shows behind a list that has no rows to show: the first page
/// loading, an empty list, or a load that failed with nothing to show. The app's
/// ``ListViewMediator/backgroundViewProvider`` turns it into a view — on UIKit the table's or
/// collection view's `backgroundView` — or into `nil` for none.
public enum ListBackground: Hashable, Sendable {
    /// A load runs and the list has no rows — the first page, typically: a centred spinner, or
    /// placeholder rows drawn as a background. Given a view for it, the mediator shows no loading
    /// row meanwhile; given `nil`, the loading row shows as on a list with rows. A pull to
    /// refresh shows the refresh control's activity instead.
    case loading
    /// The list has no rows and nothing loads: "No products yet", or "No results" after a search.
    /// A screen with more than one empty state (a search's "Type to search" and "No results")
    /// makes the view from its own state and calls ``ListViewMediator/reloadBackground(animated:)``
    /// when that state changes.
    case empty
    /// A load failed and the list has no rows — the first page, or a refresh of an empty list:
    /// the failure, full size, with a way to try again (``ListViewMediator/retry()``). The
    /// mediator shows no retry row meanwhile.
    case failed(message: String)
}
