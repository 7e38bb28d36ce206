/// An action a row shows when the user swipes it (UIKit's `UIContextualAction`): Archive, Flag,
/// Delete — a title, an image or both, on a colour of the app's choice.
public struct ListSwipeAction {
    /// How the action looks, as `UIContextualAction.Style`.
    public enum Style: Hashable, Sendable {
        /// A plain action.
        case normal
        /// An action that removes the row or its data, drawn in red.
        case destructive
    }

    /// The action's button text, or `nil` for an action shown by its ``image`` alone.
    public var title: String?
    /// The action's image: a system symbol's name (`"trash"`, `"flag.fill"`), shown above the
    /// title, or alone when there is none.
    public var image: ListImage?
    /// The button's colour, or `nil` for the style's (red for ``Style/destructive``, grey
    /// otherwise).
    public var backgroundColor: ListColor?
    /// What VoiceOver says for the action, or `nil` for its title; give one to an action shown
    /// by its image alone.
    public var accessibilityLabel: String?
    /// How the action looks.
    public var style: Style
    /// Runs when the user taps the action (or swipes all the way, for the first one); call
    /// `completion` with `true` once it is done, `false` when it did not happen.
    public var handler: @MainActor (_ completion: @escaping (Bool) -> Void) -> Void

    /// An action titled `title` — with an image, a colour, a label for VoiceOver where given —
    /// that runs `handler`.
    public init(
        title: String?, image: ListImage? = nil, backgroundColor: ListColor? = nil,
        accessibilityLabel: String? = nil, style: Style = .normal,
        handler: @escaping @MainActor (_ completion: @escaping (Bool) -> Void) -> Void
    ) {
        self.title = title
        self.image = image
        self.backgroundColor = backgroundColor
        self.accessibilityLabel = accessibilityLabel
        self.style = style
        self.handler = handler
    }

    /// What the action is called where a name is needed — VoiceOver, a test, a terminal: its
    /// accessibility label, else its title, else its image's name.
    public var name: String {
        accessibilityLabel ?? title ?? image?.systemName ?? ""
    }
}

/// The actions a row shows on one edge when swiped (UIKit's `UISwipeActionsConfiguration`).
public struct ListSwipeActions {
    /// The actions, from the edge inwards.
    public var actions: [ListSwipeAction]
    /// Whether swiping all the way runs the first action.
    public var performsFirstActionWithFullSwipe: Bool
    /// A configuration of the platform's own that the list shows instead of ``actions``: on UIKit
    /// a `UISwipeActionsConfiguration` (see `ListSwipeActions.init(_:)` in ListMediatorUIKit),
    /// for what the core's actions do not describe. Views that are not UIKit's show no actions
    /// for it.
    public var platformConfiguration: AnyObject?

    /// `actions`, the first of which a full swipe runs unless `performsFirstActionWithFullSwipe` is `false`.
    public init(_ actions: [ListSwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    /// Actions the platform describes itself: `configuration` is shown as it is.
    public init(platformConfiguration configuration: AnyObject) {
        self.actions = []
        self.performsFirstActionWithFullSwipe = true
        self.platformConfiguration = configuration
    }
}

/// The edge of a row the user swipes from: leading (left in left-to-right languages) or trailing.
public enum ListSwipeEdge: Hashable, Sendable {
    case leading, trailing
}
