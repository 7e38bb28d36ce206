import Foundation
import ListMediatorSearchHistory
@_spi(Testing) import ListMediatorTesting
import Testing

/// The contract every `HistoryRepository` keeps, run against each implementation.
@MainActor
struct HistoryRepositoryConformanceTests {
    nonisolated static let kinds = RepositoryKind.allCases
    /// The kinds whose storage outlives an instance, so that two instances can share it. An
    /// in-memory repository's storage is the instance itself.
    nonisolated static let persistentKinds = RepositoryKind.allCases.filter(\.persists)

    @Test(arguments: kinds) func startsEmpty(_ kind: RepositoryKind) {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }

        #expect(fixture.openRepository().history.isEmpty)
    }

    @Test(arguments: kinds) func showsTheMostRecentTermFirst(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()

        for term in ["swift", "kotlin", "rust"] { try repository.addSearchTerm(term) }

        #expect(repository.history == ["rust", "kotlin", "swift"])
    }

    @Test(arguments: kinds) func storesTermsWithoutSurroundingWhitespace(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()

        try repository.addSearchTerm("  \tswift ui\n ")

        #expect(repository.history == ["swift ui"])
    }

    @Test(arguments: kinds) func ignoresEmptyAndWhitespaceOnlyTerms(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        try repository.addSearchTerm("swift")
        let recorder = HistoryRecorder(observing: repository)

        for blank in ["", " ", "\t\n", "\u{3000}"] { try repository.addSearchTerm(blank) }

        #expect(repository.history == ["swift"])
        #expect(recorder.notifications.isEmpty)
    }

    @Test(arguments: kinds) func trimsWholeCharactersSoNoCombiningMarkIsLeftWithoutItsLetter(
        _ kind: RepositoryKind
    ) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()

        try repository.addSearchTerm(" \u{301}abc")

        #expect(repository.history.map { Array($0.unicodeScalars) } == [["a", "b", "c"]])
        #expect(fixture.openRepository().history.map { Array($0.unicodeScalars) } == [["a", "b", "c"]])
    }

    /// What a stray key press or paste leaves in a field is no search: ignored like a blank term.
    @Test(arguments: kinds) func ignoresTermsWithNothingVisibleInThem(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        try repository.addSearchTerm("swift")
        let recorder = HistoryRecorder(observing: repository)

        for invisible in ["\u{2060}", "\u{0}", "\u{7}", "\u{200B}\u{FEFF} ", "\u{301}", " \u{0}\t\u{200D}\n"] {
            try repository.addSearchTerm(invisible)
        }

        #expect(repository.history == ["swift"])
        #expect(fixture.openRepository().history == ["swift"])
        #expect(recorder.notifications.isEmpty)
    }

    @Test(arguments: kinds) func refusesATermWithAControlCharacterWithATypedErrorAndChangesNothing(
        _ kind: RepositoryKind
    ) throws {
        try expectRefused(
            [
                ("a\u{0}b", .termContainsControlCharacter("\u{0}")),
                (" new\nyork ", .termContainsControlCharacter("\n")),
            ],
            kind)
    }

    /// Skin-tone modifiers, joiners and decomposed accents are parts of characters, not
    /// invisible input.
    @Test(arguments: kinds) func keepsEmojiWithModifiersDecomposedAccentsAndCJKExactly(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        let terms = ["👍🏽", "🧑🏻‍🤝‍🧑🏾 team", "cafe\u{301}", "東京タワー", "नमस्ते", "می\u{200C}خواهم"]

        for term in terms { try repository.addSearchTerm(term) }

        let expected = terms.reversed().map { Array($0.unicodeScalars) }
        #expect(repository.history.map { Array($0.unicodeScalars) } == expected)
        #expect(fixture.openRepository().history.map { Array($0.unicodeScalars) } == expected)
    }

    @Test(arguments: kinds) func movesARepeatedSearchToTheFrontInsteadOfRepeatingIt(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        for term in ["Café", "tea", "juice"] { try repository.addSearchTerm(term) }

        // Different case, no accent, and the accent as a combining mark (NFD): the same search.
        try repository.addSearchTerm("CAFE\u{301}")
        #expect(repository.history == ["CAFE\u{301}", "juice", "tea"])
        try repository.addSearchTerm("cafe")
        #expect(repository.history == ["cafe", "juice", "tea"])
    }

    @Test(arguments: kinds) func storesTheLatestSpellingEvenWhenOnlyItsNormalisationFormDiffers(
        _ kind: RepositoryKind
    ) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        let recorder = HistoryRecorder(observing: repository)

        try repository.addSearchTerm("cafe\u{301}")
        try repository.addSearchTerm("caf\u{E9}")  // Canonically equivalent: String's == says equal.

        let expected: [Unicode.Scalar] = ["c", "a", "f", "\u{E9}"]
        #expect(repository.history.map { Array($0.unicodeScalars) } == [expected])
        #expect(fixture.openRepository().history.map { Array($0.unicodeScalars) } == [expected])
        #expect(recorder.notifications.count == 2)
    }

    @Test(arguments: kinds) func dropsTheOldestTermBeyondCapacity(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind, policy: HistoryPolicy(capacity: 3))
        defer { fixture.remove() }
        let repository = fixture.openRepository()

        for term in ["a", "b", "c", "d", "e"] { try repository.addSearchTerm(term) }

        #expect(repository.history == ["e", "d", "c"])
    }

    @Test(arguments: kinds) func keepsTwentyTermsByDefault(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()

        for index in 1...25 { try repository.addSearchTerm("term \(index)") }

        #expect(repository.history.count == 20)
        #expect(repository.history.first == "term 25")
        #expect(repository.history.last == "term 6")
    }

    @Test(arguments: kinds) func acceptsATermOfExactlyTheMaximumLength(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind, policy: HistoryPolicy(maximumTermLength: 8))
        defer { fixture.remove() }
        let repository = fixture.openRepository()

        // Eight characters, counted as people count them: each flag and family emoji is one.
        let term = "ab🇯🇵👨‍👩‍👧é日本!"
        #expect(term.count == 8)
        try repository.addSearchTerm(term)

        #expect(repository.history == [term])
        #expect(fixture.openRepository().history == [term])
    }

    @Test(arguments: kinds) func refusesAnOverLongTermWithATypedErrorAndChangesNothing(_ kind: RepositoryKind) throws {
        try expectRefused(
            [("  123456789  ", .termTooLong(length: 9, maximumLength: 8))], kind,
            policy: HistoryPolicy(maximumTermLength: 8))
    }

    @Test(arguments: kinds) func refusesATermOfOneCharacterButTooManyBytesAndChangesNothing(
        _ kind: RepositoryKind
    ) throws {
        let oneCharacter = "e" + String(repeating: "\u{301}", count: 200_000)
        try expectRefused([(oneCharacter, .termTooLarge(byteCount: 400_001, maximumByteCount: 8_192))], kind)
    }

    /// Adds each refused term to a repository holding "kept", expecting its error, then checks
    /// that nothing changed: not the history, not what a new instance reads, and no observer
    /// heard anything.
    private func expectRefused(
        _ refusals: [(term: String, error: HistoryError)], _ kind: RepositoryKind, policy: HistoryPolicy = .default
    ) throws {
        let fixture = RepositoryFixture(kind, policy: policy)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        try repository.addSearchTerm("kept")
        let recorder = HistoryRecorder(observing: repository)

        for (term, error) in refusals {
            #expect(throws: error) { try repository.addSearchTerm(term) }
        }
        #expect(repository.history == ["kept"])
        #expect(fixture.openRepository().history == ["kept"])
        #expect(recorder.notifications.isEmpty)
    }

    @Test(arguments: kinds) func keepsNonLatinAndEmojiTermsExactly(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        let terms = ["東京 ラーメン", "Ελληνικά", "борщ", "مرحبا", "👩🏽‍💻 swift", "🏳️‍🌈", "\"quoted\" \\ / {}"]

        for term in terms { try repository.addSearchTerm(term) }
        let reopened = fixture.openRepository()

        #expect(repository.history == terms.reversed())
        #expect(reopened.history == terms.reversed())
        // Byte for byte, not only canonically equivalent.
        #expect(reopened.history.map { Array($0.utf8) } == terms.reversed().map { Array($0.utf8) })
    }

    @Test(arguments: kinds) func removesOneTermMatchingAsDuplicatesDo(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        for term in ["Crème brûlée", "tea", "juice"] { try repository.addSearchTerm(term) }

        try repository.removeSearchTerm("CREME BRULEE")
        try repository.removeSearchTerm("not stored")

        #expect(repository.history == ["juice", "tea"])
        #expect(fixture.openRepository().history == ["juice", "tea"])
    }

    @Test(arguments: kinds) func removesAllTerms(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        for term in ["a", "b"] { try repository.addSearchTerm(term) }

        try repository.removeAllSearchTerms()

        #expect(repository.history.isEmpty)
        #expect(fixture.openRepository().history.isEmpty)
    }

    @Test(arguments: kinds) func tellsObserversAboutEachChangeOnce(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        let recorder = HistoryRecorder(observing: repository)

        try repository.addSearchTerm("a")
        try repository.addSearchTerm("b")
        try repository.addSearchTerm("b")  // Already first: nothing changes.
        try repository.removeSearchTerm("a")
        try repository.removeSearchTerm("a")  // Already gone.
        try repository.removeAllSearchTerms()
        try repository.removeAllSearchTerms()

        #expect(recorder.notifications == [["a"], ["b", "a"], ["b"], []])
    }

    @Test(arguments: kinds) func stopsTellingAnObserverOnceItsObservationIsCancelledOrReleased(
        _ kind: RepositoryKind
    ) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        let cancelled = HistoryRecorder(observing: repository)
        let released = HistoryRecorder(observing: repository)

        cancelled.observation?.cancel()
        released.stopObserving()
        try repository.addSearchTerm("a")

        #expect(cancelled.notifications.isEmpty)
        #expect(released.notifications.isEmpty)
    }

    @Test(arguments: kinds) func letsAHandlerRegisterAndCancelObservationsWhileBeingNotified(
        _ kind: RepositoryKind
    ) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        var lateNotifications: [[String]] = []
        var observations: [HistoryObservation] = []
        var selfCancelling: HistoryObservation?
        selfCancelling = repository.observeHistory { _ in
            selfCancelling?.cancel()
            observations.append(repository.observeHistory { lateNotifications.append($0) })
        }

        try repository.addSearchTerm("a")
        try repository.addSearchTerm("b")

        #expect(selfCancelling?.isCancelled == true)
        #expect(observations.count == 1)
        #expect(lateNotifications == [["b", "a"]])
    }

    @Test(arguments: kinds) func reloadPicksUpAnotherInstancesChangesAndTellsObservers(_ kind: RepositoryKind) throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let first = fixture.openRepository()
        let second = fixture.openRepository()
        let recorder = HistoryRecorder(observing: first)

        try second.addSearchTerm("from the second instance")
        first.reload()

        #expect(first.history == ["from the second instance"])
        #expect(recorder.notifications.last == ["from the second instance"])
    }

    /// The protocol's rule for an ignored term, even where another instance changed the store:
    /// nothing changes, and no observer hears anything.
    @Test(arguments: persistentKinds) func anIgnoredTermChangesNothingEvenAfterAnotherInstanceChangedTheStore(
        _ kind: RepositoryKind
    ) async throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let first = fixture.openRepository()
        let second = fixture.openRepository()
        try first.addSearchTerm("swift")
        try await first.waitUntilSaved()
        let recorder = HistoryRecorder(observing: second)

        try second.addSearchTerm("   ")

        #expect(second.history.isEmpty)
        #expect(recorder.notifications.isEmpty)
    }

    /// Once a change is saved, the instance that made it shows the store's history, which
    /// holds the other instance's changes too.
    @Test(arguments: persistentKinds) func twoInstancesOnOneStoreNeverUndoEachOthersChanges(
        _ kind: RepositoryKind
    ) async throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let first = fixture.openRepository()
        let second = fixture.openRepository()

        try first.addSearchTerm("a")
        try await first.waitUntilSaved()
        try second.addSearchTerm("b")  // second has not reloaded, yet "a" survives.
        try await second.waitUntilSaved()
        try first.addSearchTerm("c")
        try await first.waitUntilSaved()
        try second.removeSearchTerm("a")
        try await second.waitUntilSaved()

        #expect(first.history == ["c", "b", "a"])
        #expect(second.history == ["c", "b"])
        #expect(fixture.openRepository().history == ["c", "b"])
    }

    @Test(arguments: kinds) func waitUntilSavedReturnsOnceTheChangesAreStored(_ kind: RepositoryKind) async throws {
        let fixture = RepositoryFixture(kind)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        try await repository.waitUntilSaved()  // Nothing to save.

        for term in ["a", "b", "c"] { try repository.addSearchTerm(term) }
        try repository.removeSearchTerm("b")
        try await repository.waitUntilSaved()

        #expect(repository.history == ["c", "a"])
        if kind == .file {
            let data = try Data(contentsOf: fixture.fileURL)
            #expect(String(decoding: data, as: UTF8.self).contains(#""terms":["c","a"]"#))
        }
        #expect(fixture.openRepository().history == ["c", "a"])
    }

    @Test(arguments: kinds) func appliesItsPolicyToStoredTermsWrittenUnderAnother(_ kind: RepositoryKind) throws {
        let wide = RepositoryFixture(kind, policy: HistoryPolicy(capacity: 10))
        defer { wide.remove() }
        let writer = wide.openRepository()
        for index in 1...10 { try writer.addSearchTerm("term \(index)") }

        let narrow = RepositoryFixture(kind, policy: HistoryPolicy(capacity: 4))
        defer { narrow.remove() }
        guard kind.persists else { return }
        // Same storage, smaller capacity: as after an app update that lowers the capacity.
        let reader: any HistoryRepository =
            switch kind {
            case .file: FileHistoryRepository(fileURL: wide.fileURL, policy: narrow.policy)
            case .userDefaults:
                UserDefaultsHistoryRepository(defaults: UserDefaults(suiteName: wide.suiteName)!, policy: narrow.policy)
            case .inMemory: narrow.openRepository()
            }

        #expect(reader.history == ["term 10", "term 9", "term 8", "term 7"])
    }

    /// Random adds, removals, clears and reopenings, checked after every step against a
    /// reference model that folds terms its own way (NFD, strip combining marks, lowercase).
    ///
    /// Each run draws a new seed, printed with any failure; set `LISTMEDIATOR_HISTORY_SEED` to
    /// that value to replay it.
    @Test(arguments: kinds) func agreesWithAReferenceModelOverRandomOperations(_ kind: RepositoryKind) throws {
        let seed =
            ProcessInfo.processInfo.environment["LISTMEDIATOR_HISTORY_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: .min ... .max)
        var random = SplitMix64(seed: seed)
        let policy = HistoryPolicy(capacity: 5, maximumTermLength: 6)
        let fixture = RepositoryFixture(kind, policy: policy)
        defer { fixture.remove() }
        var repository = fixture.openRepository()
        var model: [String] = []
        let pieces = ["a", "A", "á", "Á", "b", "B", "e\u{301}", "é", "E", " ", "\t"]
        func randomTerm() -> String {
            (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        func referenceKey(_ term: String) -> String {
            String(
                String.UnicodeScalarView(
                    term.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                        !(0x300...0x36F).contains($0.value)
                    })
            ).lowercased()
        }

        for step in 0..<300 {
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 65 {
                let term = randomTerm()
                // No piece starts with a combining mark, so trimming scalars, as here, and
                // trimming characters, as the policy does, agree. A tab between words is a
                // control character: the term is refused.
                let trimmed = term.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty, trimmed.contains("\t") {
                    #expect(
                        throws: HistoryError.termContainsControlCharacter("\t"),
                        "replay with LISTMEDIATOR_HISTORY_SEED=\(seed)"
                    ) {
                        try repository.addSearchTerm(term)
                    }
                } else if trimmed.count > policy.maximumTermLength {
                    #expect(throws: HistoryError.self, "replay with LISTMEDIATOR_HISTORY_SEED=\(seed)") {
                        try repository.addSearchTerm(term)
                    }
                } else {
                    try repository.addSearchTerm(term)
                    if !trimmed.isEmpty {
                        model.removeAll { referenceKey($0) == referenceKey(trimmed) }
                        model.insert(trimmed, at: 0)
                        model = Array(model.prefix(policy.capacity))
                    }
                }
            } else if roll < 85 {
                let term =
                    model.isEmpty || Bool.random(using: &random)
                    ? randomTerm() : model.randomElement(using: &random)!.uppercased()
                try repository.removeSearchTerm(term)
                let key = referenceKey(term.trimmingCharacters(in: .whitespacesAndNewlines))
                model.removeAll { referenceKey($0) == key }
            } else if roll < 90 {
                try repository.removeAllSearchTerms()
                model = []
            } else if kind.persists {
                repository = fixture.openRepository()
            }
            #expect(
                repository.history.map { Array($0.unicodeScalars) } == model.map { Array($0.unicodeScalars) },
                "step \(step); replay with LISTMEDIATOR_HISTORY_SEED=\(seed)")
            if repository.history != model { break }
        }
        #expect(fixture.diagnostics.isEmpty, "replay with LISTMEDIATOR_HISTORY_SEED=\(seed)")
    }
}
