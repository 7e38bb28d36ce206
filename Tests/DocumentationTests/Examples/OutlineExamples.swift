import Foundation
import ListMediator
import ListMediatorTesting
import Testing

// The outline example of the "Data sources" article (ListMediator.docc/DataSources.md).

enum OutlineExamples {
    /// A folder of a file browser; `subfolders` is `nil` for a file.
    struct Entry: Identifiable, Equatable {
        var id: String { path }
        var path: String
        var name: String
        var subfolders: [Entry]?
    }

    @MainActor
    static func makeBrowser(_ library: [Entry]) throws -> OutlineDataSource<Entry, HeadlessTableView> {
        let browser = try OutlineDataSource<Entry, HeadlessTableView>(
            roots: library, children: \.subfolders,
            cellProvider: .text { row in String(repeating: "  ", count: row.depth) + row.item.name })
        browser.onSelect = { [unowned browser] row in
            if row.isExpandable {
                _ = row.isExpanded ? try? browser.collapse(row.item.id) : try? browser.expand(row.item.id)
            }
        }
        return browser
    }
}

extension OutlineExamples {
    /// An entry of a file server: a file, or a folder whose contents load when it opens.
    struct RemoteEntry: Identifiable, Equatable, Sendable {
        var id: String { path }
        var path: String
        var name: String
        var isFolder: Bool
    }

    /// The app's client of the file server: an actor in the app, a fake one in its tests.
    protocol FileServer: Actor {
        func contents(of folder: String) async throws -> [RemoteEntry]
    }

    @MainActor
    static func makeRemoteBrowser(server: any FileServer) throws -> OutlineDataSource<RemoteEntry, HeadlessTableView> {
        let browser = try OutlineDataSource<RemoteEntry, HeadlessTableView>(
            roots: [RemoteEntry(path: "/", name: "Home", isFolder: true)], hasChildren: \.isFolder,
            loadChildren: { folder in try await server.contents(of: folder.path) },
            cellProvider: .text { row in
                let indent = String(repeating: "  ", count: row.depth)
                switch row.placeholder {
                case .loading: return indent + "Loading…"
                case .failed(let message): return indent + message + " — tap to try again"
                case nil: return indent + row.item.name
                }
            })
        browser.onSelect = { [unowned browser] row in
            if row.isExpandable {
                _ = row.isExpanded ? try? browser.collapse(row.item.id) : try? browser.expand(row.item.id)
            }
        }
        return browser
    }
}

@MainActor
struct OutlineExampleTests {
    typealias Entry = OutlineExamples.Entry

    let library = [
        Entry(
            path: "/Documents", name: "Documents",
            subfolders: [Entry(path: "/Documents/Taxes", name: "Taxes", subfolders: [])]),
        Entry(path: "/notes.txt", name: "notes.txt"),
    ]

    @Test func tappingAFolderExpandsItAndTappingItAgainCollapsesIt() throws {
        let tableView = HeadlessTableView()
        let browser = try OutlineExamples.makeBrowser(library)
        tableView.currentDataSource = browser

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(tableView.visibleCells.map(\.text) == ["Documents", "  Taxes", "notes.txt"])
        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(tableView.visibleCells.map(\.text) == ["Documents", "notes.txt"])
    }

    @Test func aNewLibraryKeepsTheOpenFoldersOpen() throws {
        let tableView = HeadlessTableView()
        let browser = try OutlineExamples.makeBrowser(library)
        tableView.currentDataSource = browser
        try browser.expand("/Documents")

        try browser.apply(library + [Entry(path: "/photo.jpg", name: "photo.jpg")])

        #expect(tableView.visibleCells.map(\.text) == ["Documents", "  Taxes", "notes.txt", "photo.jpg"])
    }

    actor FakeFileServer: OutlineExamples.FileServer {
        struct Offline: LocalizedError {
            var errorDescription: String? { "The server is offline" }
        }
        var isOffline = true

        func contents(of folder: String) async throws -> [OutlineExamples.RemoteEntry] {
            if isOffline {
                isOffline = false
                throw Offline()
            }
            return [OutlineExamples.RemoteEntry(path: folder + "Taxes", name: "Taxes", isFolder: true)]
        }
    }

    @Test func aFolderShowsItsContentsOnceTheyLoadAndAFailureRetriesOnATap() async throws {
        let tableView = HeadlessTableView()
        let browser = try OutlineExamples.makeRemoteBrowser(server: FakeFileServer())
        tableView.currentDataSource = browser

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(tableView.visibleCells.map(\.text) == ["Home", "  Loading…"])
        await settle { !browser.isLoadingChildren(of: "/") }
        #expect(tableView.visibleCells.map(\.text) == ["Home", "  The server is offline — tap to try again"])

        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        await settle { !browser.isLoadingChildren(of: "/") }
        #expect(tableView.visibleCells.map(\.text) == ["Home", "  Taxes"])
    }
}
