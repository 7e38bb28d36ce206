extension ListView {
    /// Chooses the action titled `title` of `menu`, as a user's tap does; `false` when the menu
    /// has no such action or it is disabled. For the backends that play a user's touch and hold.
    package func choose(actionTitled title: String, in menu: ListContextMenu?) -> Bool {
        guard let action = menu?.actions.first(where: { $0.title == title }), !action.isDisabled else { return false }
        action.handler()
        return true
    }
}
