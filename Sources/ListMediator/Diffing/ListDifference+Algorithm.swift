import Foundation

// The diff itself: Heckel's idea of matching identities through a hash table, in passes
// over flat item indices (an item's index if all sections were laid end to end).
//
// 1. Sections are matched by identifier; unmatched ones are deleted or inserted.
// 2. Every old item's identity goes into an _IdentityTable; a repeated one is a duplicate.
// 3. Every new item is looked up. It matches an old item only if both their sections
//    survive; otherwise the pair becomes a deletion and an insertion, because UIKit cannot
//    move a row out of a deleted section or into an inserted one.
// 4. One pass over the old items emits deletions and builds the data after stage 1.
// 5. One pass per new section finds the rows that keep their relative order (a longest
//    increasing subsequence) and moves the others.
// 6. Stages are assembled; with no section inserted or moved and no row reloaded, the
//    deletions, insertions and moves go in one batch.
//
// Per-item state lives in manually allocated Int32 buffers: no per-item allocation, no
// bounds or uniqueness checks in the hot loops, and half the memory of Int.

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
}

/// The section holding flat index `flat`, starting the search at `hint` because
/// consecutive lookups usually land in the same or the next section.
@inlinable
func _section(containing flat: Int, offsets: UnsafeBufferPointer<Int>, hint: inout Int) -> Int {
    if flat >= offsets[hint], flat < offsets[hint &+ 1] { return hint }
    // offsets has one more element than there are sections; find the last offset <= flat.
    var low = 0
    var high = offsets.count &- 2
    while low < high {
        let middle = (low &+ high &+ 1) &>> 1
        if offsets[middle] <= flat { low = middle } else { high = middle &- 1 }
    }
    hint = low
    return low
}

/// The start of every section's items in flat indices, plus the total at the end.
@inlinable
func _flatOffsets<SectionIdentifier, Item>(_ sections: [DiffableSection<SectionIdentifier, Item>]) -> [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(sections.count + 1)
    var total = 0
    for section in sections {
        offsets.append(total)
        total += section.items.count
    }
    offsets.append(total)
    return offsets
}

