@_spi(Testing) import ListMediatorTesting
import Testing

@testable import ListMediator

/// The lookups from flat item indices to sections, against a plain scan.
struct FlatIndexTests {
    /// Section offsets (with the total at the end) of random sizes, about half of them empty.
    static func randomOffsets(sectionCount: Int, using random: inout SplitMix64) -> [Int] {
        var offsets = [0]
        for _ in 0..<sectionCount {
            offsets.append(offsets.last! + (random.next() % 3 == 0 ? 0 : Int(random.next() % 5)))
        }
        return offsets
    }

    /// The section holding `flat`, by scanning: the last section that starts at or before it
    /// and is not empty.
    static func scannedSection(of flat: Int, offsets: [Int]) -> Int {
        (0..<offsets.count - 1).last { offsets[$0] <= flat && flat < offsets[$0 + 1] }!
    }

    @Test(arguments: [1, 2, 9, 100, 5_000])
    func hintedLookupsFindTheSameSectionAsAScanWhetherInOrderOrJumping(sectionCount: Int) {
        var random = SplitMix64(seed: UInt64(sectionCount))
        let offsets = Self.randomOffsets(sectionCount: sectionCount, using: &random)
        let total = offsets.last!
        guard total > 0 else { return }
        // Mostly in order, as the passes ask, with jumps back and forth as moved items cause.
        var flats = Array(0..<total)
        for index in flats.indices where random.next() % 10 == 0 {
            flats[index] = Int(random.next() % UInt64(total))
        }
        offsets.withUnsafeBufferPointer { offsets in
            var hint = _SectionHint()
            for flat in flats {
                let found = _section(containing: flat, offsets: offsets, hint: &hint)
                #expect(found == Self.scannedSection(of: flat, offsets: Array(offsets)), "flat \(flat)")
            }
        }
    }

    @Test func theSectionMapIsBuiltOnlyForManySectionsAndAgreesWithAScan() {
        var random = SplitMix64(seed: 7)
        for sectionCount in [_sectionOfItemsMinimumSectionCount - 1, _sectionOfItemsMinimumSectionCount, 6_000] {
            let offsets = Self.randomOffsets(sectionCount: sectionCount, using: &random)
            offsets.withUnsafeBufferPointer { offsets in
                let map = _sectionOfItems(offsets: offsets)
                defer { map?.deallocate() }
                #expect((map != nil) == (sectionCount >= _sectionOfItemsMinimumSectionCount))
                guard let map else { return }
                for flat in 0..<offsets.last! {
                    #expect(Int(map[flat]) == Self.scannedSection(of: flat, offsets: Array(offsets)))
                }
            }
        }
    }
}
