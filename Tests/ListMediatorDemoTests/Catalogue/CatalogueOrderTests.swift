import Testing

@testable import listmediator_demo

struct CatalogueOrderTests {
    /// Five products at positions 10, 20, 30, 40, 50.
    private let products = (1...5).map {
        Product(id: $0, name: "\($0)", category: "", priceInCents: 0, position: Double($0 * 10))
    }

    /// `products` with the product at `source` moved to `destination`.
    private func moving(_ source: Int, to destination: Int) -> [Product] {
        var moved = products
        moved.insert(moved.remove(at: source), at: destination)
        return moved
    }

    /// The order the new positions put `moved` in.
    private func order(of moved: [Product], with changed: [Product]) -> [Int] {
        let positions = Dictionary(uniqueKeysWithValues: changed.map { ($0.id, $0.position) })
        return moved.sorted { positions[$0.id, default: $0.position] < positions[$1.id, default: $1.position] }
            .map(\.id)
    }

    @Test func aMoveDownGivesTheOrderShownWithEveryPositionInsideTheRunAndTheLastOneFree() {
        let moved = moving(1, to: 4)

        let changed = CatalogueOrder.repositioned(moved, movedFrom: 1, to: 4)

        #expect(order(of: moved, with: changed) == [1, 3, 4, 5, 2])
        #expect(Set(changed.map(\.id)) == [2, 3, 4, 5])
        #expect(changed.allSatisfy { $0.position >= 20 && $0.position < 50 }, "none at or past the run's last place")
    }

    @Test func aMoveUpGivesTheOrderShownWithTheFirstPositionOfTheRunFree() {
        let moved = moving(3, to: 0)

        let changed = CatalogueOrder.repositioned(moved, movedFrom: 3, to: 0)

        #expect(order(of: moved, with: changed) == [4, 1, 2, 3, 5])
        #expect(changed.allSatisfy { $0.position > 10 && $0.position <= 40 }, "none at or before the run's first place")
    }

    @Test func aProductThatKeptItsPlaceIsWrittenAsItIs() {
        let changed = CatalogueOrder.repositioned(products, movedFrom: 2, to: 2)

        #expect(changed == [products[2]])
    }
}
