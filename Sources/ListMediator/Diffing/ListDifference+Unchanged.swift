import Foundation

#if canImport(os)
    import os
#endif

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
        #if canImport(os)
            let signpost = _Signposts.beginDiff()
            defer { _Signposts.endDiff(signpost) }
        #endif
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
///
/// Items that hold no references and whose bytes are the same are the same (see
/// ``_firstBlockWithOtherBytes(_:_:)``), for the rules that read identity and content from the item
/// itself; the app's closures are always asked.
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
                // Rows before the first block whose bytes differ show the same.
                let firstToCompare =
                    Rules.readsIdentityInPlace ? _firstBlockWithOtherBytes(oldItems, newItems) : 0
                for row in firstToCompare..<oldItems.count where !rules.showsTheSame(oldItems[row], newItems[row]) {
                    return false
                }
                return true
            }
        }
        if !same { return false }
    }
    return true
}

/// Where `old` and `new` stop being byte for byte the same, for an item type that holds no
/// references (plain values: integers, `UUID`s, structs and enums of them): the start of the first
/// block of items whose bytes differ, or the count when none does; `0` for types with references,
/// whose bytes are pointers. Compared by `memcmp`, many bytes an instruction.
///
/// Items with the same bytes have the same identity and the same content, so nothing about them
/// changed — even for a type whose `==` says otherwise (a `Double` NaN is not `==` to itself):
/// their rows need no reload. Different bytes prove nothing (`0.0` and `-0.0` are `==`, and
/// padding bytes may differ): the items from the returned index on are left to `==`.
/// - Precondition: `old` and `new` have the same count.
/// - Complexity: O(*n*) bytes, stopping at the block that differs.
@inlinable
func _firstBlockWithOtherBytes<Item>(_ old: UnsafeBufferPointer<Item>, _ new: UnsafeBufferPointer<Item>) -> Int {
    guard _isPOD(Item.self), let oldStart = old.baseAddress, let newStart = new.baseAddress else { return 0 }
    // Blocks long enough that the calls cost nothing next to the bytes, short enough that `==`
    // after a differing block has little to redo.
    let blockLength = 1_024
    var start = 0
    while start < old.count {
        let length = min(blockLength, old.count - start)
        if memcmp(oldStart + start, newStart + start, length * MemoryLayout<Item>.stride) != 0 { return start }
        start += length
    }
    return old.count
}
