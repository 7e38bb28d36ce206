/// What a ``ListViewMediator`` shows behind a list that has no rows to show: an empty list, or
/// a load that failed with nothing to show (the first page, typically). The app's ``ListViewMediator/backgroundViewProvider`` turns it
/// into a view — on UIKit the table's or collection view's `backgroundView`.
public enum ListBackground: Hashable, Sendable {
    /// The list has no rows and nothing loads: "No products yet", or "No results" after a search.
    case empty
    /// A load failed and the list has no rows — the first page, or a refresh of an empty list:
    /// the failure, full size, with a way to try again (``ListViewMediator/retry()``). The
    /// mediator shows no retry row meanwhile.
    case failed(message: String)
}
