import Foundation
import Testing

@testable import ListMediatorStore

/// Merging a write into the run a list shows: each touched item leaves its place and, when the
/// store still holds it inside the window, enters where it sorts — wherever in the window, alone
/// or many at once.
struct ShownWindowTests {
    private let list = Lists.articlesWithoutSections

    private func window(_ ranks: [Int], lower: Int? = nil, upper: Int? = nil) -> ShownWindow<Article> {
        ShownWindow(
            items: articles(ranks),
            lowerBound: lower.map { ListCursor(sortKey: .integer(Int64($0)), id: "a\($0)") },
            upperBound: upper.map { ListCursor(sortKey: .integer(Int64($0)), id: "a\($0)") })
    }

    private func ids(_ items: [Article]) -> [String] { items.map(\.id) }

    @Test func anItemChangedInTheMiddleStaysInItsPlace() {
        let shown = window(Array(0..<200))
        var changed = Article(id: "a117", rank: 117)
        changed.title = "Changed"
        let merged = shown.merging([changed], touching: ["a117"], of: list)
        #expect(ids(merged) == ids(articles(0..<200)))
        #expect(merged[117].title == "Changed")
    }

    @Test func anItemWhoseSortKeyChangedMovesToItsNewPlace() {
        let shown = window(Array(stride(from: 0, to: 100, by: 2)))
        let moved = Article(id: "a10", rank: 51)
        let merged = shown.merging([moved], touching: ["a10"], of: list)
        let expected: [Int] = (Array(stride(from: 0, to: 100, by: 2)).filter { $0 != 10 } + [51]).sorted()
        #expect(merged.map(\.rank) == expected)
    }

    @Test func aPageWrittenAtAnOpenEndAppearsThereInOrder() {
        let shown = window(Array(0..<200))
        let page = articles(200..<250)
        let merged = shown.merging(page, touching: Set(page.map(\.id)), of: list)
        #expect(ids(merged) == ids(articles(0..<250)))
    }

    @Test func itemsEnteringEverywhereAreEachPlacedWhereTheySort() {
        let shown = window(Array(stride(from: 0, to: 300, by: 3)))
        let entering = articles([-1, 1, 2, 4, 150, 151, 298, 299, 400])
        let merged = shown.merging(entering, touching: Set(entering.map(\.id)), of: list)
        // 150 was shown already: it leaves its place and enters it again.
        let expected = Set(Array(stride(from: 0, to: 300, by: 3)) + [-1, 1, 2, 4, 150, 151, 298, 299, 400]).sorted()
        #expect(merged.map(\.rank) == expected)
    }

    @Test func itemsPastTheWindowsCursorsStayOut() {
        let shown = window(Array(10..<20), lower: 10, upper: 19)
        let entering = articles([5, 15, 25])
        let merged = shown.merging(entering, touching: Set(entering.map(\.id)), of: list)
        #expect(merged.map(\.rank) == Array(10..<20))
        let deleted = shown.merging([], touching: ["a12", "a19"], of: list)
        #expect(deleted.map(\.rank) == [10, 11, 13, 14, 15, 16, 17, 18])
    }
}
