import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A screen of diagnostics follows a list's record as it changes, with no polling: each update
/// recorded, counted again or timed tells the observers, until they cancel or let go.
@MainActor
struct UpdateRecordObservationTests {
    let tableView = HeadlessTableView()
    let numbers = FlatDataSource<Int, HeadlessTableView>(items: [1, 2], cellProvider: .text { "\($0)" })

    init() {
        tableView.currentDataSource = numbers
    }

    @Test func anObserverHearsOfEachUpdateAndSeesItInTheRecord() {
        var seen: [[RecordedUpdate.Kind]] = []
        let observation = tableView.updateRecord.observe { [tableView] in
            seen.append(tableView.updateRecord.updates.map(\.kind))
        }

        numbers.append(contentsOf: [3])
        #expect(seen.last == [.reload, .append])
        let afterAppend = seen.count
        numbers.apply([1, 2, 3])
        numbers.apply([1, 2, 3])  // counted again on the same entry

        #expect(seen.count >= afterAppend + 2)
        #expect(seen.last == [.reload, .append, .apply])
        #expect(tableView.updateRecord.updates.last?.repeatCount == 2)
        _ = observation
    }

    @Test func aCancelledOrReleasedObservationHearsNothingMore() {
        var cancelledHeard = 0
        var releasedHeard = 0
        let cancelled = tableView.updateRecord.observe { cancelledHeard += 1 }
        var released: ListUpdateRecordObservation? = tableView.updateRecord.observe { releasedHeard += 1 }
        numbers.append(contentsOf: [3])
        #expect(cancelledHeard > 0 && releasedHeard > 0)
        let heard = (cancelledHeard, releasedHeard)

        cancelled.cancel()
        released = nil
        numbers.append(contentsOf: [4])
        tableView.updateRecord.removeAll()

        #expect(cancelledHeard == heard.0 && releasedHeard == heard.1)
        #expect(cancelled.isCancelled && released == nil)
    }

    @Test func emptyingTheRecordOrChangingItsCapacityTellsTheObservers() {
        var heard = 0
        let observation = tableView.updateRecord.observe { heard += 1 }
        tableView.updateRecord.removeAll()
        #expect(heard == 1)
        tableView.updateRecord.capacity = 4
        #expect(heard == 2)
        _ = observation
    }
}
