/// What a list view holds still on screen when a batch update adds or removes rows above what
/// the user sees: an older page at the top of a chat, a live insert, a loading row above the
/// rows.
///
/// UIKit's table and collection views keep their content offset, so rows added above the visible
/// area push the rows on screen down; the library's views keep the first row on screen where it
/// is instead, unless told otherwise.
///
/// ```swift
/// chatView.contentAnchor = .bottom   // new messages scroll into view while the user is at the bottom
/// ```
public enum ListContentAnchor: Hashable, Sendable {
    /// The content offset stays, as UIKit's own views do: rows added above the visible area push
    /// the rows on screen down by their height.
    case contentOffset
    /// The first row on screen stays at its place on screen: rows added or removed above it move
    /// the content offset, not what the user sees. The default.
    case firstVisibleRow
    /// As ``firstVisibleRow``, and a list scrolled to its bottom stays at its bottom: rows added
    /// below scroll into view, as a chat's new messages do. Scrolled up, the user's place is kept,
    /// and the delegate hears how many rows arrived out of sight below
    /// (``ListViewScrollingDelegate/listView(_:didInsertRowsBelowVisibleArea:)``).
    case bottom
}
