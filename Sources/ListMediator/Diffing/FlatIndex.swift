// The diff addresses items by flat index: an item's index if all sections were laid end to
// end. These map between flat indices and sections.

/// The sections the last lookups of ``_section(containing:offsets:hint:)`` landed in,
/// where the next lookup starts.
///
/// Two, because lookups come in two streams: most follow the items in order, and an item
/// that moved jumps elsewhere for one lookup, after which the order carries on where it
/// was. With one remembered section, every move cost two binary searches, one there and
/// one back; with two, the way back is a walk.
@usableFromInline
struct _SectionHint {
    /// The section of the last lookup.
    @usableFromInline var recent = 0
    /// The section that was ``recent`` before a lookup last had to leave it: where the
    /// items in order carry on after a moved one.
    @usableFromInline var previous = 0

    @inlinable
    init() {}
}

/// The section holding flat index `flat`, starting the search at the sections in `hint`
/// because consecutive lookups usually land in the same or one of the next sections.
///
/// Walks forward from each remembered section over a few sections (empty ones hold no
/// index, so the walk passes them) before falling back to a binary search: with one-row
/// sections the next lookup is nearly always in the next section, which a check of the
/// hinted section alone missed every time.
///
/// - Complexity: O(1) when `flat` is within a few sections after a remembered one,
///   O(log *s*) for *s* sections otherwise.
@inlinable @inline(__always)
func _section(containing flat: Int, offsets: UnsafeBufferPointer<Int>, hint: inout _SectionHint) -> Int {
    // The same section as last time, the most common answer, checked where the caller is.
    let recent = hint.recent
    if flat >= offsets[recent], flat < offsets[recent &+ 1] { return recent }
    return _section(containingAwayFromRecent: flat, offsets: offsets, hint: &hint)
}

/// ``_section(containing:offsets:hint:)`` when the flat index is not in the recent section.
@inlinable @inline(never)
func _section(containingAwayFromRecent flat: Int, offsets: UnsafeBufferPointer<Int>, hint: inout _SectionHint) -> Int {
    if let section = _section(containing: flat, offsets: offsets, near: hint.recent) {
        hint.recent = section
        return section
    }
    let section =
        _section(containing: flat, offsets: offsets, near: hint.previous)
        ?? _section(containing: flat, offsets: offsets)
    hint.previous = hint.recent
    hint.recent = section
    return section
}

/// The section holding flat index `flat` if it is `start` or one of the few after it.
@inlinable @inline(__always)
func _section(containing flat: Int, offsets: UnsafeBufferPointer<Int>, near start: Int) -> Int? {
    guard flat >= offsets[start] else { return nil }
    var section = start
    // offsets ends with the total, so the walk stops at the last section at the latest.
    for _ in 0..<8 {
        if flat < offsets[section &+ 1] { return section }
        section &+= 1
    }
    return nil
}

/// The section holding flat index `flat`, by binary search.
@inlinable
func _section(containing flat: Int, offsets: UnsafeBufferPointer<Int>) -> Int {
    // offsets has one more element than there are sections; find the last offset <= flat.
    var low = 0
    var high = offsets.count &- 2
    while low < high {
        let middle = (low &+ high &+ 1) &>> 1
        if offsets[middle] <= flat { low = middle } else { high = middle &- 1 }
    }
    return low
}

/// The start of every section's items in flat indices, plus the total at the end, in
/// memory the caller deallocates.
@inlinable
func _flatOffsets<SectionIdentifier, Item>(
    _ sections: UnsafeBufferPointer<DiffableSection<SectionIdentifier, Item>>
) -> UnsafeBufferPointer<Int> {
    let offsets = UnsafeMutableBufferPointer<Int>.allocate(capacity: sections.count + 1)
    var total = 0
    for index in sections.indices {
        offsets.initializeElement(at: index, to: total)
        total += sections[index].items.count
    }
    offsets.initializeElement(at: sections.count, to: total)
    return UnsafeBufferPointer(offsets)
}

/// How many sections make ``_sectionOfItems(offsets:)`` worth building: below it the
/// section offsets stay in the cache and a binary search costs little.
@inlinable
var _sectionOfItemsMinimumSectionCount: Int { 4_096 }

/// For every flat index, its section, in memory the caller deallocates; `nil` below
/// ``_sectionOfItemsMinimumSectionCount`` sections.
///
/// With many sections, an item that moved is looked up by binary search over offsets that
/// no longer fit in the cache, a cache miss per step; this map answers in one read, for
/// four bytes per item.
@inlinable
func _sectionOfItems(offsets: UnsafeBufferPointer<Int>) -> UnsafeMutablePointer<Int32>? {
    let sectionCount = offsets.count &- 1
    guard sectionCount >= _sectionOfItemsMinimumSectionCount else { return nil }
    let map = UnsafeMutablePointer<Int32>.allocate(capacity: offsets[sectionCount])
    for section in 0..<sectionCount {
        let start = offsets[section]
        (map + start).initialize(repeating: Int32(truncatingIfNeeded: section), count: offsets[section &+ 1] &- start)
    }
    return map
}

/// The way from a flat index to its section on one side of a diff: where each section's
/// items start, and with many sections the section of every item.
///
/// Non-generic and without references, so reading it from the diff's state copies nothing
/// to retain, even where the diff runs unspecialised.
@usableFromInline
struct _FlatLayout {
    /// The flat index of each section's first item, then the number of items.
    @usableFromInline let offsets: UnsafeBufferPointer<Int>
    /// For every item, its section, when there are many; see ``_sectionOfItems(offsets:)``.
    @usableFromInline let sectionOfItem: UnsafeMutablePointer<Int32>?

    /// The layout of `sections`, in memory ``deallocate()`` frees.
    @inlinable
    init<SectionIdentifier, Item>(_ sections: UnsafeBufferPointer<DiffableSection<SectionIdentifier, Item>>) {
        offsets = _flatOffsets(sections)
        sectionOfItem = _sectionOfItems(offsets: offsets)
    }

    /// The number of items in all sections.
    @inlinable
    var itemCount: Int { offsets[offsets.count &- 1] }

    /// The section holding flat index `flat`; `hint` is used when there are few sections.
    @inlinable @inline(__always)
    func section(containing flat: Int, hint: inout _SectionHint) -> Int {
        if let sectionOfItem { return Int(sectionOfItem[flat]) }
        if offsets.count == 2 { return 0 }  // a flat list, the most common case, needs no search
        return _section(containing: flat, offsets: offsets, hint: &hint)
    }

    /// Frees the offsets and the map.
    @inlinable
    func deallocate() {
        offsets.deallocate()
        sectionOfItem?.deallocate()
    }
}
