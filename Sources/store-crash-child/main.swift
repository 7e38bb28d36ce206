// The syncing app that `StoreCrashTests` kills with SIGKILL at random moments.
//
// Usage: store-crash-child <store-file> <list-name>
//
// Syncs pages 0, 1, 2, … of the list from a server in this process, forever, through a
// `ListSync` as an app's list does: a refresh brings page 0, then each next page past the store's
// end is fetched and written with the server's cursor in one transaction, and read back. A page
// holds 20 items (ids "<page>-<index>", sort keys page * 20 + index); the cursor beyond page p is
// "page-<p + 1>". After each page is stored it prints "committed <page>" on stdout: from that
// moment the store promises the page is durable. It exits with a status other than 0 only when
// something goes wrong; success is being killed.
import Foundation
import ListMediator
import ListMediatorStore

/// An item of the crash test's lists; the test decodes the same shape.
struct CrashItem: Codable, Identifiable, Sendable {
    var id: String
    var page: Int
    var index: Int
    var text: String
}

/// The server: every page exists, at once.
actor CrashServer {
    static let pageSize = 20

    func page(_ request: RemotePageRequest<CrashItem>) -> RemotePage<CrashItem> {
        var page = 0
        if case .text(let cursor)? = request.cursor, let number = Int(cursor.dropFirst("page-".count)) { page = number }
        let items = (0..<Self.pageSize).map { index in
            CrashItem(id: "\(page)-\(index)", page: page, index: index, text: String(repeating: "x", count: 200))
        }
        return RemotePage(items: items, nextCursor: .text("page-\(page + 1)"))
    }
}

@main
enum StoreCrashChild {
    @MainActor
    static func main() async {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else {
            FileHandle.standardError.write(Data("usage: store-crash-child <store-file> <list-name>\n".utf8))
            exit(64)
        }
        do {
            let list = try StoredList<CrashItem>(name: arguments[2]) {
                .integer(Int64($0.page * CrashServer.pageSize + $0.index))
            }
            let store = try ListStore(fileURL: URL(fileURLWithPath: arguments[1])) { diagnostic in
                // A previous kill must never leave a file that has to be moved aside; the parent
                // treats this exit as a failure.
                FileHandle.standardError.write(Data("diagnostic: \(diagnostic)\n".utf8))
                exit(65)
            }
            let server = CrashServer()
            let sync = ListSync(store: store, list: list, pageSize: CrashServer.pageSize) { request in
                await server.page(request)
            }
            let load = sync.pageLoader
            var page = try await load(PageRequest(.firstPage, cursor: nil))
            var number = 0
            while true {
                guard page.items.count == CrashServer.pageSize, page.items.last?.page == number else {
                    FileHandle.standardError.write(Data("page \(number) came back as \(page.items.map(\.id))\n".utf8))
                    exit(67)
                }
                // FileHandle writes go straight to the descriptor, unbuffered: a line the parent
                // reads was printed after the commit.
                FileHandle.standardOutput.write(Data("committed \(number)\n".utf8))
                number += 1
                page = try await load(PageRequest(.nextPage, cursor: page.nextCursor))
            }
        } catch {
            FileHandle.standardError.write(Data("failed: \(error)\n".utf8))
            exit(66)
        }
    }
}
