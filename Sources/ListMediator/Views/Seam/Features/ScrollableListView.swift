import Foundation

/// A list view that scrolls to a row from code (UIKit's `scrollToRow(at:at:animated:)`).
///
/// The library's backends adopt it. ``ItemDataSource/scrollToItem(at:at:animated:)`` scrolls a
/// view that adopts it and returns `false` on one that does not.
@MainActor
public protocol ScrollableListView: ListView {
    /// Scrolls so the row at `indexPath` is at `position` in the visible area, as far as the
    /// content can scroll, as UIKit's `scrollToRow(at:at:animated:)` does, telling the delegate.
    /// Data sources call it with their rows' index paths in the view's numbers
    /// (``ItemDataSource/scrollToItem(at:at:animated:)``).
    /// - Precondition: the row exists.
    func scrollToRow(at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool)
}
