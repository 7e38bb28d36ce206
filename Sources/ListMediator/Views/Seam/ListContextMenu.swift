/// The menu a row shows when the user touches and holds it (UIKit's `UIContextMenuConfiguration`
/// with a `UIMenu`): Share, Duplicate, Delete.
public struct ListContextMenu {
    /// The menu's title, or empty for none.
    public var title: String
    /// The actions, top to bottom.
    public var actions: [ListMenuAction]
    /// A configuration of the platform's own that the list shows instead: on UIKit a
    /// `UIContextMenuConfiguration` (see `ListContextMenu.init(_:)` in ListMediatorUIKit), for a
    /// preview or nested menus. Views that are not UIKit's show no menu for it.
    public var platformConfiguration: AnyObject?

    /// A menu of `actions`, titled `title`.
    public init(title: String = "", actions: [ListMenuAction]) {
        self.title = title
        self.actions = actions
    }

    /// A menu the platform describes itself: `configuration` is shown as it is.
    public init(platformConfiguration configuration: AnyObject) {
        self.title = ""
        self.actions = []
        self.platformConfiguration = configuration
    }
}

/// An action of a ``ListContextMenu`` (UIKit's `UIAction`).
public struct ListMenuAction {
    /// The action's title.
    public var title: String
    /// The action's image: a system symbol's name.
    public var image: ListImage?
    /// Whether the action removes something, drawn in red.
    public var isDestructive: Bool
    /// Whether the action is shown greyed out and cannot be chosen.
    public var isDisabled: Bool
    /// Runs when the user chooses the action.
    public var handler: @MainActor () -> Void

    /// An action titled `title` that runs `handler`.
    public init(
        title: String, image: ListImage? = nil, isDestructive: Bool = false, isDisabled: Bool = false,
        handler: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.image = image
        self.isDestructive = isDestructive
        self.isDisabled = isDisabled
        self.handler = handler
    }
}
