import Foundation

/// Times closures with a monotonic clock and keeps the median of several repetitions,
/// after warm-up runs that are not counted.
struct Stopwatch {
    var warmups: Int
    var repetitions: Int

    /// The median wall time of `work` in milliseconds, and a checksum of its results.
    func medianMilliseconds(_ work: () -> Int) -> (median: Double, checksum: Int) {
        var checksum = 0
        for _ in 0..<warmups { checksum &+= work() }
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
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
