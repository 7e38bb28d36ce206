import Foundation

/// Times closures with a monotonic clock and keeps the median of several repetitions,
/// after warm-up runs that are not counted.
struct Stopwatch {
    var warmups: Int
    var repetitions: Int

    /// A run longer than this needs no warm-up and few repetitions: its noise is relatively
    /// small, and repeating it would make slow baselines dominate the whole run.
    static let slowRunMilliseconds = 1_000.0
    /// The repetitions kept for slow runs; still a median, of three.
    static let slowRunRepetitions = 3

    /// The median wall time of `work` in milliseconds, and a checksum of its results.
    func medianMilliseconds(_ work: () -> Int) -> (median: Double, checksum: Int) {
        var checksum = 0
        var samples: [Double] = []
        var repetitions = repetitions
        for warmup in 0..<warmups {
            let start = DispatchTime.now().uptimeNanoseconds
            checksum &+= work()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            if warmup == 0, elapsed > Self.slowRunMilliseconds {
                // The warm-up counts as a sample; the code is as warm as it gets after one run this long.
                samples.append(elapsed)
                repetitions = min(repetitions, Self.slowRunRepetitions) - 1
                break
            }
        }
        samples.reserveCapacity(repetitions + 1)
        for _ in 0..<max(repetitions, 0) {
            let start = DispatchTime.now().uptimeNanoseconds
            checksum &+= work()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        samples.sort()
        let middle = samples.count / 2
        let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
        return (median, checksum)
    }
}
