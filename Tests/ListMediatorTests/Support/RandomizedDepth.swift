import Foundation

/// How many random sequences the largest randomized suites run.
///
/// By default, as many as keep the README's `swift test` within a few minutes on a busy 2-core
/// laptop: the suites share the main actor, so their time adds up. `LISTMEDIATOR_DEEP_TESTS=1`
/// (CI sets it) runs twice as many. Each run draws new seeds either way, so the runs add up to
/// more sequences over time; a failure prints the seed that replays it.
enum RandomizedDepth {
    static let isDeep = ProcessInfo.processInfo.environment["LISTMEDIATOR_DEEP_TESTS"] == "1"

    /// `count` sequences, or twice as many in a deep run.
    static func sequences(_ count: Int) -> Int { isDeep ? 2 * count : count }
}
