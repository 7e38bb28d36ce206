import Foundation

/// A list view that shows a view behind its rows (UIKit's `backgroundView`), where a
/// ``ListViewMediator`` puts its ``ListBackground``.
///
/// The library's backends adopt it. On a view that does not, a mediator shows no background.
@MainActor
public protocol BackgroundShowingListView<BackgroundView>: ListView {
    /// The view a list shows behind its rows (a `UIView` on UIKit); restated so that it can
    /// constrain the protocol.
    associatedtype BackgroundView

    /// Shows `view` behind the rows, in place of the one shown (none for `nil`); `animated`
    /// cross-fades from one to the other where the view can.
    func setBackgroundView(_ view: BackgroundView?, animated: Bool)
}
