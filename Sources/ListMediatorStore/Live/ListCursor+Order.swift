import Foundation

extension ListCursor {
    /// Whether `self` comes before `other` in the list: by sort key as SQLite orders keys, then
    /// by identity, as the table's `(sort_key, id)` index orders rows.
    func precedes(_ other: ListCursor) -> Bool {
        if sortKey.precedes(other.sortKey) { return true }
        if other.sortKey.precedes(sortKey) { return false }
        return id.storeValue.precedes(other.id.storeValue)
    }
}
