import Foundation
import ListMediator
import ListMediatorTesting
import Testing

// The example of the "From a report to a test" section of the "Testing with HeadlessTableView"
// article (ListMediatorTesting.docc/TestingWithHeadlessTableView.md): a report from the field,
// a test that fails the same way, the fix.

enum ReportReplayExample {
    /// An inbox of the app's own: new messages come in at the top.
    @MainActor
    final class Inbox: HostedDataSource {
        weak var host: (any DataSourceHost<HeadlessTableView>)?
        private(set) var messages: [String] = []

        func receive(_ new: [String]) {
            let inserted = new.indices.map { IndexPath(row: $0, section: 0) }  // was [IndexPath(row: 0, section: 0)]
            try? host?.performBatchUpdates(
                BatchUpdate(insertedRows: inserted), from: self, animated: true,
                updateData: { messages = new + messages }, completion: nil)
        }

        func numberOfSections(in listView: HeadlessTableView) -> Int { 1 }

        func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { messages.count }

        func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
            cell.text = messages[indexPath.row]
            return cell
        }

        func registerCells(in listView: HeadlessTableView) {
            listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Message")
        }
    }

    /// The inbox as it shipped: two messages arriving together were announced as one row.
    @MainActor
    final class ShippedInbox: HostedDataSource {
        weak var host: (any DataSourceHost<HeadlessTableView>)?
        private(set) var messages: [String] = []

        func receive(_ new: [String]) {
            try? host?.performBatchUpdates(
                BatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)]), from: self, animated: true,
                updateData: { messages = new + messages }, completion: nil)
        }

        func numberOfSections(in listView: HeadlessTableView) -> Int { 1 }

        func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { messages.count }

        func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
            listView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        }

        func registerCells(in listView: HeadlessTableView) {
            listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Message")
        }
    }

    /// The report the crash reporter received from a user's phone, saved beside the test.
    static let reportFromTheField = #"""
        {
          "checksum" : "fnv1a64:c90937b84de669b7",
          "format" : 1,
          "libraryVersion" : "1.1.0",
          "report" : {
            "contents" : "HeadlessTableView — 1 section, 3 rows\n└ Inbox — section 0: 3 rows",
            "record" : [
              {
                "durationNanoseconds" : 35000,
                "kind" : "reload",
                "outcome" : "reloaded",
                "path" : "Inbox",
                "reason" : "reloadData()",
                "repeatCount" : 1,
                "rowCountsAfter" : [
                  0
                ],
                "sequenceNumber" : 0
              },
              {
                "changes" : {
                  "insertedRows" : [
                    [
                      0,
                      0
                    ]
                  ]
                },
                "durationNanoseconds" : 55000,
                "kind" : "batchUpdate",
                "outcome" : "performed",
                "path" : "Inbox",
                "repeatCount" : 1,
                "rowCountsAfter" : [
                  1
                ],
                "rowCountsBefore" : [
                  0
                ],
                "sequenceNumber" : 1
              },
              {
                "changes" : {
                  "insertedRows" : [
                    [
                      0,
                      0
                    ]
                  ]
                },
                "durationNanoseconds" : 75000,
                "kind" : "batchUpdate",
                "outcome" : "rejected",
                "path" : "Inbox",
                "reason" : "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
                "repeatCount" : 1,
                "rowCountsAfter" : [
                  3
                ],
                "rowCountsBefore" : [
                  1
                ],
                "sequenceNumber" : 2
              }
            ],
            "rule" : "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
            "viewType" : "HeadlessTableView"
          }
        }
        """#
}

@MainActor
struct ReportReplayExampleTests {
    typealias Example = ReportReplayExample

    @Test func twoMessagesArrivingTogetherBothShow() throws {
        let report = try ListUpdateReport(jsonData: Data(Example.reportFromTheField.utf8))
        print(report.update)
        // #2 batchUpdate from Inbox: rows [1] → [3], 1 change, rejected and reloaded: Invalid update: …
        let replay = try HeadlessTableView().replay(report)  // the phone's rejection, on any machine
        #expect(replay.rejections.last?.rule == report.rule)

        let tableView = HeadlessTableView()
        let inbox = Example.Inbox()
        tableView.currentDataSource = inbox
        inbox.receive(["Lunch?"])
        inbox.receive(["Invoice", "Minutes"])  // the record's last two updates: 1 row, then 2 more
        #expect(tableView.updateRecord.lastReport == nil)
        #expect(tableView.visibleCells.map(\.text) == ["Invoice", "Minutes", "Lunch?"])
    }

    @Test func theShippedInboxFailsTheSameWayAsTheReport() throws {
        let report = try ListUpdateReport(jsonData: Data(Example.reportFromTheField.utf8))
        let tableView = HeadlessTableView()
        let inbox = Example.ShippedInbox()
        tableView.currentDataSource = inbox
        inbox.receive(["Lunch?"])
        inbox.receive(["Invoice", "Minutes"])

        #expect(tableView.updateRecord.lastReport?.rule == report.rule)
        #expect(tableView.updateRecord.lastReport?.update.rowCountsAfter == report.update.rowCountsAfter)
    }
}
