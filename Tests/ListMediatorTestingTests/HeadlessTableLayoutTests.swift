import Foundation
import ListMediator
import Testing

@testable import ListMediatorTesting

/// The layout value on its own: where a batch update's effect starts, what is kept before it,
/// and the fallback to a full layout when what is kept does not fit.
struct HeadlessTableLayoutTests {
    typealias Position = HeadlessTableLayout.Position

    @Test func theFirstAffectedPositionIsTheEarliestChangeOnEitherSideOfTheUpdate() {
        let update = BatchUpdate(
            reloadedSections: [6], movedSections: [.init(from: 5, to: 2)],
            deletedRows: [IndexPath(row: 4, section: 1)], insertedRows: [IndexPath(row: 3, section: 1)],
            movedRows: [.init(from: IndexPath(row: 9, section: 0), to: IndexPath(row: 7, section: 4))])

        #expect(Position(firstAffectedBy: update) == Position(section: 0, row: 9))
        #expect(
            Position(firstAffectedBy: BatchUpdate(movedSections: [.init(from: 3, to: 1)]))
                == Position(section: 1, row: 0), "a move destination counts, header included")
        #expect(Position(firstAffectedBy: BatchUpdate()) == nil)
    }

    @Test func discardingFromARowKeepsTheRowsAboveItAndTheirSectionsHeaders() {
        var layout = Self.laidOut(rowCounts: [2, 3])

        layout.discard(from: Position(section: 1, row: 2))

        #expect(layout.rows.map(\.indexPath) == [[0, 0], [0, 1], [1, 0], [1, 1]])
        #expect(layout.sections.count == 2)
        #expect(layout.contentHeight == CGFloat(10 + 2 * 20 + 5 + 10 + 2 * 20), "the bottom of row [1, 1]")
        #expect(layout.resumePosition == Position(section: 1, row: 2))
    }

    @Test func discardingFromAFirstRowForgetsItsSectionsHeaderToo() {
        var layout = Self.laidOut(rowCounts: [2, 3])

        layout.discard(from: Position(section: 1, row: 0))

        #expect(layout.sections.count == 1)
        #expect(layout.contentHeight == CGFloat(10 + 2 * 20 + 5), "the bottom of the first section's footer")
    }

    @Test func discardingAfterAnEarlierDiscardKeepsTheEarlierOne() {
        var layout = Self.laidOut(rowCounts: [2, 3])

        layout.discard(from: Position(section: 0, row: 1))
        layout.discard(from: Position(section: 1, row: 1))

        #expect(layout.resumePosition == Position(section: 0, row: 1))
        #expect(layout.rows.count == 1)
    }

    @Test func completingLaysOutOnlyWhatWasDiscarded() {
        var layout = Self.laidOut(rowCounts: [2, 3])
        layout.discard(from: Position(section: 1, row: 3))
        var asked: [IndexPath] = []

        Self.complete(&layout, rowCounts: [2, 5]) { asked.append($0) }

        #expect(asked == [[1, 3], [1, 4]])
        #expect(layout == Self.laidOut(rowCounts: [2, 5]))
    }

    @Test func keptRowsThatDoNotFitTheNewCountsAreLaidOutAgainFromTheTop() {
        var layout = Self.laidOut(rowCounts: [2, 3])
        layout.discard(from: Position(section: 1, row: 1))
        var asked = 0

        Self.complete(&layout, rowCounts: [1, 3]) { _ in asked += 1 }  // section 0 changed unannounced

        #expect(asked == 4)
        #expect(layout == Self.laidOut(rowCounts: [1, 3]))
    }

    /// A layout with 10-point headers, 20-point rows and 5-point footers.
    static func laidOut(rowCounts: [Int]) -> HeadlessTableLayout {
        var layout = HeadlessTableLayout()
        complete(&layout, rowCounts: rowCounts) { _ in }
        return layout
    }

    static func complete(
        _ layout: inout HeadlessTableLayout, rowCounts: [Int], asking: (IndexPath) -> Void
    ) {
        layout.complete(
            rowCounts: rowCounts, headerHeight: { _ in 10 },
            rowHeight: { indexPath in
                asking(indexPath)
                return .init(value: 20)
            }, footerHeight: { _ in 5 })
    }
}
