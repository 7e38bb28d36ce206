import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Each data source lays out its own sections: a grid beside a list in one view, through a
/// composite, with the answer asked again as the data changes.
@MainActor
struct HeadlessSectionLayoutTests {
    let tableView = HeadlessTableView()
    let photos = FlatDataSource<Int, HeadlessTableView>(items: Array(0..<7), cellProvider: .text { "photo \($0)" })
    let albums = FlatDataSource<String, HeadlessTableView>(items: ["Holidays", "Family"], cellProvider: .text { $0 })

    init() {
        photos.sectionLayout = { _, _ in .grid(columns: 3) }
        tableView.currentDataSource = CompositeDataSource([photos, albums])
    }

    @Test func aGridSectionPutsItsItemsSideBySideAndAListSectionBelowIt() {
        #expect(tableView.rectForRow(at: .row(0)) == CGRect(x: 0, y: 0, width: 130, height: 44))
        #expect(tableView.rectForRow(at: .row(5)) == CGRect(x: 260, y: 44, width: 130, height: 44))
        #expect(tableView.rectForRow(at: .row(6)) == CGRect(x: 0, y: 88, width: 130, height: 44))
        #expect(tableView.rectForRow(at: .row(0, 1)) == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(5 * 44), "three lines of photos, two albums")
        #expect(tableView.indexPathsForVisibleRows.count == 9)
    }

    @Test func aLineIsAsTallAsItsTallestItem() {
        photos.heightForItem = { $0 == 4 ? 90 : nil }
        tableView.reloadData()

        #expect(tableView.rectForRow(at: .row(3)).height == 90)
        #expect(tableView.rectForRow(at: .row(4)).height == 90)
        #expect(tableView.rectForRow(at: .row(6)).minY == CGFloat(44 + 90))
    }

    @Test func theLayoutIsAskedAgainAfterAnUpdateAndCanFollowTheEnvironment() {
        var widths: [CGFloat] = []
        photos.sectionLayout = { items, environment in
            widths.append(environment.containerSize.width)
            return .grid(columns: items.count > 7 ? 4 : 3)
        }
        tableView.layoutIfNeeded()
        #expect(tableView.rectForRow(at: .row(6)).width == 130, "laid out in three columns first")

        photos.apply(Array(0..<9))

        #expect(tableView.rectForRow(at: .row(8)) == CGRect(x: 0, y: 88, width: 97.5, height: 44))
        #expect(widths.last == 390)
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func anAppendedPageKeepsTheFullLinesAboveAndLaysOutTheLastLineAgain() {
        var asked: [Int] = []
        photos.heightForItem = { item in
            asked.append(item)
            return nil
        }
        tableView.reloadData()
        tableView.layoutIfNeeded()
        asked = []

        photos.apply(Array(0..<10))
        tableView.layoutIfNeeded()

        #expect(asked == [6, 7, 8, 9], "the last line (6) again, with the new items; lines above are kept")
        #expect(tableView.rectForRow(at: .row(9)).minY == CGFloat(3 * 44))
    }
}
