/// What a data source tells the library's own listener about its selection, beside the app's
/// ``ItemDataSource/onSelect`` and ``ItemDataSource/onDeselect``: the user's selections and
/// deselections, and that its items changed (an apply or an append), so that a selection kept
/// elsewhere can be shown on items that arrived.
@MainActor
package struct SelectionListener<Item> {
    /// Who listens, so that only they take the listener away.
    package var owner: ObjectIdentifier
    package var didSelect: (Item) -> Void
    package var didDeselect: (Item) -> Void
    package var itemsDidChange: () -> Void
}
