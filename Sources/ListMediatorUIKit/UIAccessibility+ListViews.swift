#if canImport(UIKit)
    // UIKit declares its accessibility traits and notifications as C globals
    // (`UIAccessibilityTraitButton`, `UIAccessibilityAnnouncementNotification`), which Swift 6
    // counts as shared mutable state; this file only reads them, so it imports UIKit as it was
    // written, before concurrency checking. The rest of the bindings import it as usual.
    @preconcurrency import UIKit
#else
    import UIKitStandIn
#endif

extension UIAccessibilityTraits {
    /// What VoiceOver presents a loading row as: a button when tapping it retries a failed load,
    /// static text otherwise.
    @MainActor
    static func loadingRow(isRetryable: Bool) -> UIAccessibilityTraits {
        isRetryable ? .button : .staticText
    }
}

extension UIAccessibility {
    /// Speaks `announcement` to VoiceOver users.
    @MainActor
    static func announce(_ announcement: String) {
        post(notification: .announcement, argument: announcement)
    }
}
