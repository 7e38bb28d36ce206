import Foundation
import ListMediatorSearchHistory
import Testing

struct HistoryPolicyTests {
    let policy = HistoryPolicy.default

    @Test func defaultsToTwentyTermsOfAtMost256CharactersIgnoringCaseAndDiacritics() {
        #expect(policy.capacity == 20)
        #expect(policy.maximumTermLength == 256)
        #expect(policy.ignoresCase)
        #expect(policy.ignoresDiacritics)
    }

    @Test func raisesCapacityAndLengthBelowOneToOne() {
        let policy = HistoryPolicy(capacity: 0, maximumTermLength: -5, maximumTermByteCount: 0)
        #expect(policy.capacity == 1)
        #expect(policy.maximumTermLength == 1)
        #expect(policy.maximumTermByteCount == 1)
    }

    @Test func trimsWhitespaceAndNewlinesAroundATermButNotInside() throws {
        #expect(try policy.normalizedTerm(" \n\tnew  york \r\n") == "new  york")
    }

    @Test(arguments: ["", " ", "\n\t", "\u{00A0}\u{2003}\u{3000}"])
    func treatsBlankTermsAsNoTerm(_ blank: String) throws {
        #expect(try policy.normalizedTerm(blank) == nil)
        #expect(try policy.history(byAdding: blank, to: ["kept"]) == ["kept"])
    }

