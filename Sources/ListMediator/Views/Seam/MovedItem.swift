import Foundation

/// The item of a row the user drags out of one data source of a list into another: what the
/// giving data source hands over, and what the receiving one is asked to accept.
///
/// The item is untyped here because the two data sources may show different kinds of items; a
/// data source of the library's accepts one that is its own `Item` (see
/// ``ItemDataSource/canReceiveItem``).
public struct MovedItem {
    /// The item the row shows.
    public let item: Any
    /// Whether the row was selected: the receiving data source keeps it selected, so the
    /// selection follows the item.
    public let isSelected: Bool

    /// The item of a row leaving its data source, and whether the row is selected.
    public init(item: Any, isSelected: Bool) {
        self.item = item
        self.isSelected = isSelected
    }
}
