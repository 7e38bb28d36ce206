import Foundation

/// A delegate told about the list's scrolling (UIKit's `UIScrollViewDelegate`, as far as a list
/// is concerned), and about rows an update inserted out of sight below.
///
/// A list view tells only a delegate that adopts this protocol; every method has a default that
/// does nothing, so an adopter implements what it uses. Containers adopt it and tell every child
/// that adopts it, and a mediator the app's delegate too: the list scrolls as a whole.
@MainActor
public protocol ListViewScrollingDelegate<View>: ListViewDelegate {
    /// The kind of list view this delegate serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// The content offset changed (UIKit's `scrollViewDidScroll(_:)`).
    func listViewDidScroll(_ listView: View)

    /// The user's finger started to drag the content (UIKit's `scrollViewWillBeginDragging(_:)`).
    func listViewWillBeginDragging(_ listView: View)

    /// The user lifted the finger; `decelerate` tells whether the content keeps moving
    /// (UIKit's `scrollViewDidEndDragging(_:willDecelerate:)`).
    func listViewDidEndDragging(_ listView: View, willDecelerate decelerate: Bool)

    /// An update inserted `count` rows of items below the rows on screen of a list anchored to
    /// its bottom (``ListContentAnchor/bottom``) that the user had scrolled up: the place was
    /// kept, and the new rows are out of sight — a chat's "↓ 3 new". Not sent while the list is
    /// at its bottom (the rows scroll into view), for other anchors, or for loading rows.
    ///
    /// Sent as the update is shown, before the call that changed the data returns: update a
    /// count or a badge here, and change the list itself later.
    func listView(_ listView: View, didInsertRowsBelowVisibleArea count: Int)
}

extension ListViewScrollingDelegate {
    public func listViewDidScroll(_ listView: View) {}
    public func listViewWillBeginDragging(_ listView: View) {}
    public func listViewDidEndDragging(_ listView: View, willDecelerate decelerate: Bool) {}
    public func listView(_ listView: View, didInsertRowsBelowVisibleArea count: Int) {}
}