    @Test func countsLengthInCharactersAfterTrimming() throws {
        let policy = HistoryPolicy(maximumTermLength: 3)
        #expect(try policy.normalizedTerm("   abc   ") == "abc")
        #expect(try policy.normalizedTerm("👨‍👩‍👧‍👦🇫🇷é") == "👨‍👩‍👧‍👦🇫🇷é")
        #expect(throws: HistoryError.termTooLong(length: 4, maximumLength: 3)) {
            try policy.normalizedTerm("abcd")
        }
    }

    /// One character can take any number of bytes: a letter followed by combining marks.
    @Test func refusesATermOfFewCharactersButTooManyBytes() throws {
        #expect(policy.maximumTermByteCount == 32 * 256)
        let oneCharacter = "e" + String(repeating: "\u{301}", count: 200_000)
        #expect(oneCharacter.count == 1)

        #expect(throws: HistoryError.termTooLarge(byteCount: 400_001, maximumByteCount: 8_192)) {
            try policy.normalizedTerm(oneCharacter)
        }
        let small = HistoryPolicy(maximumTermLength: 4, maximumTermByteCount: 8)
        #expect(try small.normalizedTerm(" 日本 ") == "日本")
        #expect(throws: HistoryError.termTooLarge(byteCount: 9, maximumByteCount: 8)) {
            try small.normalizedTerm("日本語")
        }
        #expect(small.sanitizedHistory(["日本語", "日本"]) == ["日本"])
    }

    @Test func explainsAnOverLargeTermInItsErrorMessage() {
        let message = HistoryError.termTooLarge(byteCount: 9_000, maximumByteCount: 8_192).description
        #expect(message.contains("9000"))
        #expect(message.contains("8192"))
        #expect(message.contains("maximumTermByteCount"))
    }

    @Test func explainsAnOverLongTermInItsErrorMessage() {
        let message = HistoryError.termTooLong(length: 300, maximumLength: 256).description
        #expect(message.contains("300"))
        #expect(message.contains("256"))
        #expect(message.contains("maximumTermLength"))
    }

    @Test(arguments: [
        ("Café", "cafe"), ("CAFÉ", "cafe\u{301}"), ("Straße", "STRASSE"), ("Ångström", "angstrom"),
        ("ΕΛΛΗΝΙΚΆ", "ελληνικα"), ("İstanbul", "istanbul"),
    ])
    func matchesTermsThatDifferOnlyInCaseDiacriticsOrNormalisation(_ pair: (String, String)) {
        #expect(policy.matchingKey(for: pair.0) == policy.matchingKey(for: pair.1))
    }

    @Test(arguments: [("東京", "京都"), ("👍🏽", "👍🏿"), ("resume", "resumes"), ("a b", "ab")])
    func keepsTermsThatAreDifferentSearchesApart(_ pair: (String, String)) {
        #expect(policy.matchingKey(for: pair.0) != policy.matchingKey(for: pair.1))
    }

    /// What the guide warns about: in some languages these are different letters, and
    /// `ignoresDiacritics: false` keeps them apart (while still ignoring case and normalisation form).
    @Test(arguments: [("й", "и"), ("å", "a"), ("año", "ano"), ("ё", "е"), ("ç", "c")])
    func mergesLettersSomeLanguagesTellApartUnlessDiacriticsAreKept(_ pair: (String, String)) {
        #expect(policy.matchingKey(for: pair.0) == policy.matchingKey(for: pair.1))
        let keepsDiacritics = HistoryPolicy(ignoresDiacritics: false)
        #expect(keepsDiacritics.matchingKey(for: pair.0) != keepsDiacritics.matchingKey(for: pair.1))
        #expect(keepsDiacritics.matchingKey(for: pair.0.uppercased()) == keepsDiacritics.matchingKey(for: pair.0))
        let decomposed = pair.0.decomposedStringWithCanonicalMapping
        #expect(keepsDiacritics.matchingKey(for: decomposed) == keepsDiacritics.matchingKey(for: pair.0))
    }

    @Test func producesPrecomposedKeysSoByteComparisonAgreesWithStringEquality() {
        let key = HistoryPolicy(ignoresDiacritics: false).matchingKey(for: "E\u{301}")
        #expect(Array(key.unicodeScalars) == ["\u{E9}"])
    }

    @Test func foldsASCIIExactlyAsFoundationDoesDespiteItsFastPath() {
        let ascii = String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) })
        let folded = ascii.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        #expect(policy.matchingKey(for: ascii) == folded)
        #expect(HistoryPolicy(ignoresCase: false).matchingKey(for: ascii) == ascii)
    }

    @Test func matchesCaseAndDiacriticsExactlyWhenTheOptionsAreOff() throws {
        let strict = HistoryPolicy(ignoresCase: false, ignoresDiacritics: false)
        #expect(try strict.history(byAdding: "Cafe", to: ["café", "cafe"]) == ["Cafe", "café", "cafe"])
        #expect(try strict.history(byAdding: "cafe\u{301}", to: ["café", "cafe"]) == ["cafe\u{301}", "cafe"])
    }

    @Test func putsANewTermFirstAndKeepsTheRestInOrder() throws {
        #expect(try policy.history(byAdding: "c", to: ["b", "a"]) == ["c", "b", "a"])
    }

    @Test func movesAMatchingTermToTheFrontWithTheNewSpelling() throws {
        #expect(try policy.history(byAdding: "Swift", to: ["rust", "SWIFT", "go"]) == ["Swift", "rust", "go"])
    }

    @Test func dropsTheOldestTermsBeyondCapacity() throws {
        let policy = HistoryPolicy(capacity: 2)
        #expect(try policy.history(byAdding: "c", to: ["b", "a"]) == ["c", "b"])
        #expect(try policy.history(byAdding: "a", to: ["b", "a"]) == ["a", "b"])
    }

    @Test func removesEveryTermMatchingTheRemovedOne() {
        #expect(policy.history(byRemoving: " CAFE ", from: ["café", "tea", "Cafe"]) == ["tea"])
    }

    @Test func sanitizesStoredTermsWithTheSameRules() {
        let policy = HistoryPolicy(capacity: 3, maximumTermLength: 5)
        let stored = [" a ", "", "A", "toolong", "b", "c", "d"]
        #expect(policy.sanitizedHistory(stored) == ["a", "b", "c"])
    }
}
