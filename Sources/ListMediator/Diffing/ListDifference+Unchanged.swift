// An apply of what is already shown: the most common update an app makes (a refresh that brings
// the same page, an observer that re-applies its model), recognised by one linear comparison
// before any identity is hashed.

extension ListDifference {
    /// An empty changeset when `new` shows exactly what `old` shows — the same sections, and
    /// in each the same identities, in order, with equal content — and otherwise the changeset
    /// `rules` compute.
    ///
    /// For the data sources' `apply`, which reads the changes and not the ``duplicates``
    /// report: an unchanged list is not searched for repeated identities (hashing them is the
    /// cost this skips). The difference from the full diff is only there: equal data with
    /// repeated identities diffs to no change either way.
    ///
    /// - Complexity: O(*n*) comparisons for *n* unchanged items, none when `new` is the very
    ///   storage of `old`; otherwise the comparison up to the first change, then the diff.
    @inlinable
    static func _unlessUnchanged<Rules: _DiffRules>(
        from old: [DiffableSection<SectionIdentifier, Rules.Item>],
        to new: [DiffableSection<SectionIdentifier, Rules.Item>],
        rules: Rules
    ) -> ListDifference<SectionIdentifier, Rules.Item> where Rules.Item == Item {
        if _showTheSame(old, new, rules: rules) {
            return ListDifference(stages: [], initialSections: old, finalSections: new)
        }
        return _computeListDifference(from: old, to: new, rules: rules)
    }
}

extension ListDifference {
    /// The changeset of the public initializers whose rules hold no state (an item's `id`, or
    /// the item itself): for new data that shows exactly what `old` shows, an empty changeset
    /// found by one comparison, whose ``duplicates`` report the full diff makes only when it is
    /// read; otherwise the full diff.
    ///
    /// Rules made of the app's closures keep the full diff: a deferred report would call them
    /// later, maybe on another thread, and they may not allow it.
    @inlinable
    static func _comparingFirst<Rules: _DiffRules>(
        from old: [DiffableSection<SectionIdentifier, Rules.Item>],
        to new: [DiffableSection<SectionIdentifier, Rules.Item>],
        rules: Rules
    ) -> ListDifference<SectionIdentifier, Rules.Item> where Rules.Item == Item {
        guard _showTheSame(old, new, rules: rules) else {
            return _computeListDifference(from: old, to: new, rules: rules)
        }
        var unchanged = ListDifference(stages: [], initialSections: old, finalSections: new)
        unchanged.duplicatesReport = .deferred(
            _DeferredDuplicates { _computeListDifference(from: old, to: new, rules: rules).duplicates })
        return unchanged
    }
}

/// Whether `new` shows exactly what `old` shows: equal section identifiers in order, and in each
/// section the same number of items with, pair by pair, the same identity and equal content.
@inlinable
func _showTheSame<SectionIdentifier: Hashable, Rules: _DiffRules>(
    _ old: [DiffableSection<SectionIdentifier, Rules.Item>],
    _ new: [DiffableSection<SectionIdentifier, Rules.Item>],
    rules: Rules
) -> Bool {
    guard old.count == new.count else { return false }
    for index in old.indices {
        guard old[index].identifier == new[index].identifier else { return false }
        let same = old[index].items.withUnsafeBufferPointer { oldItems in
            new[index].items.withUnsafeBufferPointer { newItems in
                guard oldItems.count == newItems.count else { return false }
                // The very same storage: nothing to compare.
                if oldItems.baseAddress == newItems.baseAddress { return true }
                for row in 0..<oldItems.count where !rules.showsTheSame(oldItems[row], newItems[row]) {
                    return false
                }
                return true
            }
        }
        if !same { return false }
    }
    return true
}
