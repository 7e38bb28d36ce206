import Foundation

/// `UIControl`: events and the actions registered for them.
@MainActor
open class UIControl: UIView {
    /// `UIControl.Event`: the events the bindings use.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// `addAction(_:for:)` (iOS 14): calls `action` when one of `controlEvents` happens.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Calls the actions registered for `controlEvents`, as UIKit does when the user acts.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }
}

/// `UIRefreshControl`: pull-to-refresh.
@MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false

    public init() {
        super.init(frame: .zero)
    }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }

    /// Not UIKit: plays the user's pull, which starts refreshing and sends `.valueChanged`.
    public func simulatePullToRefresh() {
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
