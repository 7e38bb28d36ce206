import Foundation

/// The reacting role of a list view, typed by the view it serves (UIKit's
/// `UITableViewDelegate`).
///
/// Every requirement has a default that does what UIKit does when a delegate leaves the method
/// out (nothing, the view's default height, the row that was tapped), so conformers implement
/// only what they care about — and a container that wraps an app's delegate can forward every
/// call.
///
/// This protocol holds what every list reacts to: heights, selection and display. A feature
/// only some lists have is a protocol of its own that refines this one, and a list view or a
/// container tells or asks a delegate about it only when it adopts that protocol (found once, when
/// the delegate is set; see ``ListViewDelegateFeatures``):
///
/// - ``ListViewScrollingDelegate``: scrolling and dragging, rows inserted out of sight below.
/// - ``ListViewRowActionsDelegate``: swipe actions and context menus.
/// - ``ListViewMultipleSelectionDelegate``: a two-finger pan that selects rows.
/// - ``ListViewMovingDelegate``: where a row the user moves lands.
@MainActor
public protocol ListViewDelegate<View>: AnyObject {
    /// The kind of list view this delegate serves.
    associatedtype View: ListView

    // MARK: Heights

    /// The height of the row at `indexPath`, or `nil` to use the view's default row height
    /// (UIKit's `tableView(_:heightForRowAt:)`).
    func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat?

    /// An estimate of the height of the row at `indexPath`, or `nil` to use the view's estimated
    /// row height (UIKit's `tableView(_:estimatedHeightForRowAt:)`).
    ///
    /// A view that estimates lays out the rows off screen at their estimates and asks for a
    /// row's height, or sizes its cell, only when the row comes on screen: the content size
    /// grows or shrinks as rows are measured, and a long list is laid out without asking every
    /// row. Keep estimates close to the final heights, so the scroll indicator and infinite
    /// scroll, which read the content size, do not jump.
    func listView(_ listView: View, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat?

    /// The height of the header of `section`, or `nil` to use the view's default: its section
    /// header height when the section has a header title, none otherwise (UIKit's
    /// `tableView(_:heightForHeaderInSection:)`).
    func listView(_ listView: View, heightForHeaderInSection section: Int) -> CGFloat?

    /// The height of the footer of `section`, or `nil` to use the view's default: its section
    /// footer height when the section has a footer title, none otherwise (UIKit's
    /// `tableView(_:heightForFooterInSection:)`).
    func listView(_ listView: View, heightForFooterInSection section: Int) -> CGFloat?

    // MARK: Selection

    /// Whether the row at `indexPath` highlights when the user touches it (UIKit's
    /// `tableView(_:shouldHighlightRowAt:)`). A row that does not highlight is not selected by a
    /// tap either: ``listView(_:willSelectRowAt:)`` is not asked.
    ///
    /// The default returns `true`.
    func listView(_ listView: View, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// The user is about to select the row at `indexPath`; returns the row to select instead,
    /// or `nil` to select nothing (UIKit's `tableView(_:willSelectRowAt:)`).
    ///
    /// The default returns `indexPath`, so the tapped row is selected.
    func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// The user selected the row at `indexPath` (UIKit's `tableView(_:didSelectRowAt:)`).
    func listView(_ listView: View, didSelectRowAt indexPath: IndexPath)

    /// The row at `indexPath` lost its selection because the user selected another row
    /// (UIKit's `tableView(_:didDeselectRowAt:)`). Deselecting in code does not call it.
    func listView(_ listView: View, didDeselectRowAt indexPath: IndexPath)

    /// The user acted on the row at `indexPath` — a tap, or Enter on a keyboard — rather than only
    /// moving the selection to it (UIKit's `tableView(_:performPrimaryActionForRowAt:)`, iOS 16):
    /// told after `willSelectRowAt` and `didSelectRowAt`, whether or not the row was selected, and
    /// not when focus moves the selection or a tap adds a row to a selection of several.
    func listView(_ listView: View, performPrimaryActionForRowAt indexPath: IndexPath)

    // MARK: Display

    /// The cell for `indexPath` is about to appear on screen (UIKit's
    /// `tableView(_:willDisplay:forRowAt:)`).
    func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath)

    /// `cell` left the screen: it scrolled away, the list reloaded, or a batch update deleted or
    /// reloaded its row (UIKit's `tableView(_:didEndDisplaying:forRowAt:)`).
    ///
    /// `indexPath` is where the cell was shown. After a batch update it may no longer be a row
    /// of the data source, as in UIKit: look up nothing with it that can trap.
    func listView(_ listView: View, didEndDisplaying cell: View.Cell, forRowAt indexPath: IndexPath)
}

extension ListViewDelegate {
    public func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? { nil }
    public func listView(_ listView: View, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? { nil }
    public func listView(_ listView: View, heightForHeaderInSection section: Int) -> CGFloat? { nil }
    public func listView(_ listView: View, heightForFooterInSection section: Int) -> CGFloat? { nil }
    public func listView(_ listView: View, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {}
    public func listView(_ listView: View, didDeselectRowAt indexPath: IndexPath) {}
    public func listView(_ listView: View, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath) {}
    public func listView(_ listView: View, didEndDisplaying cell: View.Cell, forRowAt indexPath: IndexPath) {}
}
