// An apply of what is already shown: the most common update an app makes (a refresh that brings
// the same page, an observer that re-applies its model), recognised by one linear comparison
// before any identity is hashed.

extension ListDifference {
    /// An empty changeset when `new` shows exactly what `old` shows — the same sections, and in
    /// each the same identities, in order, with equal content — found by one comparison before
    /// any identity is hashed; otherwise the changeset `rules` compute, leaving out the rows at
    /// both ends of each section that show the same (see ``_UnchangedRuns``).
    ///
    /// - Parameter reportsDuplicates: whether the ``duplicates`` of an empty changeset, or of one
    ///   that left rows out, are made (by the full diff) when read. The public initializers ask for it with rules that hold no
    ///   state (an item's `id`, the item itself); rules made of the app's closures keep the full
    ///   diff there, since a report made later would call them later, maybe on another thread.
    ///   The data sources' `apply`, which never reads the report, passes `false` for every rule.
    /// - Complexity: O(*n*) comparisons for *n* unchanged items, none when `new` is the very
    ///   storage of `old`; otherwise the comparison up to the first change, then the diff of
    ///   what is not in an unchanged run.
    @inlinable
    static func _comparingFirst<Rules: _DiffRules>(
        from old: [DiffableSection<SectionIdentifier, Rules.Item>],
        to new: [DiffableSection<SectionIdentifier, Rules.Item>],
        rules: Rules, reportsDuplicates: Bool = true
    ) -> ListDifference<SectionIdentifier, Rules.Item> where Rules.Item == Item {
        guard _showTheSame(old, new, rules: rules) else {
            return _computeListDifference(
                from: old, to: new, rules: rules, skipsUnchangedRuns: true, reportsDuplicates: reportsDuplicates)
        }
        var unchanged = ListDifference(stages: [], initialSections: old, finalSections: new)
        if reportsDuplicates { unchanged.duplicatesReport = .deferred(.fullDiff(from: old, to: new, rules: rules)) }
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
