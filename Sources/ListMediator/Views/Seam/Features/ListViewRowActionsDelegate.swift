import Foundation

/// A delegate that gives rows swipe actions or a context menu (UIKit's
/// `leadingSwipeActionsConfigurationForRowAt`, `trailingSwipeActionsConfigurationForRowAt` and
/// `contextMenuConfigurationForRowAt`).
///
/// A list view asks only a delegate that adopts this protocol; every row of any other shows the
/// view's default: no menu, and on the trailing edge a Delete for a row its data source lets be
/// deleted. Containers adopt it and ask the delegates of the row's data source, the app's first.
@MainActor
public protocol ListViewRowActionsDelegate<View>: ListViewDelegate {
    /// The kind of list view this delegate serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// The actions the row at `indexPath` shows when swiped from `edge`, or `nil` (the default)
    /// for the view's default.
    func listView(_ listView: View, swipeActionsFor edge: ListSwipeEdge, forRowAt indexPath: IndexPath)
        -> ListSwipeActions?

    /// The menu the row at `indexPath` shows when the user touches and holds it, or `nil` (the
    /// default) for none.
    func listView(_ listView: View, contextMenuForRowAt indexPath: IndexPath) -> ListContextMenu?
}

extension ListViewRowActionsDelegate {
    public func listView(_ listView: View, swipeActionsFor edge: ListSwipeEdge, forRowAt indexPath: IndexPath)
        -> ListSwipeActions?
    { nil }
    public func listView(_ listView: View, contextMenuForRowAt indexPath: IndexPath) -> ListContextMenu? { nil }
}
