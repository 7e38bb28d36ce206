import Foundation
import PropertyBased
import Testing

@testable import ListMediator

/// The storage of the data sources: random insertions at either end and in between, removals,
/// new and removed sections and joins keep the items of a plain array of arrays, and the heads
/// exist exactly while some section has one (so reads take the array's path the rest of the
/// time).
struct SectionedItemsTests {
    static let steps = zip(Gen.int(in: 0...7), Gen.int(in: 0...63), Gen.int(in: 0...63)).array(of: 1...60)

    @Test func theItemsAreTheModelsAndTheHeadsExistOnlyWhileASectionHasOne() async {
        await propertyCheck(count: 500, input: Self.steps) { steps in
            var storage = SectionedItems(sections: [[0, 1], [2]], ownerName: "test")
            var model = [[0, 1], [2]]
            var next = 3
            for (kind, first, second) in steps {
                let section = model.isEmpty ? 0 : first % model.count
                switch kind {
                case 0, 1:  // a page at the start (twice as likely: the case being built for)
                    guard !model.isEmpty else { continue }
                    let page = Array(next..<next + 1 + second % 3)
                    next += page.count
                    storage.insert(contentsOf: page, at: 0, inSection: section)
                    model[section].insert(contentsOf: page, at: 0)
                case 2:  // one item anywhere
                    guard !model.isEmpty else { continue }
                    let row = second % (model[section].count + 1)
                    storage.insert(next, at: IndexPath(row: row, section: section))
                    model[section].insert(next, at: row)
                    next += 1
                case 3:  // a removal
                    guard !model.isEmpty, !model[section].isEmpty else { continue }
                    let row = second % model[section].count
                    #expect(storage.remove(at: IndexPath(row: row, section: section)) == model[section][row])
                    model[section].remove(at: row)
                case 4:  // a new section
                    let index = model.isEmpty ? 0 : second % (model.count + 1)
                    storage.insertSection([next], at: index)
                    model.insert([next], at: index)
                    next += 1
                case 5:  // a section removed
                    guard !model.isEmpty else { continue }
                    storage.removeSection(at: section)
                    model.remove(at: section)
                case 6:  // an item replaced in its place
                    guard !model.isEmpty, !model[section].isEmpty else { continue }
                    let row = second % model[section].count
                    storage.replace(at: IndexPath(row: row, section: section), with: next)
                    model[section][row] = next
                    next += 1
                default:  // a section read as one array
                    guard !model.isEmpty else { continue }
                    #expect(storage.items(inSection: section) == model[section])
                }
                let shown = model.indices.map { section in
                    (0..<storage.count(inSection: section)).map { row in
                        storage.sectionsWithHead == 0
                            ? storage.tails[section][row]
                            : row < storage.reversedHeads[section].count
                                ? storage.reversedHeads[section][storage.reversedHeads[section].count - 1 - row]
                                : storage.tails[section][row - storage.reversedHeads[section].count]
                    }
                }
                #expect(shown == model, "\(steps)")
                let headsInUse = storage.reversedHeads.filter { !$0.isEmpty }.count
                #expect(storage.sectionsWithHead == headsInUse)
                #expect(storage.reversedHeads.isEmpty == (headsInUse == 0))
                #expect(storage.reversedHeads.isEmpty || storage.reversedHeads.count == storage.tails.count)
            }
        }
    }
}
