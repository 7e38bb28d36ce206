import Foundation
import ListMediator
import Testing

/// Plain-value items (no references) are compared a block of bytes at a time first: the same
/// bytes mean the same item with the same content; different bytes leave the answer to `==`.
struct ListDifferenceSameBytesTests {
    struct Reading: Identifiable, Equatable {
        let id: Int
        var value: Double
    }

    struct Named: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    private func rowsReloaded<Item>(_ difference: ListDifference<Int, Item>) -> [IndexPath] {
        difference.stages.flatMap(\.update.reloadedRows)
    }

    @Test func itemsWithTheSameBytesAreUnchangedEvenWhereTheirEqualitySaysNot() {
        // NaN is not == to itself: the closure form reloads the row, though nothing changed.
        let old = [Reading(id: 1, value: 1), Reading(id: 2, value: .nan)]
        let new = old.map { $0 }

        #expect(ListDifference(from: old, to: new).isEmpty)
        let closures = ListDifference(
            from: [DiffableSection(identifier: 0, items: old)], to: [DiffableSection(identifier: 0, items: new)],
            identifiedBy: \.id, isContentEqual: ==)
        #expect(rowsReloaded(closures) == [IndexPath(row: 1, section: 0)])
    }

    @Test func equalItemsWithDifferentBytesAreUnchangedToo() {
        let old = (0..<100).map { Reading(id: $0, value: 0.0) }
        var new = old.map { $0 }
        new[99].value = -0.0  // == 0.0, other bytes

        #expect(ListDifference(from: old, to: new).isEmpty)
    }

    @Test func aChangeInTheLastBytesOfALongListIsFound() {
        let old = (0..<10_000).map { Reading(id: $0, value: 1) }
        var new = old.map { $0 }
        new[9_999].value = 2

        #expect(
            rowsReloaded(
                ListDifference(
                    from: [DiffableSection(identifier: 0, items: old)], to: [DiffableSection(identifier: 0, items: new)]
                )) == [IndexPath(row: 9_999, section: 0)])
    }

    @Test func itemsHoldingReferencesAreComparedWithEquality() {
        // Equal strings in different storage: different bytes, equal values.
        let old = [Named(id: 1, name: String(repeating: "a", count: 40))]
        let new = [Named(id: 1, name: String(repeating: "a", count: 40))]
        #expect(ListDifference(from: old, to: new).isEmpty)
        #expect(!ListDifference(from: old, to: [Named(id: 1, name: "b")]).isEmpty)
    }
}
