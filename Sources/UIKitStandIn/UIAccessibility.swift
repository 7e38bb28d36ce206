import Foundation

/// `UIAccessibilityTraits`: what an element is, for VoiceOver.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
}

/// `UIAccessibility`: posting notifications to assistive technologies.
@MainActor
public enum UIAccessibility {
    /// `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `UIAccessibility.Notification.announcement`: `argument` is the string to speak.
        public static let announcement = Notification(rawValue: 1008)
    }

    /// `UIAccessibility.post(notification:argument:)`. Not UIKit: the stand-in speaks nothing and
    /// keeps each announcement's text in ``postedAnnouncements``.
    public static func post(notification: Notification, argument: Any?) {
        if notification == .announcement, let text = argument as? String { postedAnnouncements.append(text) }
    }

    /// `UIAccessibility.isVoiceOverRunning`; settable here, for tests, and `false` at first.
    public static var isVoiceOverRunning = false

    /// Not UIKit: every announcement posted, oldest first, for tests.
    public static var postedAnnouncements: [String] = []
}
