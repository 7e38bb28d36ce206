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

    /// Whether `identity(of:)` only reads what an item holds, so the diff may ask for an old
    /// item's identity again instead of keeping a copy of each. `false` for closures, which
    /// may compute (and allocate) an identity on every call.
    static var readsIdentityInPlace: Bool { get }

    /// Whether `first` and `second` have the same identity; see ``hasIdentity(_:_:)``.
    func haveSameIdentity(_ first: Item, _ second: Item) -> Bool

    /// `identity(of: item)._rawHashValue(seed: 0)`, computed without a copy of the
    /// identity by rules that read it in place.
    func identityHash(of item: Item) -> Int

    /// Whether two items with the same identity show the same content, so the row needs
    /// no reload.
    func isContentEqual(_ old: Item, _ new: Item) -> Bool

    /// Whether `old` and `new` have the same identity and equal content: the comparison that
    /// recognises unchanged data. Rules whose identity is the whole item answer with one `==`.
    func showsTheSame(_ old: Item, _ new: Item) -> Bool
}

extension _DiffRules {
    @inlinable
    func hasIdentity(_ item: Item, _ identity: Identity) -> Bool { self.identity(of: item) == identity }

    @inlinable
    static var readsIdentityInPlace: Bool { false }

    @inlinable
    func haveSameIdentity(_ first: Item, _ second: Item) -> Bool { identity(of: first) == identity(of: second) }

    // `_rawHashValue(seed:)` is the entry point Set and Dictionary use: `hashValue` builds a
    // full Hasher even for an Int. The result is just as randomly seeded.
    @inlinable
    func identityHash(of item: Item) -> Int { identity(of: item)._rawHashValue(seed: 0) }

    @inlinable
    func showsTheSame(_ old: Item, _ new: Item) -> Bool { haveSameIdentity(old, new) && isContentEqual(old, new) }
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

    /// `id` is almost always a stored property; one that is computed is computed again for
    /// each comparison, at most a few times per old item.
    @inlinable
    static var readsIdentityInPlace: Bool { true }

    @inlinable
    func haveSameIdentity(_ first: Item, _ second: Item) -> Bool { first.id == second.id }

    @inlinable
    func identityHash(of item: Item) -> Int { item.id._rawHashValue(seed: 0) }

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
    static var readsIdentityInPlace: Bool { true }

    @inlinable
    func haveSameIdentity(_ first: Item, _ second: Item) -> Bool { first == second }

    @inlinable
    func identityHash(of item: Item) -> Int { item._rawHashValue(seed: 0) }

    @inlinable
    func isContentEqual(_ old: Item, _ new: Item) -> Bool { true }

    @inlinable
    func showsTheSame(_ old: Item, _ new: Item) -> Bool { old == new }
}
