import Foundation

/// How many random sequences the randomized suites run, as in the core's tests (each test
/// target has its own copy).
///
/// By default, as many as keep `swift test` within a few minutes on a busy 2-core laptop.
/// `LISTMEDIATOR_DEEP_TESTS=1` (CI sets it) runs twice as many. Each run draws new seeds
/// either way; a failure prints the seed that replays it.
enum RandomizedDepth {
    static let isDeep = ProcessInfo.processInfo.environment["LISTMEDIATOR_DEEP_TESTS"] == "1"

    /// `count` sequences, or twice as many in a deep run.
    static func sequences(_ count: Int) -> Int { isDeep ? 2 * count : count }
}
