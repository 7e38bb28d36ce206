import Foundation

/// A history with each term's matching key computed once, so that adding a term to a long
/// history compares keys instead of folding every stored term again.
///
/// The policy passed to each method must be the one the keys were made with.
struct KeyedHistory: Equatable, Sendable {
    /// Most recent first.
    private(set) var terms: [String]
    /// `keys[i]` is `policy.matchingKey(for: terms[i])`.
    private(set) var keys: [String]

    static let empty = KeyedHistory(terms: [], keys: [])

    private init(terms: [String], keys: [String]) {
        self.terms = terms
        self.keys = keys
    }

    /// Keys `terms` as they are, for terms that already follow `policy`.
    init(trusting terms: [String], policy: HistoryPolicy) {
        self.init(terms: terms, keys: terms.map(policy.matchingKey(for:)))
    }

    /// Keeps the terms that follow `policy`: normalised, with something visible, without control
    /// characters, short enough, the first of each set of matches, at most
    /// ``HistoryPolicy/capacity``.
    init(sanitizing candidates: [String], policy: HistoryPolicy) {
        var seenKeys = Set<String>()
        var terms: [String] = []
        var keys: [String] = []
        for candidate in candidates where terms.count < policy.capacity {
            guard let term = try? policy.normalizedTerm(candidate) else { continue }
            let key = policy.matchingKey(for: term)
            guard seenKeys.insert(key).inserted else { continue }
            terms.append(term)
            keys.append(key)
        }
        self.init(terms: terms, keys: keys)
    }

    /// Whether both histories hold the same terms with the same Unicode scalars.
    ///
    /// `String`'s `==` treats canonically equivalent spellings (`"é"` and `"e\u{301}"`) as
    /// equal, which would keep a repository from storing the spelling of the latest search.
    func isSpelledLike(_ other: KeyedHistory) -> Bool {
        terms.count == other.terms.count
            && zip(terms, other.terms).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
    }

    /// The history after a search for `term`; unchanged for a term with nothing visible in it.
    ///
    /// - Complexity: O(*n*) key comparisons and one key computation.
    func adding(_ term: String, policy: HistoryPolicy) throws(HistoryError) -> KeyedHistory {
        guard let term = try policy.normalizedTerm(term) else { return self }
        return adding(normalized: term, policy: policy)
    }

    /// The history after a search for `term`, which ``HistoryPolicy/normalizedTerm(_:)``
    /// returned.
    ///
    /// - Complexity: O(*n*) key comparisons and one key computation.
    func adding(normalized term: String, policy: HistoryPolicy) -> KeyedHistory {
        let key = policy.matchingKey(for: term)
        var result = KeyedHistory(terms: [term], keys: [key])
        result.terms.reserveCapacity(min(policy.capacity, terms.count + 1))
        result.keys.reserveCapacity(min(policy.capacity, terms.count + 1))
        for index in terms.indices where result.terms.count < policy.capacity && keys[index] != key {
            result.terms.append(terms[index])
            result.keys.append(keys[index])
        }
        return result
    }

    /// The history after searches for `terms`, oldest first, each as
    /// ``HistoryPolicy/normalizedTerm(_:)`` returned it: the same as adding them one by one,
    /// without a pass over the history for each.
    ///
    /// Adds alone never bring back a term that capacity pushed out, so the result is the added
    /// terms, newest first and each key once, then the terms kept from before, up to capacity.
    ///
    /// - Complexity: O(*n* + *k*) for *k* terms: *k* key computations.
    func adding(normalized terms: [String], policy: HistoryPolicy) -> KeyedHistory {
        guard terms.count > 1 else { return terms.first.map { adding(normalized: $0, policy: policy) } ?? self }
        var seenKeys = Set<String>()
        var result = KeyedHistory.empty
        for term in terms.reversed() where result.terms.count < policy.capacity {
            let key = policy.matchingKey(for: term)
            guard seenKeys.insert(key).inserted else { continue }
            result.terms.append(term)
            result.keys.append(key)
        }
        for index in self.terms.indices where result.terms.count < policy.capacity {
            guard !seenKeys.contains(keys[index]) else { continue }
            result.terms.append(self.terms[index])
            result.keys.append(keys[index])
        }
        return result
    }

    /// The first `count` terms, most recent first.
    func prefix(_ count: Int) -> KeyedHistory {
        KeyedHistory(terms: Array(terms.prefix(count)), keys: Array(keys.prefix(count)))
    }

    /// The history without `term` and its matches.
    ///
    /// - Complexity: O(*n*) key comparisons and one key computation.
    func removing(_ term: String, policy: HistoryPolicy) -> KeyedHistory {
        let key = policy.matchingKey(for: String(HistoryPolicy.trimmed(term)))
        var result = KeyedHistory.empty
        for index in terms.indices where keys[index] != key {
            result.terms.append(terms[index])
            result.keys.append(keys[index])
        }
        return result
    }
}
