// The diff addresses items by flat index: an item's index if all sections were laid end to
// end. These map between flat indices and sections.

/// The section holding flat index `flat`, starting the search at `hint` because
/// consecutive lookups usually land in the same or one of the next sections.
///
/// Walks forward from the hint over a few sections (empty ones hold no index, so the walk
/// passes them) before falling back to a binary search: with one-row sections the next
/// lookup is nearly always in the next section, which a check of the hinted section alone
/// missed every time.
///
/// - Complexity: O(1) when `flat` is within a few sections after `hint`, O(log *s*) for
///   *s* sections otherwise.
@inlinable
func _section(containing flat: Int, offsets: UnsafeBufferPointer<Int>, hint: inout Int) -> Int {
    var section = hint
    if flat >= offsets[section] {
        // offsets ends with the total, so the walk stops at the last section at the latest.
        for _ in 0..<8 {
            if flat < offsets[section &+ 1] {
                hint = section
                return section
            }
            section &+= 1
        }
    }
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

/// The start of every section's items in flat indices, plus the total at the end, in
/// memory the caller deallocates.
@inlinable
func _flatOffsets<SectionIdentifier, Item>(
    _ sections: [DiffableSection<SectionIdentifier, Item>]
) -> UnsafeBufferPointer<Int> {
    let offsets = UnsafeMutableBufferPointer<Int>.allocate(capacity: sections.count + 1)
    var total = 0
    // By index: enumerating would copy each section, retaining its items.
    for index in sections.indices {
        offsets.initializeElement(at: index, to: total)
        total += sections[index].items.count
    }
    offsets.initializeElement(at: sections.count, to: total)
    return UnsafeBufferPointer(offsets)
}
