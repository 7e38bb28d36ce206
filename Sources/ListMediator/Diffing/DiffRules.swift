/// How the diff identifies items and tells whether a matched item's content changed.
///
/// The algorithm is generic over a rules type instead of taking two closures, so that the
/// caller's specialisation calls ``identity(of:)`` and ``isContentEqual(_:_:)`` directly and
/// inlines them into the hot loops. A closure value that reaches those loops is called
/// indirectly, and each call copies its arguments: for a `String` identity that is an
/// atomic retain and release per item, about a third of a 10,000-item diff.
@usableFromInline
protocol _DiffRules {
    associatedtype Item
    associatedtype Identity: Hashable

    /// What makes `item` the same item before and after the change.
    func identity(of item: Item) -> Identity

    /// Whether `item`'s identity is `identity`.
    ///
    /// The same as comparing with ``identity(of:)``, but rules that read the identity
    /// straight from the item compare it there, without a copy of it to own: for a `String`
    /// identity, no retain and release.
    func hasIdentity(_ item: Item, _ identity: Identity) -> Bool

    /// Whether two items with the same identity show the same content, so the row needs
    /// no reload.
    func isContentEqual(_ old: Item, _ new: Item) -> Bool
}

extension _DiffRules {
    @inlinable
    func hasIdentity(_ item: Item, _ identity: Identity) -> Bool { self.identity(of: item) == identity }
}

/// Rules given as the two closures of `init(from:to:identifiedBy:isContentEqual:)`.
@usableFromInline
struct _ClosureDiffRules<Item, Identity: Hashable>: _DiffRules {
    @usableFromInline let identifier: (Item) -> Identity
    @usableFromInline let contentEquality: (Item, Item) -> Bool

    @inlinable
    init(identifier: @escaping (Item) -> Identity, contentEquality: @escaping (Item, Item) -> Bool) {
        self.identifier = identifier
        self.contentEquality = contentEquality
    }

    @inlinable
    func identity(of item: Item) -> Identity { identifier(item) }

    @inlinable
    func isContentEqual(_ old: Item, _ new: Item) -> Bool { contentEquality(old, new) }
}

/// `Identifiable & Equatable` items: identified by `id`, reloaded when `!=`.
@usableFromInline
struct _IdentifiableDiffRules<Item: Identifiable & Equatable>: _DiffRules {
    @inlinable
    init() {}

    @inlinable
    func identity(of item: Item) -> Item.ID { item.id }

    @inlinable
    func hasIdentity(_ item: Item, _ identity: Item.ID) -> Bool { item.id == identity }

    @inlinable
    func isContentEqual(_ old: Item, _ new: Item) -> Bool { old == new }
}

/// `Hashable` items: each its own identity, so equal identities mean equal content.
@usableFromInline
struct _HashableDiffRules<Item: Hashable>: _DiffRules {
    @inlinable
    init() {}

    @inlinable
    func identity(of item: Item) -> Item { item }

    @inlinable
    func hasIdentity(_ item: Item, _ identity: Item) -> Bool { item == identity }

    @inlinable
    func isContentEqual(_ old: Item, _ new: Item) -> Bool { true }
}
