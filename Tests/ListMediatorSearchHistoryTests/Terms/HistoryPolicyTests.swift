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

    @Test func raisesValuesSetBelowOneAfterCreationToOneToo() {
        var policy = HistoryPolicy()
        policy.capacity = 0
        policy.maximumTermLength = -1
        policy.maximumTermByteCount = .min
        #expect(policy.capacity == 1)
        #expect(policy.maximumTermLength == 1)
        #expect(policy.maximumTermByteCount == 1)
    }

    /// 32 bytes per character would overflow, and trap, for a length meant as "no limit".
    @Test func allowsAnyByteCountWhenTheLengthIsUnlimited() throws {
        let unlimited = HistoryPolicy(maximumTermLength: .max)
        #expect(unlimited.maximumTermByteCount == .max)
        let long = String(repeating: "e\u{301}", count: 10_000)
        #expect(try unlimited.normalizedTerm(long) == long)
    }

    @Test func trimsWhitespaceAndNewlinesAroundATermButNotInside() throws {
        #expect(try policy.normalizedTerm(" \n\tnew  york \r\n") == "new  york")
    }

    @Test(arguments: ["", " ", "\n\t", "\u{00A0}\u{2003}\u{3000}"])
    func treatsBlankTermsAsNoTerm(_ blank: String) throws {
        #expect(try policy.normalizedTerm(blank) == nil)
        #expect(try policy.history(byAdding: blank, to: ["kept"]) == ["kept"])
    }

    /// Trimming by Unicode scalar would keep the accent the leading space carries, leaving a
    /// term that starts with a combining mark.
    @Test func trimsWholeCharactersSoASpaceCarryingAnAccentGoesWithItsAccent() throws {
        #expect(try policy.normalizedTerm(" \u{301}abc")?.unicodeScalars.elementsEqual("abc".unicodeScalars) == true)
        #expect(try policy.normalizedTerm("abc \u{301}\n")?.unicodeScalars.elementsEqual("abc".unicodeScalars) == true)
        #expect(try policy.history(byAdding: "\u{3000}\u{301}東京", to: []) == ["東京"])
    }

    @Test(arguments: [
        "\u{2060}", "\u{0}", "\u{7}", "\u{200B}\u{FEFF} ", "\u{301}", " \u{301}\u{20DD} ", "\u{3164}",
        "\t\u{0}\n\u{FE0F}\u{200D}", "\u{AD}\u{202E}", "\u{1B}",
    ])
    func ignoresTermsWithNothingVisibleInThemAsItIgnoresBlankOnes(_ invisible: String) throws {
        #expect(try policy.normalizedTerm(invisible) == nil)
        #expect(try policy.history(byAdding: invisible, to: ["kept"]) == ["kept"])
    }

    @Test(
        arguments: [
            ("a\u{0}b", "\u{0}"), ("new\nyork", "\n"), ("tab\tseparated", "\t"), ("bell\u{7}", "\u{7}"),
            ("\u{1B}[31mred", "\u{1B}"), ("line\u{2028}break", "\u{2028}"), ("next\u{85}line", "\u{85}"),
        ] as [(String, Unicode.Scalar)])
    func refusesATermWithAControlCharacterOrLineBreakAmongVisibleText(_ term: String, _ control: Unicode.Scalar) {
        #expect(throws: HistoryError.termContainsControlCharacter(control)) {
            try policy.normalizedTerm(term)
        }
        #expect(throws: HistoryError.termContainsControlCharacter(control)) {
            try policy.history(byAdding: term, to: ["kept"])
        }
    }

    @Test func explainsAControlCharacterInItsErrorMessageByCodePoint() {
        let message = HistoryError.termContainsControlCharacter("\u{0}").description
        #expect(message.contains("U+0000"))
        #expect(message.contains("remove control characters"))
        #expect(HistoryError.termContainsControlCharacter("\u{2028}").description.contains("U+2028"))
        #expect(HistoryError.termContainsControlCharacter("\u{E0001}").description.contains("U+E0001"))
    }

    /// Characters built from several scalars (modifiers, joiners, combining marks, marks that
    /// take space) are text, not invisible input: each is stored exactly as given.
    @Test(arguments: [
        "👍🏽", "👩🏿‍💻 swift", "🧑🏻‍🤝‍🧑🏾", "cafe\u{301}", "Cafe\u{301} cre\u{300}me", "東京タワー", "한국어",
        "नमस्ते", "مرحبا", "می\u{200C}خواهم", "🇯🇵", "🏳️‍🌈", "a\u{200B}b",
    ])
    func acceptsTextWhoseCharactersAreMadeOfSeveralScalarsExactlyAsGiven(_ term: String) throws {
        let stored = try #require(try policy.normalizedTerm(term))
        #expect(Array(stored.unicodeScalars) == Array(term.unicodeScalars))
    }

    @Test func checksLengthAndSizeOnTheTrimmedTermNotOnWhatTrimmingRemoved() throws {
        let policy = HistoryPolicy(maximumTermLength: 3, maximumTermByteCount: 3)
        #expect(try policy.normalizedTerm(" \u{301}abc\u{2003}") == "abc")
        #expect(throws: HistoryError.termTooLong(length: 4, maximumLength: 3)) {
            try policy.normalizedTerm(" \u{301}abcd")
        }
        #expect(throws: HistoryError.termTooLarge(byteCount: 5, maximumByteCount: 3)) {
            try policy.normalizedTerm(" \u{301}abe\u{301} ")
        }
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
        let stored = [" a ", "", "A", "toolong", "\u{200B}", "b\u{0}", " \u{301}b", "c", "d"]
        #expect(policy.sanitizedHistory(stored) == ["a", "b", "c"])
    }

    @Test func removesATermTrimmedAsItWouldHaveBeenStored() {
        #expect(policy.history(byRemoving: " \u{301}CAFE\n", from: ["café", "tea"]) == ["tea"])
        #expect(policy.history(byRemoving: "a\u{0}b", from: ["ab", "tea"]) == ["ab", "tea"])
    }
}
