/// An action a row shows when the user swipes it (UIKit's `UIContextualAction`): Archive, Flag,
/// Delete.
public struct ListSwipeAction {
    /// How the action looks, as `UIContextualAction.Style`.
    public enum Style: Hashable, Sendable {
        /// A plain action.
        case normal
        /// An action that removes the row or its data, drawn in red.
        case destructive
    }

    /// The action's button text.
    public var title: String
    /// How the action looks.
    public var style: Style
    /// Runs when the user taps the action (or swipes all the way, for the first one); call
    /// `completion` with `true` once it is done, `false` when it did not happen.
    public var handler: @MainActor (_ completion: @escaping (Bool) -> Void) -> Void

    /// An action titled `title` that runs `handler`.
    public init(
        title: String, style: Style = .normal,
        handler: @escaping @MainActor (_ completion: @escaping (Bool) -> Void) -> Void
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// The actions a row shows on one edge when swiped (UIKit's `UISwipeActionsConfiguration`).
public struct ListSwipeActions {
    /// The actions, from the edge inwards.
    public var actions: [ListSwipeAction]
    /// Whether swiping all the way runs the first action.
    public var performsFirstActionWithFullSwipe: Bool

    /// `actions`, the first of which a full swipe runs unless `performsFirstActionWithFullSwipe` is `false`.
    public init(_ actions: [ListSwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

/// The edge of a row the user swipes from: leading (left in left-to-right languages) or trailing.
public enum ListSwipeEdge: Hashable, Sendable {
    case leading, trailing
}
