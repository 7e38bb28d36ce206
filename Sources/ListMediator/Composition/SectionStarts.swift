/// Where each child's sections start among a container's sections: prefix sums of the
/// children's section counts, with the total at the end.
///
/// Finding the child that holds a section is a binary search, so mapping an index path
/// either way is O(log *c*) for *c* children and allocates nothing.
@usableFromInline
struct SectionStarts: Equatable, Sendable {
    /// `starts[i]` is child *i*'s first section; `starts[children]` is the total.
    @usableFromInline private(set) var starts: [Int] = [0]

    /// Counts from each child's section count.
    init(sectionCounts: some Sequence<Int>) {
        var total = 0
        starts.reserveCapacity(sectionCounts.underestimatedCount + 1)
        for count in sectionCounts {
            total += count
            starts.append(total)
        }
    }

    init() {}

    /// Counts again from each child's section count, in the storage already held: a composite
    /// counts after every batch update, and a new array each time would be an allocation each.
    mutating func recount(sectionCounts: some Sequence<Int>) {
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
        var total = 0
        for count in sectionCounts {
            total += count
            starts.append(total)
        }
    }

    /// The number of sections of all children together.
    @inlinable var total: Int { starts[starts.count - 1] }

    /// The number of children counted.
    var childCount: Int { starts.count - 1 }

    /// Child `child`'s first section.
    func start(ofChild child: Int) -> Int { starts[child] }

    /// The number of sections child `child` had when counted.
    func sectionCount(ofChild child: Int) -> Int { starts[child + 1] - starts[child] }

    /// The child holding `section` and the section within it, or `nil` when `section` is out of range.
    /// - Complexity: O(log *c*); children with no sections are skipped.
    @inlinable
    func locate(_ section: Int) -> (child: Int, section: Int)? {
        guard section >= 0, section < total else { return nil }
        // The last child whose start is at or before `section`: children with no sections share
        // their start with the next child, and the last of them is the one holding it.
        var low = 0
        var high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= section { low = middle } else { high = middle - 1 }
        }
        return (low, section - starts[low])
    }
}
