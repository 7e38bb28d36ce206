import Foundation

/// A list view that speaks to VoiceOver users (UIKit's
/// `UIAccessibility.post(notification: .announcement, argument:)`).
///
/// The UIKit backends and `HeadlessTableView` adopt it; a ``ListViewMediator`` announces what a
/// load brought on a view that does, and nothing on one that does not.
@MainActor
public protocol AnnouncingListView: ListView {
    /// Speaks `announcement` to VoiceOver users — "20 more items loaded".
    func announceForAccessibility(_ announcement: String)

    /// Whether an assistive technology listens to ``announceForAccessibility(_:)`` now (VoiceOver
    /// runs, on UIKit): announcers skip composing what nobody would hear.
    var isAnnouncingForAccessibility: Bool { get }
}
