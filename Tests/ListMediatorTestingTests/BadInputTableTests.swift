import Foundation
import ListMediator
import ListMediatorSearchHistory
import ListMediatorTerminal
import ListMediatorTesting
import Testing

/// Every bad input a user can hand the library, in one table: what they did, the error or
/// outcome they get, and proof that nothing they had is lost. Inputs that are programmer
/// errors trap, with a message that says what to fix, in their own table below.
@MainActor
struct BadInputTableTests {
    /// One bad input and what it must produce.
    struct Row: Sendable, CustomTestStringConvertible {
        /// What the user did.
        let input: String
        /// The error or outcome they get.
        let outcome: String
        /// Feeds the input and checks the outcome, and that nothing is lost.
        let check: @MainActor @Sendable () async throws -> Void

        var testDescription: String { "\(input) → \(outcome)" }
    }

    nonisolated static let rows: [Row] = [
        Row(
            input: "validating a delete at IndexPath()",
            outcome: "BatchUpdateError.invalidIndexPath with UIKit's message"
        ) {
            let update = BatchUpdate(deletedRows: [IndexPath()])
            #expect(throws: BatchUpdateError.invalidIndexPath(.delete, IndexPath())) {
                try update.validate(rowCountsBefore: [1], rowCountsAfter: [0])
            }
        },
        Row(
            input: "validating an insert at IndexPath(index: 0), then printing the error",
            outcome: "UIKit's invalid index path message, no trap"
        ) {
            let update = BatchUpdate(insertedRows: [IndexPath(index: 0)])
            let error = try #require(throws: BatchUpdateError.self) {
                try update.validate(rowCountsBefore: [0], rowCountsAfter: [1])
            }
            #expect(String(describing: error).hasPrefix("Invalid index path for use with UITableView."))
        },
        Row(
            input: "an index path of three indexes in a row-level error message",
            outcome: "the message names the whole path instead of trapping"
        ) {
            let error = BatchUpdateError.rowOutOfRange(.delete, IndexPath(indexes: [0, 1, 2]), rowCount: 1)
            #expect(String(describing: error).contains("{length = 3, path = 0 - 1 - 2}"))
        },
        Row(
            input: "HeadlessTableView.performBatchUpdates with a delete at IndexPath()",
            outcome: "throws invalidIndexPath; the update is recorded as rejected; the rows stay"
        ) {
            let tableView = HeadlessTableView()
            let list = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
            tableView.currentDataSource = list
            #expect(throws: BatchUpdateError.invalidIndexPath(.delete, IndexPath())) {
                try tableView.performBatchUpdates(BatchUpdate(deletedRows: [IndexPath()]), animated: true) {}
            }
            #expect(tableView.rejectedBatchUpdates.map(\.update) == [BatchUpdate(deletedRows: [IndexPath()])])
            #expect(tableView.visibleCells.map(\.text) == ["a", "b"])
        },
        Row(
            input: "switching between .registered(ProductsScreen.Cell.self) and .registered(OrdersScreen.Cell.self)",
            outcome: "each shows its own cells: default reuse identifiers are the qualified class names"
        ) {
            let tableView = HeadlessTableView()
            tableView.currentDataSource = FlatDataSource(
                items: ["a"], cellProvider: .registered(ProductsScreen.Cell.self))
            #expect(tableView.visibleCells.map(\.text) == ["product a"])
            tableView.currentDataSource = FlatDataSource(
                items: ["a"], cellProvider: .registered(OrdersScreen.Cell.self))
            #expect(tableView.visibleCells.map(\.text) == ["order a"])
        },
        Row(
            input: "assigning currentDataSource a data source that is not a delegate",
            outcome: "the delegate the app set stays"
        ) {
            let tableView = HeadlessTableView()
            let appDelegate = SelectionRecorder()
            tableView.delegate = appDelegate
            tableView.currentDataSource = PlainDataSource(["a"])
            #expect(tableView.delegate === appDelegate)
            tableView.tapRow(at: IndexPath(row: 0, section: 0))
            #expect(appDelegate.selected == [IndexPath(row: 0, section: 0)])
        },
        Row(
            input: "replacing a data source that was the delegate with one that is not",
            outcome: "the outgoing data source stops being told about rows it no longer shows"
        ) {
            let tableView = HeadlessTableView()
            let first = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
            tableView.currentDataSource = first
            #expect(tableView.delegate === first)
            tableView.currentDataSource = PlainDataSource(["b"])
            #expect(tableView.delegate == nil)
        },
        Row(
            input: "a rejected stage in a test that only looks at the cells",
            outcome: "the view looks right, but rejectedBatchUpdates names the update and the rule"
        ) {
            let tableView = HeadlessTableView()
            let dataSource = StringSectionsDataSource([["a"]])
            tableView.currentDataSource = dataSource
            let bad = BatchUpdate(insertedRows: [IndexPath(row: 1, section: 0)])
            #expect(throws: BatchUpdateError.self) {
                try tableView.performBatchUpdates(bad, animated: true) {}
            }
            #expect(tableView.visibleCells.map(\.text) == ["a"])
            #expect(tableView.rejectedBatchUpdates.map(\.update) == [bad])
            #expect(
                tableView.rejectedBatchUpdates.map(\.error) == [
                    .rowOutOfRange(.insert, IndexPath(row: 1, section: 0), rowCount: 1)
                ])
        },
        Row(
            input: "applying a difference computed from data the data source no longer holds",
            outcome: ".reloaded(.staleChangeset); the data source holds the difference's final items"
        ) {
            let tableView = HeadlessTableView()
            let list = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
            tableView.currentDataSource = list
            let stale = ListDifference(from: ["a"], to: ["c"])
            #expect(list.apply(stale) == .reloaded(.staleChangeset))
            #expect(list.items == ["c"])
            #expect(tableView.visibleCells.map(\.text) == ["c"])
        },
        Row(
            input: "applying new items to a data source the view does not show",
            outcome: ".notDisplayed; the data source holds the new items and the view is untouched"
        ) {
            let tableView = HeadlessTableView()
            let shown = FlatDataSource(items: ["x"], cellProvider: .text { $0 })
            let hidden = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
            tableView.currentDataSource = shown
            var outcome: UpdateOutcome?
            hidden.apply(["a", "b"]) { outcome = $0 }
            #expect(outcome == .notDisplayed)
            #expect(hidden.items == ["a", "b"])
            #expect(tableView.visibleCells.map(\.text) == ["x"])
        },
        Row(
            input: "applying data equal to what is shown, with repeated identities ([0, 0, 0, 0] again)",
            outcome: "an empty difference, .unchanged: the k-th copy matches the k-th, nothing animates"
        ) {
            #expect(ListDifference(from: [0, 0, 0, 0], to: [0, 0, 0, 0]).isEmpty)
            let tableView = HeadlessTableView()
            let list = FlatDataSource(items: [0, 0, 0, 0], cellProvider: .text { "\($0)" })
            tableView.currentDataSource = list
            var outcome: UpdateOutcome?
            list.apply([0, 0, 0, 0]) { outcome = $0 }
            #expect(outcome == .unchanged)
            #expect(tableView.performedBatchUpdates.isEmpty)
        },
        Row(
            input: "item(at:) with an index path that is not a row (IndexPath(), a wrong section, a negative row)",
            outcome: "nil"
        ) {
            let list = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
            #expect(list.item(at: IndexPath()) == nil)
            #expect(list.item(at: IndexPath(index: 0)) == nil)
            #expect(list.item(at: IndexPath(row: 0, section: 1)) == nil)
            #expect(list.item(at: IndexPath(row: -1, section: 0)) == nil)
        },
        Row(
            input: "scrolling the headless or terminal view to a NaN or infinite offset",
            outcome: "the offset is clamped to the content; nothing traps"
        ) {
            let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 88))
            tableView.currentDataSource = FlatDataSource(items: ["a", "b", "c"], cellProvider: .text { $0 })
            tableView.setContentOffset(CGPoint(x: 0, y: CGFloat.nan))
            #expect(tableView.scrollGeometry.contentOffset.y == 0)
            tableView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity))
            #expect(tableView.indexPathsForVisibleRows.map(\.row) == [1, 2])

            let terminal = TerminalListView(width: 4, height: 2)
            terminal.currentDataSource = FlatDataSource(items: ["a", "b", "c"], cellProvider: .text { $0 })
            terminal.setContentOffset(CGPoint(x: 0, y: CGFloat.nan))
            #expect(terminal.indexPathsForVisibleRows.map(\.row) == [0, 1])
            terminal.setContentOffset(CGPoint(x: 0, y: -CGFloat.infinity))
            #expect(terminal.indexPathsForVisibleRows.map(\.row) == [0, 1])
            terminal.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity))
            #expect(terminal.indexPathsForVisibleRows.map(\.row) == [1, 2])
        },
        Row(
            input: "search terms with nothing visible in them: \"\\u{2060}\", \"\\u{0}\", \"\\u{200B}\\u{FEFF} \"",
            outcome: "ignored like a blank term: no error, no change, the stored terms stay"
        ) {
            let repository = InMemoryHistoryRepository(history: ["swift"])
            for term in ["\u{2060}", "\u{0}", "\u{200B}\u{FEFF} "] { try repository.addSearchTerm(term) }
            #expect(repository.history == ["swift"])
        },
        Row(
            input: "a search term starting with a space that carries an accent: \" \\u{301}abc\"",
            outcome: "trimmed by whole characters to \"abc\", no orphan accent"
        ) {
            let repository = InMemoryHistoryRepository()
            try repository.addSearchTerm(" \u{301}abc")
            #expect(repository.history.map { Array($0.unicodeScalars) } == [Array("abc".unicodeScalars)])
        },
        Row(
            input: "a search term with a control character among visible text: \"a\\u{0}b\"",
            outcome: "HistoryError.termContainsControlCharacter(U+0000); the stored terms stay"
        ) {
            let repository = InMemoryHistoryRepository(history: ["swift"])
            #expect(throws: HistoryError.termContainsControlCharacter("\u{0}")) {
                try repository.addSearchTerm("a\u{0}b")
            }
            #expect(repository.history == ["swift"])
        },
        Row(
            input: "a history file that is a symbolic link",
            outcome: "changes write through to the link's target; the link stays a link; the target keeps its terms"
        ) {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("bad-input-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let target = directory.appendingPathComponent("history.json")
            let link = directory.appendingPathComponent("link.json")
            let original = FileHistoryRepository(fileURL: target)
            try original.addSearchTerm("kept")
            try await original.waitUntilSaved()
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

            let throughLink = FileHistoryRepository(fileURL: link)
            try throughLink.addSearchTerm("added")
            try await throughLink.waitUntilSaved()

            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            let saved = try String(contentsOf: target, encoding: .utf8)
            #expect(saved.contains("added") && saved.contains("kept"))
        },
    ]

    @Test(arguments: rows)
    func badInputGetsAClearErrorOrADocumentedOutcomeAndLosesNothing(_ row: Row) async throws {
        try await row.check()
    }

    // MARK: Programmer errors: a trap whose message says what to fix

    /// A misuse that traps, the text the trap must print, and how to provoke it.
    struct TrapRow: Sendable, CustomTestStringConvertible {
        let input: String
        let message: String
        let trigger: @MainActor @Sendable () -> Void

        var testDescription: String { "\(input) → \(message)" }
    }

    nonisolated static let trapRows: [TrapRow] = [
        TrapRow(
            input: "UIKit-style deleteRows(at: [IndexPath(index: 0)])",
            message: "Invalid index path for use with UITableView. Index paths passed to table view must contain"
        ) {
            let tableView = HeadlessTableView()
            tableView.currentDataSource = StringSectionsDataSource([["a"]])
            tableView.deleteRows(at: [IndexPath(index: 0)])
        },
        TrapRow(
            input: "a rejected update on a view with trapsOnRejectedBatchUpdate",
            message: "NSInternalInconsistencyException', reason: 'attempt to insert row 1 into section 0"
        ) {
            let tableView = HeadlessTableView()
            tableView.trapsOnRejectedBatchUpdate = true
            tableView.currentDataSource = StringSectionsDataSource([["a"]])
            try? tableView.performBatchUpdates(
                BatchUpdate(insertedRows: [IndexPath(row: 1, section: 0)]), animated: true
            ) {}
        },
        TrapRow(
            input: "dataSource[indexPath] out of range",
            message: "index path [0, 7] is out of range: FlatDataSource<Int> has 1 section with 3 rows"
        ) {
            _ =
                FlatDataSource<Int, HeadlessTableView>(items: [1, 2, 3], cellProvider: .text { "\($0)" })[
                    IndexPath(row: 7, section: 0)]
        },
        TrapRow(
            input: "applying a difference that ends with two sections to a FlatDataSource",
            message: "a FlatDataSource shows one section; the difference ends with 2"
        ) {
            let list = FlatDataSource<Int, HeadlessTableView>(items: [1], cellProvider: .text { "\($0)" })
            let sections = [DiffableSection(identifier: 0, items: [1]), DiffableSection(identifier: 1, items: [2])]
            list.apply(ListDifference(from: list.diffableSections, to: sections))
        },
        TrapRow(
            input: "a SwitchingDataSource asked for the rows of a section it does not show",
            message: "section 3 is out of range: the switching data source shows 1 sections (its child at 0)"
        ) {
            let tableView = HeadlessTableView()
            let switcher = SwitchingDataSource<HeadlessTableView>([
                FlatDataSource<Int, HeadlessTableView>(items: [1], cellProvider: .text { "\($0)" })
            ])
            tableView.currentDataSource = switcher
            _ = switcher.listView(tableView, numberOfRowsInSection: 3)
        },
        TrapRow(
            input: "a data source reporting a negative row count",
            message: "numberOfRowsInSection 0 returned -1; it must not be negative"
        ) {
            final class Negative: ListViewDataSource {
                func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { -1 }
                func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell
                {
                    fatalError("never asked")
                }
            }
            HeadlessTableView().currentDataSource = Negative()
        },
        TrapRow(
            input: "willSelectRowAt choosing a row that does not exist",
            message: "willSelectRowAt [0, 0] returned [0, 5], but the table view has row counts [1]"
        ) {
            let tableView = HeadlessTableView()
            tableView.currentDataSource = StringSectionsDataSource([["a"]])
            let delegate = RecordingDelegate()
            delegate.selectionRedirect = { _ in IndexPath(row: 5, section: 0) }
            tableView.delegate = delegate
            tableView.tapRow(at: IndexPath(row: 0, section: 0))
        },
        TrapRow(
            input: "selecting from code an item the data source does not have",
            message: "index path [0, 3] is out of range: FlatDataSource<Int> has 1 section with 1 row"
        ) {
            let list = FlatDataSource<Int, HeadlessTableView>(items: [1], cellProvider: .text { "\($0)" })
            list.selectItem(at: IndexPath(row: 3, section: 0))
        },
        TrapRow(
            input: "reconfiguring an item the data source does not have",
            message: "index path [0, 3] is out of range: FlatDataSource<Int> has 1 section with 1 row"
        ) {
            let list = FlatDataSource<Int, HeadlessTableView>(items: [1], cellProvider: .text { "\($0)" })
            list.reconfigureItems(at: [IndexPath(row: 3, section: 0)])
        },
        TrapRow(
            input: "selecting a row the view does not show",
            message: "attempt to select row [0, 5], but the table view has row counts [1]"
        ) {
            let tableView = HeadlessTableView()
            tableView.currentDataSource = StringSectionsDataSource([["a"]])
            tableView.selectRow(at: IndexPath(row: 5, section: 0))
        },
        TrapRow(
            input: "opening the context menu of a row the view does not show",
            message: "attempt to open the menu of row [0, 5], but the table view has row counts [1]"
        ) {
            let tableView = HeadlessTableView()
            tableView.currentDataSource = StringSectionsDataSource([["a"]])
            _ = tableView.contextMenu(forRowAt: IndexPath(row: 5, section: 0))
        },
        TrapRow(
            input: "a negative header height from the delegate",
            message: "heightForHeaderInSection 0 returned -1.0; it must not be negative"
        ) {
            let tableView = HeadlessTableView()
            tableView.currentDataSource = StringSectionsDataSource([["a"]])
            let delegate = RecordingDelegate()
            delegate.headerHeights = [0: -1]
            tableView.delegate = delegate
            _ = tableView.visibleCells
        },
        TrapRow(
            input: "a negative footer height from the delegate",
            message: "heightForFooterInSection 1 returned -2.0; it must not be negative"
        ) {
            let tableView = HeadlessTableView()
            tableView.currentDataSource = StringSectionsDataSource([["a"], ["b"]])
            let delegate = RecordingDelegate()
            delegate.footerHeights = [1: -2]
            tableView.delegate = delegate
            _ = tableView.scrollGeometry
        },
        TrapRow(
            input: "a cell class that is not a subclass of the view's cell class",
            message: "must be a subclass of HeadlessTableViewCell to be shown in HeadlessTableView"
        ) {
            final class Foreign: ConfigurableCell {
                func configure(with item: Int) {}
            }
            _ = CellProvider<Int, HeadlessTableView>.registered(Foreign.self)
        },
    ]

    @Test(arguments: trapRows.indices)
    func programmerErrorTrapsWithAMessageThatSaysWhatToFix(_ index: Int) async throws {
        let row = Self.trapRows[index]
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [index] in
            await MainActor.run { BadInputTableTests.trapRows[index].trigger() }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains(row.message), "\(row.input)")
    }

    /// Traps that shipped apps can meet use `fatalError`, whose message survives release
    /// builds; `precondition` drops its message there. Checked in the sources, because the
    /// tests run a debug build.
    @Test func trapsAShippedAppCanMeetKeepTheirMessageInReleaseBuilds() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        // Internal limits of the diff engine, not reachable through misuse of the API.
        let internalInvariants: Set<String> = ["IdentityTable.swift", "ListDifference+Algorithm.swift"]
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            guard !internalInvariants.contains(file.lastPathComponent) else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("precondition(") || line.contains("preconditionFailure(") {
                offenders.append("\(file.lastPathComponent):\(number + 1)")
            }
        }
        #expect(offenders.isEmpty, "use fatalError (or a typed error) so the message reaches release builds")
    }
}

/// Two cell classes with the same short name, as two screens of one app would have.
enum ProductsScreen {
    final class Cell: HeadlessTableViewCell, ConfigurableCell {
        func configure(with item: String) { text = "product \(item)" }
    }
}

enum OrdersScreen {
    final class Cell: HeadlessTableViewCell, ConfigurableCell {
        func configure(with item: String) { text = "order \(item)" }
    }
}

/// A data source that is not a delegate: it only provides rows.
@MainActor
final class PlainDataSource: ListViewDataSource {
    let rows: [String]

    init(_ rows: [String]) { self.rows = rows }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
        cell.text = rows[indexPath.row]
        return cell
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Plain")
    }
}

/// An app's own delegate that only records selection.
@MainActor
final class SelectionRecorder: ListViewDelegate {
    private(set) var selected: [IndexPath] = []

    func listView(_ listView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
