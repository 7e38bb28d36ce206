import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A report reads back as it was written, and a report that is not what was written — another
/// format, cut short, edited, identities that are not strings — fails with a message that says
/// which, before anything is replayed.
@MainActor
struct UpdateReportJSONTests {
    /// A report of a miscounting data source, with two updates before the rejection.
    static func makeReport() throws -> ListUpdateReport {
        let tableView = HeadlessTableView()
        tableView.updateRecord.deliversNoReportsForThisTest()
        let counting = RowsOnlyDataSource(rowCounts: [2, 1])
        tableView.currentDataSource = counting
        try tableView.performBatchUpdates(
            BatchUpdate(deletedSections: [1], movedRows: [.init(from: [0, 0], to: [0, 1])]), animated: .none,
            updateData: { counting.rowCounts = [2] })
        try? tableView.performBatchUpdates(
            BatchUpdate(insertedRows: [[0, 0]]), animated: .none, updateData: { counting.rowCounts = [2] })
        return try #require(tableView.updateRecord.lastReport)
    }

    /// `data` as a JSON object, changed by `edit`, as data again.
    static func editing(_ data: Data, _ edit: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    static func decodingError(_ data: Data) -> ListUpdateReport.DecodingError? {
        do {
            _ = try ListUpdateReport(jsonData: data)
            return nil
        } catch {
            return error
        }
    }

    @Test func aReportReadsBackEqualWithEveryKindOfChange() throws {
        let report = try Self.makeReport()
        let json = report.jsonData()

        #expect(try ListUpdateReport(jsonData: json) == report)
        #expect(report.record.first { $0.kind == .batchUpdate }?.changes?.movedRows.count == 1)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"format\" : 1") && text.contains("\"libraryVersion\" : \"\(report.libraryVersion)\""))
    }

    @Test func aReportOfAnotherFormatSaysWhichFormatAndWhichVersionWroteIt() throws {
        let json = try Self.editing(try Self.makeReport().jsonData()) {
            $0["format"] = 2
            $0["libraryVersion"] = "2.0.0"
        }
        let error = try #require(Self.decodingError(json))

        #expect(error == .unsupportedFormat(2, writtenBy: "2.0.0"))
        #expect(error.description.contains("format 2, written by ListMediator 2.0.0"))
        #expect(throws: ListUpdateReplayError.unreadableReport(error)) {
            try HeadlessTableView().replay(reportJSON: json)
        }
    }

    @Test func aTruncatedReportIsMalformed() throws {
        let json = try Self.makeReport().jsonData()
        let error = try #require(Self.decodingError(json.prefix(json.count / 2)))

        guard case .malformed = error else {
            Issue.record("expected a malformed report, got \(error)")
            return
        }
        #expect(error.description.hasPrefix("the report is truncated or is not a report"))
    }

    @Test func anEditedCountIsCaughtByTheChecksum() throws {
        let json = try Self.editing(try Self.makeReport().jsonData()) { object in
            var report = object["report"] as! [String: Any]
            var record = report["record"] as! [[String: Any]]
            record[1]["rowCountsAfter"] = [3]
            report["record"] = record
            object["report"] = report
        }

        #expect(Self.decodingError(json) == .edited)
    }

    @Test func identitiesThatAreNotStringsCannotBeDecodedAndSaySo() throws {
        let json = try Self.editing(try Self.makeReport().jsonData()) { object in
            var report = object["report"] as! [String: Any]
            report["identitiesAfter"] = [[1, 2]]
            object["report"] = report
        }
        let error = try #require(Self.decodingError(json))

        guard case .undecodableIdentities = error else {
            Issue.record("expected undecodable identities, got \(error)")
            return
        }
        #expect(error.description.contains("identitiesAfter"))
    }

    @Test func anIndexPathThatIsNotASectionAndARowIsMalformedNotATrapInTheReplay() throws {
        // Checksums are no signatures: a report made by hand with a matching one is still checked.
        let report = try Self.makeReport()
        var record = report.record
        record[1].changes = BatchUpdate(insertedRows: [IndexPath(indexes: [0, 1, 2])])
        let edited = ListUpdateReport(
            viewType: report.viewType, rule: report.rule, record: record, identitiesBefore: nil, identitiesAfter: nil,
            contents: report.contents)
        let error = try #require(Self.decodingError(edited.jsonData()))

        #expect(error == .malformed("[0, 1, 2] is not an index path of a section and a row"))
    }

    @Test func theLibraryVersionIsCoveredByTheChecksum() throws {
        let json = try Self.editing(try Self.makeReport().jsonData()) { $0["libraryVersion"] = "0.9.0" }

        #expect(Self.decodingError(json) == .edited)
    }

    @Test func aReportCarriesOnlyTheAppsDescriptionOfAnIdentity() throws {
        struct Contact: Identifiable, Hashable {
            var id: Int
            var name: String
        }
        let tableView = HeadlessTableView()
        tableView.updateRecord.deliversNoReportsForThisTest()
        let contacts = FlatDataSource<Contact, HeadlessTableView>(
            items: [Contact(id: 7, name: "Ada Lovelace")], cellProvider: .text(\.name))
        contacts.itemDescriptionInReports = { "contact \($0.id)" }
        tableView.currentDataSource = contacts
        try? tableView.performBatchUpdates(BatchUpdate(insertedRows: [[0, 1]]), animated: .none, updateData: {})

        let json = String(decoding: try #require(tableView.updateRecord.lastReport).jsonData(), as: UTF8.self)
        #expect(json.contains("contact 7"))
        #expect(!json.contains("Ada"))
    }
}

extension ListUpdateRecord {
    /// Keeps this view's rejections from the app-wide hook, which another test may be listening to.
    func deliversNoReportsForThisTest() {
        deliversReports = false
    }
}
