import Foundation
import ListMediator
import ListMediatorTesting
import PropertyBased
import Testing

/// New items added to a grouped list without a diff: a next page at the end of its sections, an
/// older page at their start, new keys as new sections where the order puts them.
@MainActor
struct GroupedDataSourceAddingTests {
    let tableView = HeadlessTableView()

    /// Messages by day: the key is the day.
    struct Message: Identifiable, Hashable {
        let id: Int
        let day: Int
    }

    private func byDay(_ messages: [Message]) -> GroupedDataSource<Message, Int, HeadlessTableView> {
        GroupedDataSource(items: messages, sectionKey: \.day, cellProvider: .text { "\($0.id)" })
    }

    private func shown(_ list: GroupedDataSource<Message, Int, HeadlessTableView>) -> [[Int]] {
        list.sections.map { $0.items.map(\.id) }
    }

    @Test func anOlderPagesLastDayJoinsTheFirstSectionAndItsOtherDaysComeAbove() {
        let list = byDay([Message(id: 10, day: 3), Message(id: 11, day: 4)])
        tableView.currentDataSource = list

        list.prepend(contentsOf: [Message(id: 7, day: 2), Message(id: 8, day: 3), Message(id: 9, day: 3)])

        #expect(shown(list) == [[7], [8, 9, 10], [11]])
        #expect(
            tableView.performedBatchUpdates.last
                == BatchUpdate(
                    insertedSections: [0], insertedRows: [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
        )
        #expect(tableView.visibleCells.map(\.text) == ["7", "8", "9", "10", "11"])
    }

    @Test func aNextPagesFirstDayJoinsTheLastSectionAndNewDaysGoWhereTheOrderPutsThem() {
        let list = byDay([Message(id: 1, day: 1), Message(id: 2, day: 3)])
        tableView.currentDataSource = list

        list.append(contentsOf: [Message(id: 3, day: 3), Message(id: 4, day: 2), Message(id: 5, day: 5)])

        #expect(shown(list) == [[1], [4], [2, 3], [5]])
        #expect(
            tableView.performedBatchUpdates.last
                == BatchUpdate(insertedSections: [1, 3], insertedRows: [IndexPath(row: 1, section: 2)]))
    }

    @Test func theSelectionStaysOnItsItemsAsSectionsAndRowsArriveAboveThem() {
        let list = byDay([Message(id: 10, day: 3), Message(id: 11, day: 4)])
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = list
        list.selectItem(at: IndexPath(row: 0, section: 0))
        list.selectItem(at: IndexPath(row: 0, section: 1))

        list.prepend(contentsOf: [Message(id: 7, day: 2), Message(id: 8, day: 3)])

        #expect(list.selectedItems.map(\.id) == [10, 11])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 2)])
    }

    /// Existing messages and a page of new ones, each a day from 0 to 5.
    static let listsAndPages = zip(
        Gen.int(in: 0...5).array(of: 0...12), Gen.int(in: 0...5).array(of: 0...8), Gen.bool)

    @Test func addingShowsWhatApplyingTheWholeListWouldAndTheViewAcceptsTheBatch() async {
        await propertyCheck(input: Self.listsAndPages) { shownDays, pageDays, atStart in
            let tableView = HeadlessTableView()
            let existing = shownDays.enumerated().map { Message(id: $0.offset, day: $0.element) }
            let page = pageDays.enumerated().map { Message(id: 100 + $0.offset, day: $0.element) }
            let list = byDay(existing)
            tableView.currentDataSource = list
            let expected = byDay(atStart ? page + existing : existing + page)

            if atStart {
                list.prepend(contentsOf: page)
            } else {
                list.append(contentsOf: page)
            }

            #expect(
                shown(list) == shown(expected), "\(atStart ? "prepending" : "appending") \(pageDays) to \(shownDays)")
            #expect(tableView.rejectedBatchUpdates.isEmpty)
            #expect(tableView.reloadCount == 1, "no reload after the first")
            let rows = (0..<tableView.numberOfSections).flatMap { section in
                (0..<tableView.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
            }
            #expect(rows.map { list[$0].id } == shown(expected).flatMap { $0 })
        }
    }
}
