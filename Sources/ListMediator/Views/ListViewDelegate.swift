import Foundation

/// The reacting role of a list view, typed by the view it serves (UIKit's
/// `UITableViewDelegate` and the scroll-view part of it).
///
/// Every requirement has a default that does nothing, so conformers implement only
/// what they care about.
@MainActor
public protocol ListViewDelegate<View>: AnyObject {
    /// The kind of list view this delegate serves.
    associatedtype View: ListView

    /// The height of the row at `indexPath`, or `nil` to use the view's default row height.
    func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat?

    /// The user selected the row at `indexPath`.
    func listView(_ listView: View, didSelectRowAt indexPath: IndexPath)

    /// The cell for `indexPath` is about to appear on screen.
    func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath)

    /// The content offset changed.
    func listViewDidScroll(_ listView: View)
}

extension ListViewDelegate {
    public func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? { nil }
    public func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {}
    public func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath) {}
    public func listViewDidScroll(_ listView: View) {}
}
