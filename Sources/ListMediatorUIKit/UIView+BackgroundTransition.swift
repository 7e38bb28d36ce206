#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// How long a background view takes to cross-fade into another: a short fade, as a table's own
/// row animations take.
let backgroundViewFadeDuration: TimeInterval = 0.25

extension UIView {
    /// Runs `change` (which sets `view`'s background view) cross-fading from the old to the new
    /// background when `animated`, at once otherwise.
    static func changeBackground(of view: UIView, animated: Bool, _ change: @escaping () -> Void) {
        guard animated else { return change() }
        UIView.transition(
            with: view, duration: backgroundViewFadeDuration, options: .transitionCrossDissolve, animations: change,
            completion: nil)
    }
}
