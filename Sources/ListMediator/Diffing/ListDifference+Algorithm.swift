import Foundation

// On Apple platforms `IndexPath(row:section:)` is UIKit's, and `@inlinable` code may call only
// what its own file imports (see IndexPath+Rows.swift for the other platforms).
#if canImport(UIKit)
    import UIKit
#endif

// The diff itself: Heckel's idea of matching identities through a hash table, in passes
// over flat item indices (an item's index if all sections were laid end to end).
//
// 1. `_matchSections`: sections are matched by identifier; unmatched ones are deleted or
//    inserted. When asked, `_UnchangedRuns` finds the rows at both ends of each surviving
//    section that show the same before and after; every pass leaves them out.
// 2. `hashOldIdentities`: every old item's identity goes into an _IdentityTable, hashed in
//    batches ahead of the probes; repeated ones are chained in order of occurrence.
// 3. `matchNewIdentities`: every new item is compared with the old items its neighbours
//    suggest (_MatchPrediction) and, when none is it, looked up; it matches the next
//    unmatched old occurrence of its identity, so the k-th occurrence among the new items
//    matches the k-th among the old ones and equal data diffs to nothing, duplicates or not. The pair
//    only counts as a match if both their sections survive; otherwise it becomes a
//    deletion and an insertion, because UIKit cannot move a row out of a deleted section
//    or into an inserted one.
// 4. `emitDeletionsAndFirstStageData`: one pass over the old items emits deletions and
//    builds the data after stage 1.
// 5. `findInsertionsAndMoves`: one pass per new section finds the rows that keep their
//    relative order (a longest increasing subsequence) and moves the others.
// 6. `assembleStages`: with no section inserted or moved and no row reloaded, the
//    deletions, insertions and moves go in one batch; otherwise each stage gets its own.
//
// Per-item state lives in manually allocated Int32 buffers (see _DiffState): no per-item
// allocation, no bounds or uniqueness checks in the hot loops, and half the memory of Int.

/// Computes a ``ListDifference``; see its documentation for the stages.
///
/// - Parameters:
///   - skipsUnchangedRuns: whether the rows at both ends of each surviving section that show
///     the same are left out of the passes (see ``_UnchangedRuns``).
///   - reportsDuplicates: when runs were left out, whether the difference's ``duplicates``
///     are made by the full diff when read; only for rules that hold no state (see
///     ``ListDifference/_comparingFirst(from:to:rules:reportsDuplicates:)``).
/// - Complexity: O(*n* + *s* log *s*) expected for *n* items in *s* sections, plus
///   O(*m* log *n*) for *m* items that change position; with `skipsUnchangedRuns`, O(*r*)
///   comparisons for the *r* rows in runs and the rest for the others.
@inlinable
func _computeListDifference<SectionIdentifier: Hashable, Rules: _DiffRules>(
    from old: [DiffableSection<SectionIdentifier, Rules.Item>],
    to new: [DiffableSection<SectionIdentifier, Rules.Item>],
    rules: Rules, skipsUnchangedRuns: Bool = false, reportsDuplicates: Bool = true
) -> ListDifference<SectionIdentifier, Rules.Item> {
    // The passes read the sections through buffer pointers: an element read from an array
    // in a loop that also appends to an array is retained and released around its use, in
    // case the append frees it, an atomic operation per section that many small sections
    // pay for in full. Read through a pointer it is only borrowed.
    old.withUnsafeBufferPointer { oldSections in
        new.withUnsafeBufferPointer { newSections in
            // A flat list whose identities can be read again leaves them where they are: no
            // copy of each old identity, and for a String or other reference-counted
            // identity no retain and release of each.
            if Rules.readsIdentityInPlace, old.count == 1 {
                return oldSections[0].items.withUnsafeBufferPointer { oldItems in
                    var state = _DiffState(
                        from: old, to: new, sections: (oldSections, newSections), rules: rules, oldItems: oldItems,
                        skipsUnchangedRuns: skipsUnchangedRuns)
                    defer { state.deallocate() }
                    return state.computeDifference(reportsDuplicates: reportsDuplicates)
                }
            }
            var state = _DiffState(
                from: old, to: new, sections: (oldSections, newSections), rules: rules, oldItems: nil,
                skipsUnchangedRuns: skipsUnchangedRuns)
            defer { state.deallocate() }
            return state.computeDifference(reportsDuplicates: reportsDuplicates)
        }
    }
}