/// Matches sections by identifier. Returns, for every old section, the new section it
/// becomes (or -1 when deleted) and, for every new section, the old one (or -1 when
/// inserted). A repeated identifier on either side is reported and left unmatched.
/// - Complexity: O(*s*) expected for *s* sections.
@inlinable
func _matchSections<SectionIdentifier: Hashable, Item>(
    _ old: [DiffableSection<SectionIdentifier, Item>],
    _ new: [DiffableSection<SectionIdentifier, Item>],
    duplicates: inout [SectionIdentifier]
) -> (oldToNew: [Int], newToOld: [Int]) {
    var oldToNew = [Int](repeating: -1, count: old.count)
    var newToOld = [Int](repeating: -1, count: new.count)
    // The common flat list: one section on each side with the same identifier.
    if old.count == 1, new.count == 1, old[0].identifier == new[0].identifier {
        return ([0], [0])
    }
    var oldIndex: [SectionIdentifier: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    var reported: Set<SectionIdentifier> = []
    for (index, section) in old.enumerated() {
        // The first occurrence is matched; later ones are deleted.
        if oldIndex[section.identifier] == nil {
            oldIndex[section.identifier] = index
        } else if reported.insert(section.identifier).inserted {
            duplicates.append(section.identifier)
        }
    }
    var seenNew: Set<SectionIdentifier> = []
    seenNew.reserveCapacity(new.count)
    for (index, section) in new.enumerated() {
        guard seenNew.insert(section.identifier).inserted else {
            if reported.insert(section.identifier).inserted { duplicates.append(section.identifier) }
            continue
        }
        if let match = oldIndex[section.identifier] {
            oldToNew[match] = index
            newToOld[index] = match
        }
    }
    return (oldToNew, newToOld)
}

/// Computes a ``ListDifference``; see its documentation for the stages.
///
/// - Complexity: O(*n* + *s* log *s*) expected for *n* items in *s* sections, plus
///   O(*m* log *n*) for *m* items that change position.
@inlinable
func _computeListDifference<SectionIdentifier: Hashable, Item, ItemIdentifier: Hashable>(
    from old: [DiffableSection<SectionIdentifier, Item>],
    to new: [DiffableSection<SectionIdentifier, Item>],
    identifier: (Item) -> ItemIdentifier,
    isContentEqual: (Item, Item) -> Bool
) -> ListDifference<SectionIdentifier, Item> {
    typealias Section = DiffableSection<SectionIdentifier, Item>
    typealias Stage = ListDifference<SectionIdentifier, Item>.Stage

    var duplicateSections: [SectionIdentifier] = []
    let (oldSectionToNew, newSectionToOld) = _matchSections(old, new, duplicates: &duplicateSections)
    let oldOffsetArray = _flatOffsets(old)
    let newOffsetArray = _flatOffsets(new)
    let oldCount = oldOffsetArray[old.count]
    let newCount = newOffsetArray[new.count]
    // Per-item state is Int32 and table references are old and new flat indices side by side.
    precondition(oldCount + newCount < Int(Int32.max), "a diff can hold at most 2^31 - 1 items, old and new together")

    let oldToNew = UnsafeMutablePointer<Int32>.allocate(capacity: oldCount)
    let newToOld = UnsafeMutablePointer<Int32>.allocate(capacity: newCount)
    let oldIdentifiers = UnsafeMutablePointer<ItemIdentifier>.allocate(capacity: oldCount)
    var table = _IdentityTable(expectedCount: oldCount + newCount / 4)
    defer {
        oldToNew.deallocate()
        newToOld.deallocate()
        oldIdentifiers.deinitialize(count: oldCount)
        oldIdentifiers.deallocate()
        table.deallocate()
    }
    var duplicateItems: [Item] = []
    var reloadedRows: [IndexPath] = []
    var matchedCount = 0
    var liveOldCount = 0
    var liveInsertCount = 0

    return oldOffsetArray.withUnsafeBufferPointer { oldOffsets in
        newOffsetArray.withUnsafeBufferPointer { newOffsets in
            var oldHint = 0
            var newHint = 0
            @inline(__always) func newItem(_ flat: Int) -> Item {
                let section = _section(containing: flat, offsets: newOffsets, hint: &newHint)
                return new[section].items[flat &- newOffsets[section]]
            }

            // Pass 2: every old identity into the table. Hashing goes through
            // `_rawHashValue(seed:)`, the entry point Set and Dictionary use, because `hashValue`
            // builds a full Hasher even for an Int; the result is just as randomly seeded.
            for sectionIndex in old.indices {
                let isLive = oldSectionToNew[sectionIndex] >= 0
                let base = oldOffsets[sectionIndex]
                if isLive { liveOldCount += old[sectionIndex].items.count }
                old[sectionIndex].items.withUnsafeBufferPointer { items in
                    for row in 0..<items.count {
                        let flat = base &+ row
                        let key = identifier(items[row])
                        (oldIdentifiers + flat).initialize(to: key)
                        oldToNew[flat] = isLive ? _OldItemState.unmatched : _OldItemState.inDeletedSection
                        let bits = _IdentityTable.hashBits(key._rawHashValue(seed: 0))
                        let probe = table.find(hashBits: bits) { oldIdentifiers[Int($0)] == key }
                        if probe.reference == nil {
                            table.insert(UInt32(truncatingIfNeeded: flat), hashBits: bits, at: probe.slot)
                        } else {
                            duplicateItems.append(items[row])
                        }
                    }
                }
            }

            // Pass 3: every new identity looked up; matches, content changes, duplicates.
            for sectionIndex in new.indices {
                let isLive = newSectionToOld[sectionIndex] >= 0
                let base = newOffsets[sectionIndex]
                new[sectionIndex].items.withUnsafeBufferPointer { items in
                    for row in 0..<items.count {
                        let flat = base &+ row
                        newToOld[flat] = -1
                        let key = identifier(items[row])
                        let bits = _IdentityTable.hashBits(key._rawHashValue(seed: 0))
                        let probe = table.find(hashBits: bits) { reference in
                            let reference = Int(reference)
                            return reference < oldCount
                                ? oldIdentifiers[reference] == key
                                    // Only new items no old item matched are stored; rare enough to look up slowly.
                                : identifier(newItem(reference &- oldCount)) == key
                        }
                        guard let found = probe.reference else {
                            table.insert(UInt32(truncatingIfNeeded: oldCount &+ flat), hashBits: bits, at: probe.slot)
                            if isLive { liveInsertCount &+= 1 }
                            continue
                        }
                        let oldFlat = Int(found)
                        guard oldFlat < oldCount else {
                            duplicateItems.append(items[row])
                            if isLive { liveInsertCount &+= 1 }
                            continue
                        }
                        switch oldToNew[oldFlat] {
                        case _OldItemState.unmatched:
                            if isLive {
                                oldToNew[oldFlat] = Int32(truncatingIfNeeded: flat)
                                newToOld[flat] = Int32(truncatingIfNeeded: oldFlat)
                                matchedCount &+= 1
                                let oldSection = _section(containing: oldFlat, offsets: oldOffsets, hint: &oldHint)
                                let oldRow = oldFlat &- oldOffsets[oldSection]
                                if !isContentEqual(old[oldSection].items[oldRow], items[row]) {
                                    reloadedRows.append(IndexPath(row: oldRow, section: oldSection))
                                }
                            } else {
                                oldToNew[oldFlat] = _OldItemState.claimedByInsertedSection
                            }
                        case _OldItemState.inDeletedSection:
                            oldToNew[oldFlat] = _OldItemState.claimedInDeletedSection
                            if isLive { liveInsertCount &+= 1 }
                        default:
                            duplicateItems.append(items[row])
                            if isLive { liveInsertCount &+= 1 }
                        }
                    }
                }
            }

            // Sections: which survivors keep their order, which move, which are inserted.
            var survivorsInOldOrder: [Int32] = []
            for sectionIndex in old.indices where oldSectionToNew[sectionIndex] >= 0 {
                survivorsInOldOrder.append(Int32(oldSectionToNew[sectionIndex]))
            }
            var movedSections: [BatchUpdate.Move<Int>] = []
            survivorsInOldOrder.withUnsafeMutableBufferPointer { order in
                let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: order.count * 2)
                defer { scratch.deallocate() }
                _markLongestIncreasingSubsequence(order, tails: scratch, predecessors: scratch + order.count)
                for (position, target) in order.enumerated() where target >= 0 {
                    movedSections.append(.init(from: position, to: Int(target)))
                }
            }
            let deletedSections = old.indices.filter { oldSectionToNew[$0] < 0 }
            let insertedSections = new.indices.filter { newSectionToOld[$0] < 0 }
            let hasSectionStage = !insertedSections.isEmpty || !movedSections.isEmpty
            let hasFirstStage = !deletedSections.isEmpty || !reloadedRows.isEmpty || matchedCount < liveOldCount
            // Without section insertions or moves and without reloads, stages 1 and 3 fit in one
            // batch: moves then come from old coordinates, and no intermediate data is needed.
            let mergesRowStages = !hasSectionStage && reloadedRows.isEmpty

            // Pass 4: deletions, the data after stage 1, and each match's row in that data.
            var deletedRows: [IndexPath] = []
            deletedRows.reserveCapacity(liveOldCount - matchedCount)
            var firstStageSections: [Section] = []
            let buildsFirstStageData = !mergesRowStages && (hasFirstStage || hasSectionStage)
            var firstStagePosition = [Int](repeating: -1, count: old.count)
            for sectionIndex in old.indices where oldSectionToNew[sectionIndex] >= 0 {
                let base = oldOffsets[sectionIndex]
                let rowCount = old[sectionIndex].items.count
                var items: [Item] = []
                if buildsFirstStageData { items.reserveCapacity(rowCount) }
                var rank: Int32 = 0
                for row in 0..<rowCount {
                    let flat = base &+ row
                    let match = oldToNew[flat]
                    if match >= 0 {
                        // The new value, so a reloaded row shows its new content from stage 1 on.
                        if buildsFirstStageData { items.append(newItem(Int(match))) }
                        oldToNew[flat] = rank
                        rank &+= 1
                    } else {
                        deletedRows.append(IndexPath(row: row, section: sectionIndex))
                    }
                }
                if buildsFirstStageData {
                    firstStagePosition[sectionIndex] = firstStageSections.count
                    firstStageSections.append(
                        Section(identifier: new[oldSectionToNew[sectionIndex]].identifier, items: items))
                }
            }

            // Pass 5: per surviving new section, keep the longest run of rows in order; move the rest.
            var insertedRows: [IndexPath] = []
            insertedRows.reserveCapacity(liveInsertCount)
            var movedRows: [BatchUpdate.Move<IndexPath>] = []
            var largestSection = 0
            for section in new { largestSection = max(largestSection, section.items.count) }
            let ranks = UnsafeMutablePointer<Int32>.allocate(capacity: largestSection * 3)
            defer { ranks.deallocate() }
            for sectionIndex in new.indices where newSectionToOld[sectionIndex] >= 0 {
                let base = newOffsets[sectionIndex]
                let rowCount = new[sectionIndex].items.count
                var candidateCount = 0
                for row in 0..<rowCount {
                    let oldFlat = Int(newToOld[base &+ row])
                    guard oldFlat >= 0 else { continue }
                    let oldSection = _section(containing: oldFlat, offsets: oldOffsets, hint: &oldHint)
                    if oldSectionToNew[oldSection] == sectionIndex {
                        ranks[candidateCount] = oldToNew[oldFlat]
                        candidateCount &+= 1
                    }
                }
                _markLongestIncreasingSubsequence(
                    UnsafeMutableBufferPointer(start: ranks, count: candidateCount),
                    tails: ranks + largestSection, predecessors: ranks + 2 * largestSection)
                var candidate = 0
                for row in 0..<rowCount {
                    let oldFlat = Int(newToOld[base &+ row])
                    guard oldFlat >= 0 else {
                        insertedRows.append(IndexPath(row: row, section: sectionIndex))
                        continue
                    }
                    let oldSection = _section(containing: oldFlat, offsets: oldOffsets, hint: &oldHint)
                    let sourceSection = oldSectionToNew[oldSection]
                    if sourceSection == sectionIndex {
                        let rank = ranks[candidate]
                        candidate &+= 1
                        if rank < 0 { continue }  // in the ordered run: stays put
                    }
                    // The source in the layout the batch starts from: the old one when merged,
                    // otherwise the one after stages 1 and 2 (final section, row among survivors).
                    let source =
                        mergesRowStages
                        ? IndexPath(row: oldFlat &- oldOffsets[oldSection], section: oldSection)
                        : IndexPath(row: Int(oldToNew[oldFlat]), section: sourceSection)
                    movedRows.append(.init(from: source, to: IndexPath(row: row, section: sectionIndex)))
                }
            }

            var stages: [Stage] = []
            if mergesRowStages {
                let update = BatchUpdate(
                    deletedSections: deletedSections, deletedRows: deletedRows, insertedRows: insertedRows,
                    movedRows: movedRows)
                if !update.isEmpty {
                    stages.append(Stage(kind: .deletionsInsertionsAndMoves, update: update, sections: new))
                }
            } else if hasFirstStage {
                stages.append(
                    Stage(
                        kind: .deletionsAndReloads,
                        update: BatchUpdate(
                            deletedSections: deletedSections, deletedRows: deletedRows, reloadedRows: reloadedRows),
                        sections: firstStageSections))
            }
            if hasSectionStage {
                let secondStageSections = new.indices.map { sectionIndex -> Section in
                    let oldSection = newSectionToOld[sectionIndex]
                    guard oldSection >= 0 else { return new[sectionIndex] }
                    return firstStageSections[firstStagePosition[oldSection]]
                }
                stages.append(
                    Stage(
                        kind: .sectionInsertionsAndMoves,
                        update: BatchUpdate(insertedSections: insertedSections, movedSections: movedSections),
                        sections: secondStageSections))
            }
            if !mergesRowStages, !insertedRows.isEmpty || !movedRows.isEmpty {
                stages.append(
                    Stage(
                        kind: .rowInsertionsAndMoves,
                        update: BatchUpdate(insertedRows: insertedRows, movedRows: movedRows),
                        sections: new))
            } else if !stages.isEmpty {
                // The data after the last stage equals the new data row for row; hand over the
                // caller's own arrays so the final state is exactly what they asked for.
                stages[stages.count - 1].sections = new
            }

            return ListDifference(
                stages: stages, initialSections: old, finalSections: new,
                duplicates: .init(
                    sectionIdentifiers: duplicateSections,
                    items: _uniqueByIdentity(duplicateItems, identifier: identifier)))
        }
    }
}

/// `items` without repeated identities, in order: one representative per duplicated identity.
@inlinable
func _uniqueByIdentity<Item, ItemIdentifier: Hashable>(
    _ items: [Item], identifier: (Item) -> ItemIdentifier
) -> [Item] {
    guard !items.isEmpty else { return [] }
    var seen: Set<ItemIdentifier> = []
    return items.filter { seen.insert(identifier($0)).inserted }
}
