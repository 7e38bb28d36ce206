// The writer that `StoreCrashTests` kills with SIGKILL at random moments.
//
// Usage: store-crash-child <store-file> <list-name>
//
// Writes pages 0, 1, 2, … of the list forever, each in one write transaction: 20 items (ids
// "<page>-<index>", sort keys page * 20 + index) and the list's remote key at its end (cursor
// "page-<page>"). After each commit it prints "committed <page>" on stdout: from that moment
// the store promises the page is durable. It exits with a status other than 0 only when
// something goes wrong; success is being killed.
import Foundation
import ListMediatorStore

/// An item of the crash test's lists; the test decodes the same shape.
struct CrashItem: Codable, Identifiable, Sendable {
    var id: String
    var page: Int
    var index: Int
    var text: String
}

let pageSize = 20
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: store-crash-child <store-file> <list-name>\n".utf8))
    exit(64)
}

do {
    let list = try StoredList<CrashItem>(name: arguments[2]) { .integer(Int64($0.page * pageSize + $0.index)) }
    let store = try ListStore(fileURL: URL(fileURLWithPath: arguments[1])) { diagnostic in
        // A previous kill must never leave a file that has to be moved aside; the parent treats
        // this exit as a failure.
        FileHandle.standardError.write(Data("diagnostic: \(diagnostic)\n".utf8))
        exit(65)
    }
    var page = 0
    while true {
        let items = (0..<pageSize).map { index in
            CrashItem(id: "\(page)-\(index)", page: page, index: index, text: String(repeating: "x", count: 200))
        }
        try store.write { transaction in
            try transaction.upsert(items, into: list, ordering: .ascending)
            try transaction.setRemoteKey(
                RemoteKey(cursor: .text("page-\(page)"), lastRefresh: Date()), for: .end, of: list)
        }
        // FileHandle writes go straight to the descriptor, unbuffered: a line the parent reads
        // was printed after the commit.
        FileHandle.standardOutput.write(Data("committed \(page)\n".utf8))
        page += 1
    }
} catch {
    FileHandle.standardError.write(Data("failed: \(error)\n".utf8))
    exit(66)
}