extension _DiffState {
    /// The passes, in order; see the top of this file.
    ///
    /// When unchanged runs were left out, the passes saw only part of the items and cannot
    /// tell every repeated identity: with `reportsDuplicates` the report is made by the full
    /// diff when read, otherwise it is empty.
    @inlinable
    mutating func computeDifference(reportsDuplicates: Bool) -> ListDifference<SectionIdentifier, Item> {
        hashOldIdentities()
        matchNewIdentities()

        var changes = BatchUpdate(reloadedRows: reloadedRows)
        (changes.deletedSections, changes.insertedSections, changes.movedSections) = sectionChanges()
        // Without section insertions or moves and without reloads, stages 1 and 3 fit in one
        // batch: moves then come from old coordinates, and no intermediate data is needed.
        let mergesRowStages =
            changes.insertedSections.isEmpty && changes.movedSections.isEmpty && changes.reloadedRows.isEmpty
        let firstStage = emitDeletionsAndFirstStageData(buildsData: !mergesRowStages)
        changes.deletedRows = firstStage.deletedRows
        (changes.insertedRows, changes.movedRows) = findInsertionsAndMoves(fromOldLayout: mergesRowStages)

        var difference = ListDifference(
            stages: assembleStages(
                changes, mergesRowStages: mergesRowStages, firstStageSections: firstStage.sections,
                firstStagePositions: firstStage.positions),
            initialSections: old, finalSections: new,
            duplicates: .init(
                sectionIdentifiers: duplicateSections, items: _uniqueByIdentity(duplicateItems, rules: rules)))
        difference.reinsertedRows = reinsertedRows
        if unchanged.rowCount > 0 {
            difference.duplicatesReport =
                reportsDuplicates ? .deferred(.fullDiff(from: old, to: new, rules: rules)) : .found(.init())
        }
        return difference
    }
}

/// What an old item's slot in `oldToNew` holds before pass 4 (after it, matched items
/// hold their row in the data after stage 1). Matched items hold their new flat index.
@usableFromInline
enum _OldItemState {
    /// In a surviving section, not claimed by any new item.
    @usableFromInline static var unmatched: Int32 { -1 }
    /// In a surviving section, claimed by a new item in an inserted section.
    @usableFromInline static var claimedByInsertedSection: Int32 { -2 }
    /// In a deleted section, not claimed.
    @usableFromInline static var inDeletedSection: Int32 { -3 }
    /// In a deleted section, claimed by a new item.
    @usableFromInline static var claimedInDeletedSection: Int32 { -4 }
    /// The last item of an unchanged run (see ``_UnchangedRuns``): left out of the diff,
    /// never claimed. The items before it in the run, in flat order across sections, hold
    /// one less each, so every item of a run tells where it ends
    /// (``_DiffState/pastUnchangedRuns(_:)``).
    @usableFromInline static var inUnchangedRun: Int32 { -5 }
}

/// What the passes share: the input, how its sections match, and per-item state.
///
/// The per-item buffers are allocated once per diff and indexed by flat index, so the hot
/// loops neither allocate nor check bounds or uniqueness. Call ``deallocate()`` exactly
/// once, after ``hashOldIdentities(_:)``.
@usableFromInline
struct _DiffState<SectionIdentifier: Hashable, Rules: _DiffRules> {
    @usableFromInline typealias Item = Rules.Item
    @usableFromInline typealias ItemIdentifier = Rules.Identity
    @usableFromInline typealias Section = DiffableSection<SectionIdentifier, Item>
    @usableFromInline typealias Stage = ListDifference<SectionIdentifier, Item>.Stage

    @usableFromInline let old: [Section]
    @usableFromInline let new: [Section]
    /// The elements of ``old``, read by the passes; valid while the diff runs.
    @usableFromInline let oldSections: UnsafeBufferPointer<Section>
    /// The elements of ``new``, read by the passes; valid while the diff runs.
    @usableFromInline let newSections: UnsafeBufferPointer<Section>
    @usableFromInline let rules: Rules
    /// For every old section, the new section it becomes, or -1 when it is deleted.
    @usableFromInline let oldSectionToNew: [Int]
    /// For every new section, the old section it was, or -1 when it is inserted.
    @usableFromInline let newSectionToOld: [Int]
    @usableFromInline var duplicateSections: [SectionIdentifier]
    /// Where each old section's items start among all old items, and the way back.
    @usableFromInline let oldLayout: _FlatLayout
    /// Where each new section's items start among all new items, and the way back.
    @usableFromInline let newLayout: _FlatLayout
    @usableFromInline let oldCount: Int
    @usableFromInline let newCount: Int
    /// The rows at both ends of surviving sections that the passes leave out.
    @usableFromInline let unchanged: _UnchangedRuns

