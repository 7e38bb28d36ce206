/// A section of a list as the diff sees it: an identity and the items it holds, in order.
///
/// Two sections with equal ``identifier``s are the same section before and after a change,
/// so their rows are diffed against each other; a section whose identifier appears only on
/// one side is inserted or deleted as a whole.
public struct DiffableSection<Identifier: Hashable, Item> {
    /// What makes the section the same section before and after a change, for example a
    /// category key.
    public var identifier: Identifier
    /// The section's items, in display order.
    public var items: [Item]

    /// Creates a section with `identifier` holding `items`.
    @inlinable
    public init(identifier: Identifier, items: [Item]) {
        self.identifier = identifier
        self.items = items
    }
}

extension DiffableSection: Sendable where Identifier: Sendable, Item: Sendable {}
// Not Hashable: a section of Hashable items would then itself be a Hashable item, and
// `ListDifference(from:to:)` on sections could be read as a diff of a flat list of sections.
extension DiffableSection: Equatable where Item: Equatable {}
