/// Matches sections by identifier, the k-th new section with an identifier to the k-th old
/// one, as items are matched. Returns, for every old section, the new section it becomes
/// (or -1 when deleted) and, for every new section, the old one (or -1 when inserted).
/// Appends each repeated identifier, on either side, once, in the order found.
///
/// Works like the item passes: old identifiers go into an ``_IdentityTable`` (repeated ones
/// chained in order), and each new section first tries the old section after the previous
/// match, hashing only when that is not it. With a million one-row sections this was a
/// `Dictionary` and two `Set`s over all identifiers, copying every section on the way.
///
/// - Complexity: O(*s*) expected for *s* sections.
@inlinable
func _matchSections<SectionIdentifier: Hashable, Item>(
    _ old: UnsafeBufferPointer<DiffableSection<SectionIdentifier, Item>>,
    _ new: UnsafeBufferPointer<DiffableSection<SectionIdentifier, Item>>,
    duplicates: inout [SectionIdentifier]
) -> (oldToNew: [Int], newToOld: [Int]) {
    // The common flat list: one section on each side with the same identifier.
    if old.count == 1, new.count == 1, old[0].identifier == new[0].identifier {
        return ([0], [0])
    }
    var oldToNew = [Int](repeating: -1, count: old.count)
    var newToOld = [Int](repeating: -1, count: new.count)
    let oldCount = old.count
    var table = _IdentityTable(expectedCount: oldCount + new.count / 4)
    defer { table.deallocate() }
    // For every old section, the next with the same identifier (-1 for none); for the first
    // of a repeated identifier, its last one so far. Empty until an identifier repeats.
    var nextOccurrence: [Int] = []
    var lastOccurrence: [Int] = []
    // In batches, hashes first and table second, for the reason pass 2 gives.
    let batchSize = 128
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: batchSize) { hashes in
        for batchStart in stride(from: 0, to: oldCount, by: batchSize) {
            let batch = batchStart..<min(batchStart + batchSize, oldCount)
            for index in batch {
                hashes[index &- batchStart] = _IdentityTable.hashBits(old[index].identifier._rawHashValue(seed: 0))
            }
            for index in batch {
                let bits = hashes[index &- batchStart]
                let probe = table.find(hashBits: bits) { old[Int($0)].identifier == old[index].identifier }
                guard let found = probe.reference else {
                    table.insert(UInt32(truncatingIfNeeded: index), hashBits: bits, at: probe.slot)
                    continue
                }
                if nextOccurrence.isEmpty {
                    nextOccurrence = [Int](repeating: -1, count: oldCount)
                    lastOccurrence = [Int](repeating: -1, count: oldCount)
                }
                let first = Int(found)
                let isSecond = nextOccurrence[first] < 0
                nextOccurrence[isSecond ? first : lastOccurrence[first]] = index
                lastOccurrence[first] = index
                if isSecond { duplicates.append(old[index].identifier) }
            }
        }
    }
    let hasRepeatedOldIdentifiers = !nextOccurrence.isEmpty
    var reportedNewRepeats = false
    var predicted = 0
    for index in new.indices {
        let identifier = new[index].identifier
        let match: Int
        // With no repeated old identifier, the one old section with it is what the table
        // would give; see _MatchPrediction for the same idea on items.
        if !hasRepeatedOldIdentifiers, predicted < oldCount, old[predicted].identifier == identifier {
            match = predicted
        } else {
            let bits = _IdentityTable.hashBits(identifier._rawHashValue(seed: 0))
            let probe = table.find(hashBits: bits) { reference in
                let reference = Int(reference)
                return reference < oldCount
                    ? old[reference].identifier == identifier : new[reference &- oldCount].identifier == identifier
            }
            guard let found = probe.reference else {
                table.insert(UInt32(truncatingIfNeeded: oldCount &+ index), hashBits: bits, at: probe.slot)
                continue
            }
            guard Int(found) < oldCount else {
                // Seen before among the new sections only.
                duplicates.append(identifier)
                reportedNewRepeats = true
                continue
            }
            match = Int(found)
            // The next new section with this identifier takes the next old one; the last
            // stays in the table, so any later one finds it taken.
            if hasRepeatedOldIdentifiers, nextOccurrence[match] >= 0 {
                table.replaceReference(at: probe.slot, with: UInt32(truncatingIfNeeded: nextOccurrence[match]))
            }
        }
        guard oldToNew[match] < 0 else {
            // Every old section with this identifier is taken: a repeat among the new ones.
            duplicates.append(identifier)
            reportedNewRepeats = true
            continue
        }
        oldToNew[match] = index
        newToOld[index] = match
        predicted = match &+ 1
    }
    if reportedNewRepeats {
        // A repeat is reported at each extra occurrence; keep the first report of each.
        var seen: Set<SectionIdentifier> = []
        duplicates = duplicates.filter { seen.insert($0).inserted }
    }
    return (oldToNew, newToOld)
}
