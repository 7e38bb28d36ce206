import Foundation
import ListMediator
import ListMediatorTesting
import Testing

// The examples of the "Diagnosing updates" article (ListMediator.docc/DiagnosingUpdates.md):
// an app that hands every rejected update to its crash reporter, and reads a list's record.

enum CrashReportingExample {
    /// The crash reporter's client, as an app has one: an actor that uploads in the background.
    actor CrashReporter {
        struct NonFatal {
            var message: String
            var attachment: Data
            var attachmentName: String
        }

        private(set) var nonFatals: [NonFatal] = []

        func recordNonFatal(_ message: String, attachment: Data, named name: String) {
            nonFatals.append(NonFatal(message: message, attachment: attachment, attachmentName: name))
        }
    }

    /// Called once at launch (`application(_:didFinishLaunchingWithOptions:)`).
    @MainActor
    static func reportRejectedListUpdates(to crashReporter: CrashReporter) {
        ListUpdateReport.handler = { report in
            let attachment = report.jsonData()
            Task { await crashReporter.recordNonFatal(report.rule, attachment: attachment, named: "list-update.json") }
        }
    }

    /// Called at launch too, in debug builds only: a rejected update stops the app where it happened.
    @MainActor
    static func stopOnRejectedListUpdatesInDebugBuilds() {
        #if DEBUG
            ListUpdateReport.policy = .stop
        #endif
    }

    struct Message: Identifiable, Hashable {
        var id: UUID
        var sender: String
        var subject: String
    }

    @MainActor
    static func makeInbox() -> FlatDataSource<Message, HeadlessTableView> {
        let inbox = FlatDataSource<Message, HeadlessTableView>(items: [], cellProvider: .text(\.subject))
        // Reports name a message by its id, never by what it says.
        inbox.itemDescriptionInReports = { $0.id.uuidString }
        return inbox
    }
}

@MainActor
struct CrashReportingExampleTests {
    typealias Example = CrashReportingExample

    @Test func aRejectedUpdateReachesTheCrashReporterAsJSONThatReadsBack() async throws {
        let crashReporter = Example.CrashReporter()
        Example.reportRejectedListUpdates(to: crashReporter)
        defer { ListUpdateReport.handler = nil }
        let tableView = HeadlessTableView()
        let inbox = Example.makeInbox()
        let message = Example.Message(id: UUID(), sender: "Ada", subject: "Minutes")
        inbox.apply([message])
        tableView.currentDataSource = inbox
        // A row deleted on the view while the data source still holds it.
        try? tableView.performBatchUpdates(BatchUpdate(deletedRows: [[0, 0]]), animated: .none, updateData: {})

        let rule = try #require(tableView.updateRecord.lastReport?.rule)
        await settle { await crashReporter.nonFatals.contains { $0.message == rule } }
        let sent = try #require(await crashReporter.nonFatals.first { $0.message == rule })
        let report = try ListUpdateReport(jsonData: sent.attachment)
        #expect(sent.attachmentName == "list-update.json")
        #expect(report.identitiesAfter == [[message.id.uuidString]])
        #expect(!String(decoding: sent.attachment, as: UTF8.self).contains("Minutes"))
    }

    @Test func theRecordSaysWhatChangedTheList() {
        // A list view: a `TableListView` or `CollectionListView` in an app, headless here.
        let listView = HeadlessTableView()
        let inbox = Example.makeInbox()
        listView.currentDataSource = inbox
        inbox.apply([Example.Message(id: UUID(), sender: "Ada", subject: "Minutes")])

        print(listView.updateRecord.summary)
        // #0 reload from FlatDataSource<Message>: rows [0], reloaded (reloadData())
        // #1 apply from FlatDataSource<Message>: rows [0] → [1], 1 change, performed
        #expect(
            listView.updateRecord.summary == """
                #0 reload from FlatDataSource<Message>: rows [0], reloaded (reloadData())
                #1 apply from FlatDataSource<Message>: rows [0] → [1], 1 change, performed
                """)
    }
}
