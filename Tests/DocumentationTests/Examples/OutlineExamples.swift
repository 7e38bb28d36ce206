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
                _ = row.isExpanded ? try? browser.collapse(row.id) : try? browser.expand(row.id)
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
}
