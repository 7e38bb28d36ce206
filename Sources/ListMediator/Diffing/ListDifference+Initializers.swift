// The ways to say how items are identified and compared. Each initializer hands the same
// two closures to the one algorithm in ListDifference+Algorithm.swift; they are
// @inlinable so callers get a version specialized for their item type, with the closures
// inlined into the hot loops.

extension ListDifference {
    /// The changeset from `old` to `new` sections, identifying items with `identifier` and
    /// reloading matched items for which `isContentEqual` is `false`.
    ///
    /// - Complexity: O(*n* + *s* log *s*) expected for *n* items in *s* sections, plus
    ///   O(*m* log *n*) for *m* items that change position.
    @inlinable
    public init<ItemIdentifier: Hashable>(
        from old: [DiffableSection<SectionIdentifier, Item>],
        to new: [DiffableSection<SectionIdentifier, Item>],
        identifiedBy identifier: (Item) -> ItemIdentifier,
        isContentEqual: (Item, Item) -> Bool
    ) {
        self = _computeListDifference(from: old, to: new, identifier: identifier, isContentEqual: isContentEqual)
    }

    /// The changeset from `old` to `new` sections of `Identifiable` items, reloading items
    /// whose value changed.
    /// - Complexity: O(*n*) expected for *n* items; see ``init(from:to:identifiedBy:isContentEqual:)-([DiffableSection<SectionIdentifier,Item>],_,_,_)``.
    @inlinable
    public init(
        from old: [DiffableSection<SectionIdentifier, Item>], to new: [DiffableSection<SectionIdentifier, Item>]
    ) where Item: Identifiable & Equatable {
        self.init(from: old, to: new, identifiedBy: { $0.id }, isContentEqual: ==)
    }

    /// The changeset from `old` to `new` sections of `Hashable` items, each its own identity,
    /// so nothing is ever reloaded.
    /// - Complexity: O(*n*) expected for *n* items; see ``init(from:to:identifiedBy:isContentEqual:)-([DiffableSection<SectionIdentifier,Item>],_,_,_)``.
    @inlinable
    public init(
        from old: [DiffableSection<SectionIdentifier, Item>], to new: [DiffableSection<SectionIdentifier, Item>]
    ) where Item: Hashable {
        self.init(from: old, to: new, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// The changeset from `old` to `new` sections of items that are both `Identifiable` and
    /// `Hashable`: identified by `id`, reloaded when their value changed.
    /// - Complexity: O(*n*) expected for *n* items; see ``init(from:to:identifiedBy:isContentEqual:)-([DiffableSection<SectionIdentifier,Item>],_,_,_)``.
    @inlinable
    public init(
        from old: [DiffableSection<SectionIdentifier, Item>], to new: [DiffableSection<SectionIdentifier, Item>]
    ) where Item: Identifiable & Hashable {
        self.init(from: old, to: new, identifiedBy: { $0.id }, isContentEqual: ==)
    }
}

extension ListDifference where SectionIdentifier == Int {
    /// The changeset from `old` to `new` items of a flat list, shown as section `0`.
    /// - Complexity: O(*n*) expected for *n* items, plus O(*m* log *n*) for *m* moved items.
    @inlinable
    public init<ItemIdentifier: Hashable>(
        from old: [Item], to new: [Item],
        identifiedBy identifier: (Item) -> ItemIdentifier,
        isContentEqual: (Item, Item) -> Bool
    ) {
        self.init(
            from: [DiffableSection(identifier: 0, items: old)], to: [DiffableSection(identifier: 0, items: new)],
            identifiedBy: identifier, isContentEqual: isContentEqual)
    }

    /// The changeset between flat lists of `Identifiable` items, reloading changed values.
    /// - Complexity: O(*n*) expected for *n* items.
    @inlinable
    public init(from old: [Item], to new: [Item]) where Item: Identifiable & Equatable {
        self.init(from: old, to: new, identifiedBy: { $0.id }, isContentEqual: ==)
    }

    /// The changeset between flat lists of `Hashable` items, each its own identity.
    /// - Complexity: O(*n*) expected for *n* items.
    @inlinable
    public init(from old: [Item], to new: [Item]) where Item: Hashable {
        self.init(from: old, to: new, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
    }

    /// The changeset between flat lists of `Identifiable & Hashable` items, identified by
    /// `id` and reloaded when their value changed.
    /// - Complexity: O(*n*) expected for *n* items.
    @inlinable
    public init(from old: [Item], to new: [Item]) where Item: Identifiable & Hashable {
        self.init(from: old, to: new, identifiedBy: { $0.id }, isContentEqual: ==)
    }
}
