// Validation must tell whether two operations on one side of an update target the same row.
// Checking that costs a share of every apply on the main actor, so it avoids hashing index
// paths: an update that changes many of the rows marks them in a bitmap, one that changes few
// sorts them.

extension BatchUpdate {
    /// The rows one side of an update targets (before the update, or after it), and whether
    /// any is targeted twice.
    ///
    /// Where the update changes at least one row in 512 of that side, each row is a bit at its
    /// index among all rows, found in a bitmap as it is marked: O(*c* + *n* / 64) for *c*
    /// changes in *n* rows. Otherwise each row is a key collected and sorted at the end, so a
    /// small update of a huge list pays no bitmap: O(*c* log *c*).
    struct RowTargets {
        /// The index among all rows of each section's first row; dense form only.
        private var sectionStarts: [Int] = []
        /// One bit per row, set once it is targeted; dense form only.
        private var bits: [UInt64] = []
        /// A key per targeted row that sorts as its index path does; sparse form only.
        private var keys: [UInt64] = []
        /// Whether two rows may share a key: a section or a row of 2³² or more; sparse form only.
        private var keysMayCollide = false
        /// Whether the dense form found a row targeted twice.
        private var foundRepeat = false
        private let isDense: Bool

        /// Room for `expectedCount` targets among rows counted, by section, in `rowCounts`.
        /// - Complexity: O(*s* + *n* / 64) for *s* sections and *n* rows when dense, O(1) otherwise.
        init(rowCounts: [Int], expectedCount: Int) {
            let rowCount = rowCounts.reduce(0, +)
            isDense = expectedCount &* 512 >= rowCount
            if isDense {
                sectionStarts.reserveCapacity(rowCounts.count)
                var start = 0
                for count in rowCounts {
                    sectionStarts.append(start)
                    start &+= count
                }
                bits = Array(repeating: 0, count: (rowCount &+ 63) / 64)
            } else {
                keys.reserveCapacity(expectedCount)
            }
        }

        /// Records a target; `section` and `row` must be within the counts given at creation.
        @inline(__always)
        mutating func insert(section: Int, row: Int) {
            if isDense {
                let index = sectionStarts[section] &+ row
                let mask = UInt64(1) &<< UInt64(index & 63)
                let word = index &>> 6
                if bits[word] & mask != 0 { foundRepeat = true }
                bits[word] |= mask
            } else {
                keysMayCollide = keysMayCollide || section > UInt32.max || row > UInt32.max
                keys.append(UInt64(truncatingIfNeeded: section) << 32 | UInt64(truncatingIfNeeded: row) & 0xFFFF_FFFF)
            }
        }

        /// Whether a row may have been targeted twice: certainly when dense; when sparse, also
        /// when two rows could not be told apart by their keys.
        mutating func mayHaveRepeats() -> Bool {
            if isDense { return foundRepeat }
            if keysMayCollide { return true }
            // Two targets of one row show as neighbours once sorted.
            keys.sort()
            return keys.indices.dropFirst().contains { keys[$0] == keys[$0 &- 1] }
        }
    }
}
