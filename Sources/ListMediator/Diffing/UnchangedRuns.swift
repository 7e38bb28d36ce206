// A local edit — a row changed in one section of a settings screen, a few rows inserted in the
// middle of a feed — leaves most of the list as it was. The diff finds the rows at the start
// and the end of each surviving section that show the same, pair by pair, and leaves them
// out of every pass: they are neither hashed nor looked up, and they stay where they are.

/// The rows at the start and the end of each surviving section that show the same before and
/// after (same identity, equal content, in order): the runs the diff leaves out.
///
/// Leaving them out keeps the diff what it was for unique identities — each pair in a run is
/// the only match either item could have. With a repeated identity, an occurrence in a run
/// keeps its place, and other occurrences match among themselves: the changeset is still valid
/// and moves no more than it must, but the report of repeated identities cannot come from the
/// passes, which see only part of the items (see ``_DiffState/computeDifference(reportsDuplicates:)``).
@usableFromInline
struct _UnchangedRuns {
    /// For every old section, how many rows at its start show the same as the first rows of
    /// the new section it becomes; empty when no section has such a run at either end.
    @usableFromInline var prefixes: [Int32] = []
    /// For every old section, how many rows at its end show the same as the last rows of the
    /// new section it becomes, not counting rows of the prefix; empty with ``prefixes``.
    @usableFromInline var suffixes: [Int32] = []
    /// The rows in all runs: on each side, since a run pairs rows one to one.
    @usableFromInline var rowCount = 0

    /// No runs: every row is diffed.
    @inlinable
    init() {}

    /// Whether looking for runs pays in `sectionCount` sections of `itemCount` items in all.
    ///
    /// Finding a section's runs reads its first and last items, old and new: each section's
    /// items are an object of their own, so with sections of a row or two that is a cache miss
    /// per section, more than hashing the row costs (measured: a million one-row sections took
    /// 15% longer with runs, 100,000 items in sections of ten 20% less).
    @inlinable
    static func pays(itemCount: Int, sectionCount: Int) -> Bool {
        itemCount >= 4 &* sectionCount
    }

    /// The runs of every section in `old` that survives as section `oldSectionToNew[section]`
    /// of `new`, found by comparing items pair by pair from each end until they differ; none
    /// when they hold less than a sixteenth of the `oldItemCount` old items.
    ///
    /// Leaving runs out costs a little on every item that is diffed (the passes step over the
    /// runs), so short runs in data that changed throughout are not worth it: that data is
    /// diffed whole, as it was before runs were looked for.
    ///
    /// - Complexity: O(*r* + *s*) comparisons for *r* rows in runs and *s* surviving sections.
    @inlinable
    init<SectionIdentifier: Hashable, Rules: _DiffRules>(
        _ old: UnsafeBufferPointer<DiffableSection<SectionIdentifier, Rules.Item>>,
        _ new: UnsafeBufferPointer<DiffableSection<SectionIdentifier, Rules.Item>>,
        oldSectionToNew: [Int], oldItemCount: Int, rules: Rules
    ) {
        for section in old.indices where oldSectionToNew[section] >= 0 {
            let (prefix, suffix) = old[section].items.withUnsafeBufferPointer { oldItems in
                new[oldSectionToNew[section]].items.withUnsafeBufferPointer { newItems in
                    Self.runs(oldItems, newItems, rules: rules)
                }
            }
            guard prefix > 0 || suffix > 0 else { continue }
            // Allocated at the first run, so data that changed everywhere pays nothing.
            if prefixes.isEmpty {
                prefixes = Array(repeating: 0, count: old.count)
                suffixes = Array(repeating: 0, count: old.count)
            }
            prefixes[section] = Int32(truncatingIfNeeded: prefix)
            suffixes[section] = Int32(truncatingIfNeeded: suffix)
            rowCount &+= prefix &+ suffix
        }
        if rowCount &* 16 < oldItemCount { self = Self() }
    }

    /// The lengths of the runs at the start and the end of `old` and `new`.
    @inlinable
    static func runs<Rules: _DiffRules>(
        _ old: UnsafeBufferPointer<Rules.Item>, _ new: UnsafeBufferPointer<Rules.Item>, rules: Rules
    ) -> (prefix: Int, suffix: Int) {
        let limit = min(old.count, new.count)
        // The very same storage: nothing to compare.
        if old.baseAddress == new.baseAddress { return (limit, 0) }
        var prefix = 0
        while prefix < limit, rules.showsTheSame(old[prefix], new[prefix]) { prefix &+= 1 }
        var suffix = 0
        while suffix < limit &- prefix,
            rules.showsTheSame(old[old.count &- 1 &- suffix], new[new.count &- 1 &- suffix])
        {
            suffix &+= 1
        }
        return (prefix, suffix)
    }

    /// The rows of old section `section`, of `count` rows, that the diff looks at: all but
    /// its runs.
    @inlinable @inline(__always)
    func diffedRows(ofOldSection section: Int, count: Int) -> Range<Int> {
        guard !prefixes.isEmpty else { return 0..<count }
        return Int(prefixes[section])..<count &- Int(suffixes[section])
    }

    /// The rows of a new section of `count` rows that was old section `oldSection` (-1 when
    /// it is inserted) that the diff looks at: all but its runs.
    @inlinable @inline(__always)
    func diffedRows(ofNewSectionFrom oldSection: Int, count: Int) -> Range<Int> {
        guard !prefixes.isEmpty, oldSection >= 0 else { return 0..<count }
        return Int(prefixes[oldSection])..<count &- Int(suffixes[oldSection])
    }
}
