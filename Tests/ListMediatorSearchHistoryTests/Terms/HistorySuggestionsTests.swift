import ListMediatorSearchHistory
import Testing

struct HistorySuggestionsTests {
    let history = ["Swift", "Café crème", "sweden", "Ångström", "東京", "swim", "👍 thumbs"]
    var suggestions: HistorySuggestions { HistorySuggestions(history: history, policy: .default) }

    @Test func matchesPrefixesIgnoringCaseAndDiacriticsInHistoryOrder() {
        #expect(suggestions.terms(matchingPrefix: "SW") == ["Swift", "sweden", "swim"])
        #expect(suggestions.terms(matchingPrefix: "swi") == ["Swift", "swim"])
        #expect(suggestions.terms(matchingPrefix: "cafe c") == ["Café crème"])
        #expect(suggestions.terms(matchingPrefix: "ANG") == ["Ångström"])
        #expect(suggestions.terms(matchingPrefix: "e\u{301}") == [])
    }

    @Test func matchesNonLatinAndEmojiPrefixes() {
        #expect(suggestions.terms(matchingPrefix: "東") == ["東京"])
        #expect(suggestions.terms(matchingPrefix: "👍") == ["👍 thumbs"])
    }

    @Test func suggestsEverythingForAnEmptyOrBlankPrefix() {
        #expect(suggestions.terms(matchingPrefix: "") == history)
        #expect(suggestions.terms(matchingPrefix: "  ") == history)
    }

    @Test func ignoresLeadingWhitespaceButNotTrailingWhitespace() {
        #expect(suggestions.terms(matchingPrefix: "  swe") == ["sweden"])
        #expect(suggestions.terms(matchingPrefix: "cafe ") == ["Café crème"])
        #expect(suggestions.terms(matchingPrefix: "swift ") == [])
    }

    @Test func findsNothingWhenNoTermMatches() {
        #expect(suggestions.terms(matchingPrefix: "zz").isEmpty)
        #expect(HistorySuggestions(history: [], policy: .default).terms(matchingPrefix: "a").isEmpty)
    }

    @Test func agreesWithALinearScanOnRandomHistories() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbBéÉ ñ")
        let policy = HistoryPolicy.default
        for _ in 0..<50 {
            let terms = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                String((0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement()! })
            }
            let history = policy.sanitizedHistory(terms)
            let index = HistorySuggestions(history: history, policy: policy)
            for prefix in ["a", "b", "é", "AB", "ñ", "be"] {
                let key = policy.matchingKey(for: prefix)
                let expected = history.filter { policy.matchingKey(for: $0).hasPrefix(key) }
                #expect(index.terms(matchingPrefix: prefix) == expected, "history \(history), prefix \(prefix)")
            }
        }
    }
}
