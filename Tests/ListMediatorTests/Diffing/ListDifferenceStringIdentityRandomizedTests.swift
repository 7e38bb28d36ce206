import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

/// String identities diff exactly as the integers they stand for.
///
/// Each case takes a random pair of the main randomised suite (duplicates, empty sections,
/// moves across sections, everything inserted or deleted), whose integer diff that suite
/// proves correct, and spells every identity as a String: short ones stored in the string
/// itself, long ones on the heap, non-ASCII ones, and identities with several spellings that
/// Swift's `==` treats as equal although their bytes differ (`"é"` and `"e\u{301}"`, `"Å"`,
/// `"A\u{30A}"` and the angstrom sign). Every occurrence picks a spelling at random, so old
/// and new data rarely share bytes. The String diff — sectioned, flat and through closures,
/// which take different paths through the engine — must give the same stages, with the same
/// data and duplicates, as the integer diff.
///
/// 20,000 cases (one in four full of duplicates), each with its own seed, printed on failure: replay it with
/// `checkCase(seed:)`.
struct ListDifferenceStringIdentityRandomizedTests {
    /// Batches of their own, so their seeds never repeat the other suites'.
    static let batches: [UInt64] = Array(12..<16)
    static let casesPerBatch = 5_000

    @Test(arguments: batches)
    func stringIdentitiesDiffLikeTheIntegersTheyStandFor(batch: UInt64) {
        checkSeededCases((0..<UInt64(Self.casesPerBatch)).lazy.map { batch << 32 | $0 }, Self.checkCase(seed:))
    }

    /// Runs one random case; returns what went wrong, or `nil`.
    static func checkCase(seed: UInt64) -> String? {
        var random = SplitMix64(seed: seed)
        // One case in four is full of duplicates, as in the main suite's own batches of them.
        let (old, new) =
            seed % 4 == 0
            ? RandomSections.duplicateHeavyPair(using: &random) : RandomSections.pair(using: &random)
        let spelledOld = spell(old, using: &random)
        let spelledNew = spell(new, using: &random)
        let context = "old \(describe(old)) new \(describe(new))"

        let expected = ListDifference(from: old, to: new)
        if let failure = compare(ListDifference(from: spelledOld, to: spelledNew), with: expected) {
            return "sectioned: \(failure); \(context)"
        }
        // The closure form leaves no unchanged run out, so copies may match otherwise: compared
        // with the integers through closures too.
        let viaClosures = ListDifference(
            from: spelledOld, to: spelledNew, identifiedBy: { $0.id }, isContentEqual: { $0 == $1 })
        let expectedViaClosures = ListDifference(from: old, to: new, identifiedBy: \.id, isContentEqual: ==)
        if let failure = compare(viaClosures, with: expectedViaClosures) {
            return "through closures: \(failure); \(context)"
        }
        let expectedFlat = ListDifference(from: old.flatMap(\.items), to: new.flatMap(\.items))
        let flat = ListDifference(from: spelledOld.flatMap(\.items), to: spelledNew.flatMap(\.items))
        if let failure = compare(flat, with: expectedFlat) {
            return "flat: \(failure); \(context)"
        }
        return nil
    }

    /// What differs between `changeset` and the integer diff `expected`, or `nil`.
    static func compare<SectionIdentifier: Hashable>(
        _ changeset: ListDifference<SectionIdentifier, SpelledRow>,
        with expected: ListDifference<SectionIdentifier, DiffRow>
    ) -> String? {
        if changeset.stages.map(\.kind) != expected.stages.map(\.kind) {
            return "stages \(changeset.stages.map(\.kind)) instead of \(expected.stages.map(\.kind))"
        }
        for (stage, expectedStage) in zip(changeset.stages, expected.stages) {
            if stage.update != expectedStage.update {
                return "\(stage.kind) \(describe(stage.update)) instead of \(describe(expectedStage.update))"
            }
            let rows = stage.sections.map { $0.items.map(\.unspelled) }
            if rows != expectedStage.sections.map(\.items)
                || stage.sections.map(\.identifier)
                    != expectedStage.sections.map(\.identifier)
            {
                return "\(stage.kind) leaves \(rows) instead of \(expectedStage.sections.map(\.items))"
            }
        }
        if changeset.duplicates.items.map(\.unspelled.id) != expected.duplicates.items.map(\.id)
            || changeset.duplicates.sectionIdentifiers != expected.duplicates.sectionIdentifiers
        {
            return "duplicates \(changeset.duplicates.items) instead of \(expected.duplicates.items)"
        }
        return nil
    }

    /// `sections` with every identity spelled as a String, each occurrence in one of its
    /// spellings picked at random.
    static func spell(_ sections: DiffSections, using random: inout SplitMix64) -> [DiffableSection<Int, SpelledRow>] {
        sections.map { section in
            DiffableSection(
                identifier: section.identifier,
                items: section.items.map { row in
                    let spellings = Self.spellings(of: row.id)
                    return SpelledRow(
                        id: spellings[Int(random.next() % UInt64(spellings.count))], content: row.content)
                })
        }
    }

    /// The ways to write identity `id` as a String, all equal by `==`, none equal to another
    /// identity's: every spelling ends in `-` and the number.
    static func spellings(of id: Int) -> [String] {
        switch id % 5 {
        case 0: return ["r-\(id)"]  // short: stored in the String itself
        case 1: return ["an-identifier-long-enough-for-the-heap-\(id)"]
        case 2: return ["caf\u{E9}-\(id)", "cafe\u{301}-\(id)"]  // precomposed and decomposed é
        case 3:
            // Å precomposed, decomposed and as the angstrom sign; ö precomposed and decomposed.
            return ["\u{C5}ngstr\u{F6}m-日本-\(id)", "A\u{30A}ngstro\u{308}m-日本-\(id)", "\u{212B}ngstr\u{F6}m-日本-\(id)"]
        default: return ["\u{212A}elvin-\(id)", "Kelvin-\(id)"]  // the kelvin sign is a K
        }
    }
}

/// A row identified by a String; ``unspelled`` is the integer row it spells.
struct SpelledRow: Identifiable, Hashable, Sendable {
    var id: String
    var content: Int

    /// The integer row whose identity this row's `id` spells.
    var unspelled: DiffRow {
        let number = id.lastIndex(of: "-").flatMap { Int(id[id.index(after: $0)...]) }
        return DiffRow(number ?? -1, content)
    }
}
