/// The terms of a history that start with what the user has typed, matched as the policy
/// matches duplicates (by default ignoring case and diacritics), in history order.
///
/// Build it once per history change; lookups then cost a binary search plus the matches,
/// instead of folding every term on every keystroke.
///
/// ```swift
/// let suggestions = HistorySuggestions(history: ["Swift", "Sweden", "Café"], policy: .default)
/// suggestions.terms(matchingPrefix: "sw")   // ["Swift", "Sweden"]
/// suggestions.terms(matchingPrefix: "CAFE")  // ["Café"]
/// ```
public struct HistorySuggestions: Sendable {
    /// The history the suggestions are drawn from, most recent first.
    public let history: [String]
    private let policy: HistoryPolicy
    /// Matching keys with the position of their term in `history`, ordered by the keys' UTF-8
    /// bytes, so the keys sharing a prefix are one contiguous run.
    private let sortedKeys: [(key: String, index: Int)]

    /// Indexes `history` for prefix lookups.
    ///
    /// - Complexity: O(*n* log *n*) comparisons plus *n* key computations.
    public init(history: [String], policy: HistoryPolicy) {
        self.history = history
        self.policy = policy
        sortedKeys = history.enumerated()
            .map { (key: policy.matchingKey(for: $0.element), index: $0.offset) }
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// The terms whose matching key starts with the key of `prefix`, most recent first. Leading
    /// whitespace in `prefix` is ignored; an empty or blank prefix matches every term.
    ///
    /// - Complexity: O(log *n* + *k* log *k*), where *k* is the number of matches.
    public func terms(matchingPrefix prefix: String) -> [String] {
        let typed = prefix.drop { $0.isWhitespace }
        guard !typed.isEmpty else { return history }
        let query = policy.matchingKey(for: String(typed))

        // Lower bound: the first key not ordered before the query.
        var low = 0
        var high = sortedKeys.count
        while low < high {
            let middle = (low + high) / 2
            if sortedKeys[middle].key.utf8.lexicographicallyPrecedes(query.utf8) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var matches: [Int] = []
        while low < sortedKeys.count, sortedKeys[low].key.utf8.starts(with: query.utf8) {
            matches.append(sortedKeys[low].index)
            low += 1
        }
        matches.sort()
        return matches.map { history[$0] }
    }
}
