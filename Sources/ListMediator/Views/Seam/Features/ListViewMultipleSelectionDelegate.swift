import Foundation

/// A delegate that lets a two-finger pan select the rows it crosses (UIKit's
/// `shouldBeginMultipleSelectionInteractionAt` and `didBeginMultipleSelectionInteractionAt`).
///
/// A list view asks only a delegate that adopts this protocol; for any other the pan scrolls.
@MainActor
public protocol ListViewMultipleSelectionDelegate<View>: ListViewDelegate {
    /// The kind of list view this delegate serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// Whether a two-finger pan that starts on the row at `indexPath` selects the rows it
    /// crosses; `false`, the default, leaves the pan to scroll.
    func listView(_ listView: View, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool

    /// A two-finger pan that selects rows began on the row at `indexPath`: the place to enter
    /// edit mode, where several rows may be selected.
    func listView(_ listView: View, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
}

extension ListViewMultipleSelectionDelegate {
    public func listView(_ listView: View, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    public func listView(_ listView: View, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
}
