/// A ``ListDifference``'s report of repeated identities: found by the diff, or, for data that
/// did not change, made by the full diff each time it is read.
@usableFromInline
enum _DuplicatesReport<SectionIdentifier: Hashable, Item> {
    case found(ListDifference<SectionIdentifier, Item>.Duplicates)
    case deferred(_DeferredDuplicates<SectionIdentifier, Item>)

    @inlinable
    var duplicates: ListDifference<SectionIdentifier, Item>.Duplicates {
        switch self {
        case .found(let duplicates): duplicates
        case .deferred(let deferred): deferred.make()
        }
    }
}

/// How to make the report when it is read: a closure that only reads the difference's own
/// sections, which never change, with rules that hold no state (an item's `id`, or the item
/// itself). It may run on whichever thread reads the report, at the same time as on another.
/// Not cached: reading it is rare (apps that check their identities), and a cache would need a
/// lock that every unchanged diff would pay for.
@usableFromInline
struct _DeferredDuplicates<SectionIdentifier: Hashable, Item>: @unchecked Sendable {
    @usableFromInline let make: () -> ListDifference<SectionIdentifier, Item>.Duplicates

    @inlinable
    init(_ make: @escaping () -> ListDifference<SectionIdentifier, Item>.Duplicates) {
        self.make = make
    }
}

extension _DeferredDuplicates {
    /// The report of the full diff from `old` to `new`, made when read; `rules` must hold no state.
    @inlinable
    static func fullDiff<Rules: _DiffRules>(
        from old: [DiffableSection<SectionIdentifier, Item>], to new: [DiffableSection<SectionIdentifier, Item>],
        rules: Rules
    ) -> Self where Rules.Item == Item {
        _DeferredDuplicates { _computeListDifference(from: old, to: new, rules: rules).duplicates }
    }
}

extension _DuplicatesReport: Sendable where SectionIdentifier: Sendable, Item: Sendable {}