    /// For every old item, an `_OldItemState` or the new flat index of its match; from
    /// pass 4 on, a match's row in the data after stage 1.
    @usableFromInline let oldToNew: UnsafeMutablePointer<Int32>
    /// For every new item, the old flat index of its match, or -1.
    @usableFromInline let newToOld: UnsafeMutablePointer<Int32>
    /// Every old identity, computed once: the table stores no identities and compares
    /// through these. `nil` when ``oldItems`` is used instead.
    @usableFromInline let oldIdentifiers: UnsafeMutablePointer<ItemIdentifier>?
    /// The old items of a flat list whose rules read identities in place
    /// (``_DiffRules/readsIdentityInPlace``): their identities are compared where they
    /// are, instead of through ``oldIdentifiers``. Empty otherwise.
    @usableFromInline let oldItems: UnsafeBufferPointer<Item>
    /// Refers to old items by flat index, and to new items no old item matched by
    /// `oldCount` + flat index. For a repeated old identity, it refers to the first
    /// occurrence no new item has claimed yet (or the last one, once all are claimed).
    @usableFromInline var table: _IdentityTable
    /// For every old item, the flat index of the next old item with the same identity, or
    /// -1. Allocated when the first repeated identity is seen, so unique data pays nothing.
    @usableFromInline var nextOccurrence: UnsafeMutablePointer<Int32>?
    /// For the first occurrence of a repeated old identity, its last occurrence so far:
    /// where the next one is chained. Allocated with ``nextOccurrence``.
    @usableFromInline var lastOccurrence: UnsafeMutablePointer<Int32>?

    @usableFromInline var duplicateItems: [Item]
    @usableFromInline var reloadedRows: [IndexPath]
    /// Matched pairs the batch shows as a deletion and an insertion, from old index path to new:
    /// one side is in a deleted or an inserted section. Rare, so kept as they are found.
    @usableFromInline var reinsertedRows: [BatchUpdate.Move<IndexPath>]
    /// Matched pairs, old items in surviving sections, and unmatched new items in surviving
    /// sections: the sizes of the deletions and insertions, known before they are emitted.
    @usableFromInline var matchedCount: Int
    @usableFromInline var liveOldCount: Int
    @usableFromInline var liveInsertCount: Int

    /// Matches the sections and allocates the per-item state.
    @inlinable
    init(
        from old: [Section], to new: [Section],
        sections: (old: UnsafeBufferPointer<Section>, new: UnsafeBufferPointer<Section>), rules: Rules,
        oldItems: UnsafeBufferPointer<Item>?, skipsUnchangedRuns: Bool
    ) {
        self.old = old
        self.new = new
        (oldSections, newSections) = sections
        self.rules = rules
        var duplicateSections: [SectionIdentifier] = []
        (oldSectionToNew, newSectionToOld) = _matchSections(sections.old, sections.new, duplicates: &duplicateSections)
        self.duplicateSections = duplicateSections
        oldLayout = _FlatLayout(sections.old)
        newLayout = _FlatLayout(sections.new)
        oldCount = oldLayout.itemCount
        newCount = newLayout.itemCount
        unchanged =
            skipsUnchangedRuns && _UnchangedRuns.pays(itemCount: oldCount, sectionCount: old.count)
            ? _UnchangedRuns(
                sections.old, sections.new, oldSectionToNew: oldSectionToNew, oldItemCount: oldCount, rules: rules)
            : _UnchangedRuns()
        // Per-item state is Int32 and table references are old and new flat indices side by side.
        precondition(
            oldCount + newCount < Int(Int32.max), "a diff can hold at most 2^31 - 1 items, old and new together")
        oldToNew = .allocate(capacity: oldCount)
        newToOld = .allocate(capacity: newCount)
        self.oldItems = oldItems ?? UnsafeBufferPointer(start: nil, count: 0)
        oldIdentifiers = oldItems == nil ? .allocate(capacity: oldCount) : nil
        table = _IdentityTable(expectedCount: oldCount &- unchanged.rowCount &+ (newCount &- unchanged.rowCount) / 4)
        nextOccurrence = nil
        lastOccurrence = nil
        duplicateItems = []
        reloadedRows = []
        reinsertedRows = []
        matchedCount = 0
        liveOldCount = 0
        liveInsertCount = 0
    }

    /// Frees the per-item state; the old identities must have been hashed.
    @inlinable
    func deallocate() {
        if let oldIdentifiers {
            // Pass 2 copied the identities of the rows outside unchanged runs only.
            if unchanged.rowCount == 0 {
                oldIdentifiers.deinitialize(count: oldCount)
            } else {
                for section in oldSections.indices {
                    let base = oldLayout.offsets[section]
                    let rows = unchanged.diffedRows(
                        ofOldSection: section, count: oldLayout.offsets[section &+ 1] &- base)
                    (oldIdentifiers + (base &+ rows.lowerBound)).deinitialize(count: rows.count)
                }
            }
            oldIdentifiers.deallocate()
        }
        oldLayout.deallocate()
        newLayout.deallocate()
        oldToNew.deallocate()
        newToOld.deallocate()
        table.deallocate()
        nextOccurrence?.deallocate()
        lastOccurrence?.deallocate()
    }

    /// Whether old items `first` and `second` (flat indices) have the same identity.
    @inlinable @inline(__always)
    func oldItemsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool {
        if let oldIdentifiers { return oldIdentifiers[first] == oldIdentifiers[second] }
        return rules.haveSameIdentity(oldItems[first], oldItems[second])
    }

