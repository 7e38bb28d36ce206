/// Marks a longest increasing subsequence of `values` by replacing each member `v` with
/// `~v`, which is negative; the other values are left as they are.
///
/// The diff keeps the rows (and sections) of this subsequence in place and moves the
/// others: that is the smallest set of moves that puts them in order, so animations show
/// what the user moved rather than everything it pushed along. Patience sorting with a
/// fast path for a value larger than every tail makes an almost-sorted list — the usual
/// case — linear.
///
/// - Parameters:
///   - values: distinct, non-negative values.
///   - tails: scratch space for at least `values.count` elements.
///   - predecessors: scratch space for at least `values.count` elements.
/// - Complexity: O(*n* + *m* log *n*) for *n* values of which *m* are out of order.
@inlinable
func _markLongestIncreasingSubsequence(
    _ values: UnsafeMutableBufferPointer<Int32>,
    tails: UnsafeMutablePointer<Int32>,
    predecessors: UnsafeMutablePointer<Int32>
) {
    guard let base = values.baseAddress, !values.isEmpty else { return }
    var length = 0
    for index in 0..<values.count {
        let value = base[index]
        if length == 0 || base[Int(tails[length &- 1])] < value {
            predecessors[index] = length == 0 ? -1 : tails[length &- 1]
            tails[length] = Int32(truncatingIfNeeded: index)
            length &+= 1
            continue
        }
        // The first tail whose value is larger replaces it: that subsequence can now end lower.
        var low = 0
        var high = length &- 1
        while low < high {
            let middle = (low &+ high) &>> 1
            if base[Int(tails[middle])] < value { low = middle &+ 1 } else { high = middle }
        }
        predecessors[index] = low == 0 ? -1 : tails[low &- 1]
        tails[low] = Int32(truncatingIfNeeded: index)
    }
    var member = Int(tails[length &- 1])
    while member >= 0 {
        base[member] = ~base[member]
        member = Int(predecessors[member])
    }
}
