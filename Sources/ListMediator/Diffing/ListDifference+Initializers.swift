// The ways to say how items are identified and compared. Each initializer hands its
// _DiffRules to the one algorithm in ListDifference+Algorithm.swift; they are @inlinable so
// callers get a version specialized for their item type and rules, with identity and
// content comparison inlined into the hot loops.

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
        // The closures live only as long as this call; the rules hold them for the diff's duration.
        self = withoutActuallyEscaping(identifier) { identifier in
            withoutActuallyEscaping(isContentEqual) { isContentEqual in
                _computeListDifference(
                    from: old, to: new,
                    rules: _ClosureDiffRules(identifier: identifier, contentEquality: isContentEqual))
            }
        }
    }

    /// The changeset from `old` to `new` sections of `Identifiable` items, reloading items
    /// whose value changed.
    /// - Complexity: O(*n*) expected for *n* items; see ``init(from:to:identifiedBy:isContentEqual:)-([DiffableSection<SectionIdentifier,Item>],_,_,_)``.
    @inlinable
    public init(
        from old: [DiffableSection<SectionIdentifier, Item>], to new: [DiffableSection<SectionIdentifier, Item>]
    ) where Item: Identifiable & Equatable {
        self = ._comparingFirst(from: old, to: new, rules: _IdentifiableDiffRules())
    }

    /// The changeset from `old` to `new` sections of `Hashable` items, each its own identity,
    /// so nothing is ever reloaded.
    /// - Complexity: O(*n*) expected for *n* items; see ``init(from:to:identifiedBy:isContentEqual:)-([DiffableSection<SectionIdentifier,Item>],_,_,_)``.
    @inlinable
    public init(
        from old: [DiffableSection<SectionIdentifier, Item>], to new: [DiffableSection<SectionIdentifier, Item>]
    ) where Item: Hashable {
        self = ._comparingFirst(from: old, to: new, rules: _HashableDiffRules())
    }

    /// The changeset from `old` to `new` sections of items that are both `Identifiable` and
    /// `Hashable`: identified by `id`, reloaded when their value changed.
    /// - Complexity: O(*n*) expected for *n* items; see ``init(from:to:identifiedBy:isContentEqual:)-([DiffableSection<SectionIdentifier,Item>],_,_,_)``.
    @inlinable
    public init(
        from old: [DiffableSection<SectionIdentifier, Item>], to new: [DiffableSection<SectionIdentifier, Item>]
    ) where Item: Identifiable & Hashable {
        self = ._comparingFirst(from: old, to: new, rules: _IdentifiableDiffRules())
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
        self = ._comparingFirst(
            from: [DiffableSection(identifier: 0, items: old)], to: [DiffableSection(identifier: 0, items: new)],
            rules: _IdentifiableDiffRules())
    }

    /// The changeset between flat lists of `Hashable` items, each its own identity.
    /// - Complexity: O(*n*) expected for *n* items.
    @inlinable
    public init(from old: [Item], to new: [Item]) where Item: Hashable {
        self = ._comparingFirst(
            from: [DiffableSection(identifier: 0, items: old)], to: [DiffableSection(identifier: 0, items: new)],
            rules: _HashableDiffRules())
    }

    /// The changeset between flat lists of `Identifiable & Hashable` items, identified by
    /// `id` and reloaded when their value changed.
    /// - Complexity: O(*n*) expected for *n* items.
    @inlinable
    public init(from old: [Item], to new: [Item]) where Item: Identifiable & Hashable {
        self = ._comparingFirst(
            from: [DiffableSection(identifier: 0, items: old)], to: [DiffableSection(identifier: 0, items: new)],
            rules: _IdentifiableDiffRules())
    }
}