    /// Whether the old item at flat index `flat` has identity `key`.
    @inlinable @inline(__always)
    func oldItem(_ flat: Int, hasIdentity key: ItemIdentifier) -> Bool {
        if let oldIdentifiers { return oldIdentifiers[flat] == key }
        return rules.hasIdentity(oldItems[flat], key)
    }

    /// Whether the old item at flat index `flat` has the identity of `item`.
    @inlinable @inline(__always)
    func oldItem(_ flat: Int, isIdentityOf item: Item) -> Bool {
        if let oldIdentifiers { return rules.hasIdentity(item, oldIdentifiers[flat]) }
        return rules.haveSameIdentity(oldItems[flat], item)
    }

    /// The old item at flat index `flat`; see ``_FlatLayout/section(containing:hint:)`` for `hint`.
    @inlinable
    func oldItem(at flat: Int, hint: inout _SectionHint) -> Item {
        let section = oldLayout.section(containing: flat, hint: &hint)
        return oldSections[section].items[flat &- oldLayout.offsets[section]]
    }

    /// The new item at flat index `flat`; see ``_FlatLayout/section(containing:hint:)`` for `hint`.
    @inlinable
    func newItem(at flat: Int, hint: inout _SectionHint) -> Item {
        let section = newLayout.section(containing: flat, hint: &hint)
        return newSections[section].items[flat &- newLayout.offsets[section]]
    }

    /// The new item at flat index `flat`, which is most likely in new section `section`;
    /// see ``_FlatLayout/section(containing:hint:)`` for `hint`, used when it is not.
    ///
    /// Pass 4 asks for the new items of the rows that stay in their section, in order, but
    /// only for some sections, so a hint would fall behind between them.
    @inlinable
    func newItem(at flat: Int, likelyIn section: Int, hint: inout _SectionHint) -> Item {
        let isInSection = flat >= newLayout.offsets[section] && flat < newLayout.offsets[section &+ 1]
        let section = isInSection ? section : newLayout.section(containing: flat, hint: &hint)
        return newSections[section].items[flat &- newLayout.offsets[section]]
    }

    /// How many identities pass 2 hashes before it probes the table for them.
    @usableFromInline static var hashBatchSize: Int { 128 }

