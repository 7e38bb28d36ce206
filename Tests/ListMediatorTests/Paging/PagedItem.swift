/// An item of a paged list in the model tests: an identity drawn from a small range, so pages
/// repeat items, and a version, so a refresh can bring a changed copy of an item already shown.
struct PagedItem: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    let version: Int

    /// What the item's cell shows: a changed version shows differently, so a row that was not
    /// reloaded after a refresh shows up as stale.
    var text: String { version == 0 ? "#\(id)" : "#\(id) v\(version)" }

    var description: String { text }
}
