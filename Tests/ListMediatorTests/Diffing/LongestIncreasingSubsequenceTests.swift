@_spi(Testing) import ListMediatorTesting
import Testing

@testable import ListMediator

struct LongestIncreasingSubsequenceTests {
    /// The members `_markLongestIncreasingSubsequence` marks in `values`.
    private func marked(_ values: [Int32]) -> [Int32] {
        var values = values
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, values.count * 2))
        defer { scratch.deallocate() }
        values.withUnsafeMutableBufferPointer {
            _markLongestIncreasingSubsequence($0, tails: scratch, predecessors: scratch + $0.count)
        }
        return values.filter { $0 < 0 }.map { ~$0 }
    }

    /// The length of a longest increasing subsequence, by the quadratic textbook method.
    private func longestLength(_ values: [Int32]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for end in values.indices {
            for start in 0..<end where values[start] < values[end] { best[end] = max(best[end], best[start] + 1) }
        }
        return best.max() ?? 0
    }

    @Test func marksEverythingInASortedList() {
        #expect(marked([0, 1, 2, 3]) == [0, 1, 2, 3])
    }

    @Test func marksOneValueOfAReversedList() {
        #expect(marked([3, 2, 1, 0]).count == 1)
    }

    @Test func leavesOutOnlyTheDisplacedValue() {
        #expect(marked([5, 0, 1, 2, 3, 4]) == [0, 1, 2, 3, 4])
        #expect(marked([1, 2, 3, 4, 5, 0]) == [1, 2, 3, 4, 5])
    }

    @Test func handlesEmptyInput() {
        #expect(marked([]).isEmpty)
    }

    @Test func marksAnIncreasingSubsequenceOfMaximalLengthForRandomInput() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<500 {
            let values = Array(0..<Int32(random.next() % 20)).shuffled(using: &random)
            let members = marked(values)
            #expect(members == members.sorted())
            #expect(members.count == longestLength(values), "values \(values)")
        }
    }
}
