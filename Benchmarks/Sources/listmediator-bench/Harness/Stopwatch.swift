import Foundation

/// Times closures with a monotonic clock and keeps the median of several repetitions,
/// after warm-up runs that are not counted.
///
/// The closures of one measurement are timed in rounds, each running every closure once in
/// turn, instead of all repetitions of one and then all of the next: a change in the load of
/// a shared machine, or in the state of its caches and heap, then falls on the subject and
/// its baselines alike, and their ratio keeps its meaning. A slow closure (see
/// ``slowRunMilliseconds``) leaves the rounds after its three samples; the others go on
/// taking turns among themselves.
struct Stopwatch {
    var warmups: Int
    var repetitions: Int

    /// A run longer than this needs no warm-up and few repetitions: its noise is relatively
    /// small, and repeating it would make slow baselines dominate the whole run.
    static let slowRunMilliseconds = 1_000.0
    /// The repetitions kept for slow runs; still a median, of three.
    static let slowRunRepetitions = 3

    /// The median wall time of each closure in `works`, in milliseconds, in the same order.
    func medianMilliseconds(_ works: [() -> Int]) -> [Double] {
        var checksum = 0
        var samples = [[Double]](repeating: [], count: works.count)
        var wanted = [Int](repeating: repetitions, count: works.count)
        func time(_ index: Int) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            checksum &+= works[index]()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }
        var isWarm = [Bool](repeating: warmups == 0, count: works.count)
        for warmup in 0..<warmups {
            for index in works.indices where !isWarm[index] {
                let elapsed = time(index)
                if warmup == 0, elapsed > Self.slowRunMilliseconds {
                    // The warm-up counts as a sample; the code is as warm as it gets after one run this long.
                    samples[index].append(elapsed)
                    wanted[index] = min(repetitions, Self.slowRunRepetitions)
                    isWarm[index] = true
                }
            }
        }
        for _ in 0..<repetitions {
            for index in works.indices where samples[index].count < wanted[index] {
                samples[index].append(time(index))
            }
        }
        withExtendedLifetime(checksum) {}
        return samples.map(Self.median)
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