    /// Pass 2: every old identity into the table, the first occurrence of each; later ones
    /// are duplicates, chained behind it.
    ///
    /// Hashes a batch of identities, then probes the table for the batch in a second loop.
    /// Hashing in the same iteration as probing puts a whole hash computation between two
    /// probes, so a large table's cache misses are taken one after the other; with the
    /// hashes computed ahead, the probes' addresses are known and their misses overlap.
    /// Batches run across section boundaries, so many small sections batch as well; a batch
    /// holds adjacent items, so an unchanged run, which is left out, ends one.
    @inlinable
    mutating func hashOldIdentities() {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.hashBatchSize) { hashes in
            let hashes = hashes.baseAddress!
            let oldIdentifiers = self.oldIdentifiers
            // The batch: old items batchStart..<batchEnd.
            var batchStart = 0
            var batchEnd = 0
            // Where the unchanged run that reaches the current item began, across sections.
            var runStart = 0
            for sectionIndex in oldSections.indices {
                let base = oldLayout.offsets[sectionIndex]
                let rowCount = oldLayout.offsets[sectionIndex &+ 1] &- base
                let rows = unchanged.diffedRows(ofOldSection: sectionIndex, count: rowCount)
                let isLive = oldSectionToNew[sectionIndex] >= 0
                if isLive { liveOldCount &+= rows.count }
                if !rows.isEmpty {
                    markUnchangedRun(runStart..<base &+ rows.lowerBound)
                    runStart = base &+ rows.upperBound
                }
                if base &+ rows.lowerBound != batchEnd {
                    insertOldBatch(batchStart..<batchEnd, hashes: hashes)
                    batchStart = base &+ rows.lowerBound
                    batchEnd = batchStart
                }
                let initialState = isLive ? _OldItemState.unmatched : _OldItemState.inDeletedSection
                var row = rows.lowerBound
                while row < rows.upperBound {
                    // To the end of the section or of the batch. The first loop reads the items
                    // and nothing else, so they are borrowed without a retain.
                    let end = min(rows.upperBound, batchStart &+ Self.hashBatchSize &- base)
                    oldSections[sectionIndex].items.withUnsafeBufferPointer { items in
                        for row in row..<end {
                            let flat = base &+ row
                            if let oldIdentifiers {
                                let key = rules.identity(of: items[row])
                                hashes[flat &- batchStart] = _IdentityTable.hashBits(key._rawHashValue(seed: 0))
                                (oldIdentifiers + flat).initialize(to: key)
                            } else {
                                hashes[flat &- batchStart] = _IdentityTable.hashBits(rules.identityHash(of: items[row]))
                            }
                            oldToNew[flat] = initialState
                        }
                    }
                    row = end
                    batchEnd = base &+ row
                    if batchEnd &- batchStart == Self.hashBatchSize {
                        insertOldBatch(batchStart..<batchEnd, hashes: hashes)
                        batchStart = batchEnd
                    }
                }
            }
            insertOldBatch(batchStart..<batchEnd, hashes: hashes)
            markUnchangedRun(runStart..<oldCount)
        }
    }

    /// Marks old items `flats`, an unchanged run (or several, adjacent), in `oldToNew`: each
    /// holds how far the run goes on below ``_OldItemState/inUnchangedRun``.
    @inlinable
    func markUnchangedRun(_ flats: Range<Int>) {
        for flat in flats {
            oldToNew[flat] = _OldItemState.inUnchangedRun &- Int32(truncatingIfNeeded: flats.upperBound &- 1 &- flat)
        }
    }

    /// The first old flat index at or after `flat` that is not in an unchanged run: `flat`
    /// itself unless it is in one.
    @inlinable @inline(__always)
    func pastUnchangedRuns(_ flat: Int) -> Int {
        guard flat < oldCount else { return flat }
        let state = oldToNew[flat]
        guard state <= _OldItemState.inUnchangedRun else { return flat }
        return flat &+ Int(_OldItemState.inUnchangedRun &- state) &+ 1
    }

    /// The second loop of pass 2: the old items at `flats` into the table, in order, by the
    /// hash bits the first loop left in `hashes`, from `hashes[0]` on.
    @inlinable @inline(__always)
    mutating func insertOldBatch(_ flats: Range<Int>, hashes: UnsafeMutablePointer<UInt32>) {
        var hint = _SectionHint()
        for flat in flats {
            let bits = hashes[flat &- flats.lowerBound]
            let probe = table.find(hashBits: bits) { oldItemsHaveSameIdentity(Int($0), flat) }
            if let first = probe.reference {
                if chainOccurrence(flat, after: Int(first)) {
                    duplicateItems.append(oldItem(at: flat, hint: &hint))
                }
            } else {
                table.insert(UInt32(truncatingIfNeeded: flat), hashBits: bits, at: probe.slot)
            }
        }
    }

    /// Chains old item `flat` behind the last occurrence so far of the identity first seen at
    /// `first`; returns whether it is the second occurrence, the one that makes a duplicate.
    /// - Complexity: O(1), plus O(*n*) once, for the first duplicate of a diff.
    @inlinable
    mutating func chainOccurrence(_ flat: Int, after first: Int) -> Bool {
        if nextOccurrence == nil {
            nextOccurrence = .allocate(capacity: oldCount)
            nextOccurrence!.initialize(repeating: -1, count: oldCount)
            lastOccurrence = .allocate(capacity: oldCount)
        }
        let next = nextOccurrence!
        let last = lastOccurrence!
        let isSecond = next[first] < 0
        next[isSecond ? first : Int(last[first])] = Int32(truncatingIfNeeded: flat)
        last[first] = Int32(truncatingIfNeeded: flat)
        return isSecond
    }

    /// Pass 3: every new identity looked up. Records matches and the reloads of matches
    /// whose content changed, and counts the insertions into surviving sections.
    @inlinable
    mutating func matchNewIdentities() {
        // Two copies of the loop, so that unique data, which has no chains, does not test
        // for them item by item.
        if let nextOccurrence {
            matchNewIdentities(nextOccurrence: nextOccurrence)
        } else {
            matchNewIdentities(nextOccurrence: nil)
        }
    }

    /// The loop of pass 3; `nextOccurrence` is `nil` when no old identity repeats.
    ///
    /// With no repeated old identity, each new item is first compared with the old items
    /// its neighbours suggest (see ``_MatchPrediction``): an item that kept its place
    /// relative to the previous one is found without hashing it or touching the table.
    /// That finds the same match as the table would, because the one old item with the
    /// identity is the only one the table can return. With repeated old identities the
    /// table decides which occurrence is next, so every item is looked up.
    @inlinable @inline(__always)
    mutating func matchNewIdentities(nextOccurrence: UnsafeMutablePointer<Int32>?) {
        let oldCount = self.oldCount
        let skipsRuns = unchanged.rowCount > 0
        var prediction = _MatchPrediction()
        var oldHint = _SectionHint()
        var newHint = _SectionHint()
        for sectionIndex in newSections.indices {
            let isLive = newSectionToOld[sectionIndex] >= 0
            let base = newLayout.offsets[sectionIndex]
            newSections[sectionIndex].items.withUnsafeBufferPointer { items in
                let rows = unchanged.diffedRows(ofNewSectionFrom: newSectionToOld[sectionIndex], count: items.count)
                for row in rows {
                    let flat = base &+ row
                    newToOld[flat] = -1
                    let oldFlat: Int
                    if nextOccurrence == nil,
                        let predicted = prediction.match(
                            count: oldCount,
                            // Unchanged runs are not in the table either; their identities were not copied.
                            pastRuns: { skipsRuns ? pastUnchangedRuns($0) : $0 },
                            isMatch: { oldItem($0, isIdentityOf: items[row]) })
                    {
                        oldFlat = predicted
                    } else {
                        let key = rules.identity(of: items[row])
                        let bits = _IdentityTable.hashBits(key._rawHashValue(seed: 0))
                        let probe = table.find(hashBits: bits) { reference in
                            let reference = Int(reference)
                            return reference < oldCount
                                ? oldItem(reference, hasIdentity: key)
                                // Only new items no old item matched are stored; rare enough to look up slowly.
                                : rules.identity(of: newItem(at: reference &- oldCount, hint: &newHint)) == key
                        }
                        guard let found = probe.reference else {
                            table.insert(
                                UInt32(truncatingIfNeeded: oldCount &+ flat), hashBits: bits, at: probe.slot)
                            if isLive { liveInsertCount &+= 1 }
                            continue
                        }
                        oldFlat = Int(found)
                        guard oldFlat < oldCount else {
                            duplicateItems.append(items[row])
                            if isLive { liveInsertCount &+= 1 }
                            continue
                        }
                        prediction.jumped(to: oldFlat)
                        // This item claims oldFlat; the next new occurrence of its identity finds the
                        // next old one. The last stays in the table once claimed, so any later new
                        // occurrence finds it claimed and is an extra copy.
                        if let nextOccurrence, nextOccurrence[oldFlat] >= 0 {
                            table.replaceReference(
                                at: probe.slot, with: UInt32(truncatingIfNeeded: nextOccurrence[oldFlat]))
                        }
                    }
                    switch oldToNew[oldFlat] {
                    case _OldItemState.unmatched:
                        if isLive {
                            oldToNew[oldFlat] = Int32(truncatingIfNeeded: flat)
                            newToOld[flat] = Int32(truncatingIfNeeded: oldFlat)
                            matchedCount &+= 1
                            let oldSection = oldLayout.section(containing: oldFlat, hint: &oldHint)
                            let oldRow = oldFlat &- oldLayout.offsets[oldSection]
                            let oldItem =
                                oldIdentifiers == nil ? oldItems[oldFlat] : oldSections[oldSection].items[oldRow]
                            if !rules.isContentEqual(oldItem, items[row]) {
                                reloadedRows.append(IndexPath(row: oldRow, section: oldSection))
                            }
                        } else {
                            oldToNew[oldFlat] = _OldItemState.claimedByInsertedSection
                            recordReinsertedRow(from: oldFlat, to: IndexPath(row: row, section: sectionIndex))
                        }
                    case _OldItemState.inDeletedSection:
                        oldToNew[oldFlat] = _OldItemState.claimedInDeletedSection
                        recordReinsertedRow(from: oldFlat, to: IndexPath(row: row, section: sectionIndex))
                        if isLive { liveInsertCount &+= 1 }
                    default:
                        duplicateItems.append(items[row])
                        if isLive { liveInsertCount &+= 1 }
                    }
                }
            }
        }
    }

    /// Records that the old item at `oldFlat` and the new one at `destination` are one item
    /// the batch deletes and inserts (see ``reinsertedRows``).
    @inlinable
    mutating func recordReinsertedRow(from oldFlat: Int, to destination: IndexPath) {
        var hint = _SectionHint()
        let section = oldLayout.section(containing: oldFlat, hint: &hint)
        let source = IndexPath(row: oldFlat &- oldLayout.offsets[section], section: section)
        reinsertedRows.append(.init(from: source, to: destination))
    }

    /// The deleted and inserted sections, and the moves of surviving ones: all but a longest
    /// run that keeps its relative order.
    @inlinable
    func sectionChanges() -> (deleted: [Int], inserted: [Int], moved: [BatchUpdate.Move<Int>]) {
        var survivorsInOldOrder: [Int32] = []
        survivorsInOldOrder.reserveCapacity(old.count)
        // Usually the sections keep their order; then nothing moves and the longest run is all of them.
        var isInOrder = true
        for sectionIndex in old.indices where oldSectionToNew[sectionIndex] >= 0 {
            let target = Int32(oldSectionToNew[sectionIndex])
            if let last = survivorsInOldOrder.last, last > target { isInOrder = false }
            survivorsInOldOrder.append(target)
        }
        var moved: [BatchUpdate.Move<Int>] = []
        if !isInOrder {
            survivorsInOldOrder.withUnsafeMutableBufferPointer { order in
                let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: order.count * 2)
                defer { scratch.deallocate() }
                _markLongestIncreasingSubsequence(order, tails: scratch, predecessors: scratch + order.count)
                for (position, target) in order.enumerated() where target >= 0 {
                    moved.append(.init(from: position, to: Int(target)))
                }
            }
        }
        return (
            old.indices.filter { oldSectionToNew[$0] < 0 }, new.indices.filter { newSectionToOld[$0] < 0 }, moved
        )
    }

    /// Pass 4: the deleted rows of surviving sections and, when `buildsData`, the data after
    /// stage 1 (`positions` tells where each old section is in it). Turns each match's slot
    /// in `oldToNew` into its row in that data.
    ///
    /// A section whose surviving rows are, in order, exactly the rows of the new section
    /// it becomes holds the same items after stage 1 as at the end, so it shares the
    /// caller's new array instead of a copy: with many small sections that saves most of
    /// an allocation per section.
    @inlinable
    mutating func emitDeletionsAndFirstStageData(buildsData: Bool) -> (
        deletedRows: [IndexPath], sections: [Section], positions: [Int]
    ) {
        var deletedRows: [IndexPath] = []
        deletedRows.reserveCapacity(liveOldCount - matchedCount)
        var sections: [Section] = []
        var positions = [Int](repeating: -1, count: buildsData ? old.count : 0)
        if buildsData { sections.reserveCapacity(old.count) }
        var newHint = _SectionHint()
        for sectionIndex in oldSections.indices where oldSectionToNew[sectionIndex] >= 0 {
            let base = oldLayout.offsets[sectionIndex]
            // Counts from the offsets: each section's items are an object of their own, and
            // reading its count from there is a cache miss per section once they outgrow the cache.
            let rowCount = oldLayout.offsets[sectionIndex &+ 1] &- base
            let target = oldSectionToNew[sectionIndex]
            let rows = unchanged.diffedRows(ofOldSection: sectionIndex, count: rowCount)
            // Rows go into `items` only once they stop being a prefix of the target's rows.
            var items: [Item] = []
            var isPrefixOfTarget = buildsData
            // An unchanged run at the start keeps its rows: the target's first ones.
            var rank = Int32(truncatingIfNeeded: rows.lowerBound)
            for row in rows {
                let flat = base &+ row
                let match = oldToNew[flat]
                if match >= 0 {
                    let expected = newLayout.offsets[target] &+ Int(rank)
                    if isPrefixOfTarget, Int(match) != expected || expected >= newLayout.offsets[target &+ 1] {
                        isPrefixOfTarget = false
                        items.reserveCapacity(rowCount)
                        items.append(contentsOf: newSections[target].items[..<Int(rank)])
                    }
                    // The new value, so a reloaded row shows its new content from stage 1 on.
                    if buildsData, !isPrefixOfTarget {
                        items.append(newItem(at: Int(match), likelyIn: target, hint: &newHint))
                    }
                    oldToNew[flat] = rank
                    rank &+= 1
                } else {
                    deletedRows.append(IndexPath(row: row, section: sectionIndex))
                }
            }
            // An unchanged run at the end becomes the target's last rows.
            let runAtEnd = rowCount &- rows.upperBound
            if buildsData, runAtEnd > 0 {
                let targetCount = newLayout.offsets[target &+ 1] &- newLayout.offsets[target]
                if isPrefixOfTarget, Int(rank) != targetCount &- runAtEnd {
                    isPrefixOfTarget = false
                    items.reserveCapacity(rowCount)
                    items.append(contentsOf: newSections[target].items[..<Int(rank)])
                }
                if !isPrefixOfTarget {
                    items.append(contentsOf: newSections[target].items[(targetCount &- runAtEnd)...])
                }
            }
            rank &+= Int32(truncatingIfNeeded: runAtEnd)
            if buildsData {
                if isPrefixOfTarget {
                    let targetCount = newLayout.offsets[target &+ 1] &- newLayout.offsets[target]
                    items =
                        Int(rank) == targetCount
                        ? newSections[target].items : Array(newSections[target].items[..<Int(rank)])
                }
                positions[sectionIndex] = sections.count
                sections.append(Section(identifier: newSections[target].identifier, items: items))
            }
        }
        return (deletedRows, sections, positions)
    }

    /// Pass 5: per surviving new section, keeps the longest run of rows that keep their
    /// relative order and moves the others there; unmatched rows are inserted. Move sources
    /// are old index paths when `fromOldLayout`, otherwise paths after stages 1 and 2.
    @inlinable
    func findInsertionsAndMoves(fromOldLayout: Bool) -> (
        inserted: [IndexPath], moved: [BatchUpdate.Move<IndexPath>]
    ) {
        var inserted: [IndexPath] = []
        inserted.reserveCapacity(liveInsertCount)
        var moved: [BatchUpdate.Move<IndexPath>] = []
        var largestSection = 0
        // Counts from the offsets, as in pass 4: this pass reads no item.
        for sectionIndex in new.indices {
            largestSection = max(
                largestSection, newLayout.offsets[sectionIndex &+ 1] &- newLayout.offsets[sectionIndex])
        }
        let ranks = UnsafeMutablePointer<Int32>.allocate(capacity: largestSection * 3)
        defer { ranks.deallocate() }
        var oldHint = _SectionHint()
        for sectionIndex in new.indices where newSectionToOld[sectionIndex] >= 0 {
            let base = newLayout.offsets[sectionIndex]
            // Unchanged runs stay put, before and after all the others.
            let rows = unchanged.diffedRows(
                ofNewSectionFrom: newSectionToOld[sectionIndex],
                count: newLayout.offsets[sectionIndex &+ 1] &- base)
            // Only rows from the same section can stay put; their ranks in the data after stage 1.
            var candidateCount = 0
            for row in rows {
                let oldFlat = Int(newToOld[base &+ row])
                guard oldFlat >= 0 else { continue }
                let oldSection = oldLayout.section(containing: oldFlat, hint: &oldHint)
                if oldSectionToNew[oldSection] == sectionIndex {
                    ranks[candidateCount] = oldToNew[oldFlat]
                    candidateCount &+= 1
                }
            }
            _markLongestIncreasingSubsequence(
                UnsafeMutableBufferPointer(start: ranks, count: candidateCount),
                tails: ranks + largestSection, predecessors: ranks + 2 * largestSection)
            var candidate = 0
            for row in rows {
                let oldFlat = Int(newToOld[base &+ row])
                guard oldFlat >= 0 else {
                    inserted.append(IndexPath(row: row, section: sectionIndex))
                    continue
                }
                let oldSection = oldLayout.section(containing: oldFlat, hint: &oldHint)
                let sourceSection = oldSectionToNew[oldSection]
                if sourceSection == sectionIndex {
                    let rank = ranks[candidate]
                    candidate &+= 1
                    if rank < 0 { continue }  // in the ordered run: stays put
                }
                let source =
                    fromOldLayout
                    ? IndexPath(row: oldFlat &- oldLayout.offsets[oldSection], section: oldSection)
                    : IndexPath(row: Int(oldToNew[oldFlat]), section: sourceSection)
                moved.append(.init(from: source, to: IndexPath(row: row, section: sectionIndex)))
            }
        }
        return (inserted, moved)
    }

    /// Splits `changes` into the stages of ``ListDifference``, leaving out empty ones;
    /// `firstStageSections` and `firstStagePositions` are what pass 4 built.
    @inlinable
    func assembleStages(
        _ changes: BatchUpdate, mergesRowStages: Bool, firstStageSections: [Section], firstStagePositions: [Int]
    ) -> [Stage] {
        var stages: [Stage] = []
        if mergesRowStages {
            if !changes.isEmpty {
                stages.append(Stage(kind: .deletionsInsertionsAndMoves, update: changes, sections: new))
            }
            return stages
        }
        if !changes.deletedSections.isEmpty || !changes.deletedRows.isEmpty || !changes.reloadedRows.isEmpty {
            stages.append(
                Stage(
                    kind: .deletionsAndReloads,
                    update: BatchUpdate(
                        deletedSections: changes.deletedSections, deletedRows: changes.deletedRows,
                        reloadedRows: changes.reloadedRows),
                    sections: firstStageSections))
        }
        if !changes.insertedSections.isEmpty || !changes.movedSections.isEmpty {
            let secondStageSections = new.indices.map { sectionIndex -> Section in
                let oldSection = newSectionToOld[sectionIndex]
                guard oldSection >= 0 else { return new[sectionIndex] }
                return firstStageSections[firstStagePositions[oldSection]]
            }
            stages.append(
                Stage(
                    kind: .sectionInsertionsAndMoves,
                    update: BatchUpdate(
                        insertedSections: changes.insertedSections, movedSections: changes.movedSections),
                    sections: secondStageSections))
        }
        if !changes.insertedRows.isEmpty || !changes.movedRows.isEmpty {
            stages.append(
                Stage(
                    kind: .rowInsertionsAndMoves,
                    update: BatchUpdate(insertedRows: changes.insertedRows, movedRows: changes.movedRows),
                    sections: new))
        } else if !stages.isEmpty {
            // The data after the last stage equals the new data row for row; hand over the
            // caller's own arrays so the final state is exactly what they asked for.
            stages[stages.count - 1].sections = new
        }
        return stages
    }
}

/// `items` without repeated identities, in order: one representative per duplicated identity.
@inlinable
func _uniqueByIdentity<Rules: _DiffRules>(_ items: [Rules.Item], rules: Rules) -> [Rules.Item] {
    guard !items.isEmpty else { return [] }
    var seen: Set<Rules.Identity> = []
    return items.filter { seen.insert(rules.identity(of: $0)).inserted }
}
