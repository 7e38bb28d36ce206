import Foundation
import ListMediator
import ListMediatorTerminal
import Testing

@MainActor
struct TerminalListViewDisplayTests {
    final class DisplayRecorder: ListViewDelegate {
        var displayed: [Int] = []
        var ended: [Int] = []
        func listView(_ listView: TerminalListView, willDisplay cell: TerminalCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath.row)
        }
        func listView(_ listView: TerminalListView, didEndDisplaying cell: TerminalCell, forRowAt indexPath: IndexPath)
        {
            ended.append(indexPath.row)
        }
    }

    @Test func onlyTheRowsOnScreenGetCellsAndCellsAreReusedWhileScrolling() {
        let listView = TerminalListView(width: 10, height: 5)
        listView.currentDataSource = FlatDataSource(
            items: Array(0..<100_000), cellProvider: .text { "row \($0)" })
        let recorder = DisplayRecorder()
        listView.delegate = recorder

        _ = listView.drawnLines()
        for line in 1...200 { listView.setContentOffset(CGPoint(x: 0, y: line)) }

        #expect(listView.visibleLines().first == "  row 200 ")
        #expect(listView.createdCellCount <= 6)
        #expect(recorder.displayed.count == 205)
        #expect(recorder.ended.count == 200)
    }

    @Test func rowsAnUpdateKeepsKeepTheirCellsLikeUIKitSoAMissingReloadShowsAsStale() {
        final class Names: ListViewDataSource {
            var names = ["ann", "bob"]
            func listView(_ listView: TerminalListView, numberOfRowsInSection section: Int) -> Int { names.count }
            func listView(_ listView: TerminalListView, cellForRowAt indexPath: IndexPath) -> TerminalCell {
                let cell = listView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
                cell.text = names[indexPath.row]
                return cell
            }
            func registerCells(in listView: TerminalListView) {
                listView.register(TerminalCell.self, forCellReuseIdentifier: "name")
            }
        }
        let listView = TerminalListView(width: 8, height: 5)
        let names = Names()
        listView.currentDataSource = names
        _ = listView.drawnLines()

        // "bob" is renamed without a reload, and a row is inserted above it.
        try? listView.performBatchUpdates(BatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)]), animated: true) {
            names.names = ["cy", "ann", "rob"]
        }

        #expect(listView.visibleLines() == ["  cy    ", "  ann   ", "  bob   "])
    }

    @Test func changedRowsAreMarkedUntilTheMarksAreCleared() {
        let listView = TerminalListView(width: 8, height: 5)
        listView.marksChanges = true
        let list = FlatDataSource(items: ["a", "b", "c"], cellProvider: .text { $0 })
        listView.currentDataSource = list

        list.apply(["c", "a", "new", "b"])

        #expect(listView.markedIndexPaths.contains(IndexPath(row: 2, section: 0)))
        #expect(!listView.markedIndexPaths.isEmpty)
        #expect(listView.drawnLines()[2].spans.contains { $0.style.foreground == .green })
        listView.clearChangeMarks()
        #expect(listView.markedIndexPaths.isEmpty)
    }

    struct Score: Identifiable, Equatable {
        let id: String
        var points: Int
    }

    @Test func reconfiguringAnItemRedrawsItsRowInPlaceMarkedAsUpdatedWithNoBatch() {
        final class Points { var bonus = 0 }
        let points = Points()
        let listView = TerminalListView(width: 10, height: 5)
        listView.marksChanges = true
        let scores = FlatDataSource(
            items: [Score(id: "ann", points: 1), Score(id: "bob", points: 2)],
            cellProvider: .text { "\($0.id) \($0.points + points.bonus)" })
        listView.currentDataSource = scores
        let bobsCell = listView.cellForRow(at: IndexPath(row: 1, section: 0))

        points.bonus = 10
        scores.reconfigureItems(withIDs: ["bob"])

        #expect(listView.cellForRow(at: IndexPath(row: 1, section: 0)) === bobsCell)
        #expect(listView.renderedLines()[1] == "  bob 12  ")
        #expect(listView.changeMark(at: IndexPath(row: 1, section: 0)) == .updatedInPlace)
        #expect(listView.changeMark(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func theFocusedRowsMenuOpensAndItsActionIsChosen() throws {
        let listView = TerminalListView(width: 10, height: 5)
        var opened: [String] = []
        let files = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        files.contextMenu = { file, _ in
            ListContextMenu(actions: [ListMenuAction(title: "Open") { opened.append(file) }])
        }
        listView.currentDataSource = files
        listView.moveFocus(by: 1)
        let focused = try #require(listView.indexPathForFocusedRow)

        #expect(listView.contextMenuForFocusedRow()?.actions.map(\.title) == ["Open"])
        #expect(listView.chooseContextMenuAction(titled: "Open"))
        #expect(!listView.chooseContextMenuAction(titled: "Print"))
        #expect(opened == [files.items[focused.row]])
    }

    @Test func aRowUpdatedInPlaceIsMarkedAsUpdatedNotAsReplacedAndKeepsItsCell() {
        let listView = TerminalListView(width: 10, height: 5)
        listView.marksChanges = true
        let scores = FlatDataSource(
            items: [Score(id: "ann", points: 1), Score(id: "bob", points: 2)],
            cellProvider: .text { "\($0.id) \($0.points)" })
        listView.currentDataSource = scores
        let bobsCell = listView.cellForRow(at: IndexPath(row: 1, section: 0))

        scores.apply([Score(id: "ann", points: 1), Score(id: "bob", points: 5), Score(id: "cy", points: 0)])

        #expect(listView.cellForRow(at: IndexPath(row: 1, section: 0)) === bobsCell)
        #expect(listView.changeMark(at: IndexPath(row: 1, section: 0)) == .updatedInPlace)
        #expect(listView.changeMark(at: IndexPath(row: 2, section: 0)) == .replaced)
        #expect(listView.changeMark(at: IndexPath(row: 0, section: 0)) == nil)
        let lines = listView.drawnLines()
        #expect(lines[1].text == " ~bob 5   ")
        #expect(lines[1].spans.allSatisfy { $0.style.foreground != .green })
        #expect(lines[1].spans.contains { $0.style.foreground == .yellow })
        #expect(lines[2].spans.contains { $0.style.foreground == .green })
    }

    @Test func headersFootersAndRowsAreStyledAndTheDetailIsSecondary() {
        let listView = TerminalListView(width: 12, height: 5)
        listView.currentDataSource = GroupedDataSource(
            items: ["ab"], sectionKey: { String($0.prefix(1)) }, footerTitle: { _ in "1 item" },
            cellProvider: .text({ $0 }, detail: { _ in "$1" }))

        let lines = listView.drawnLines()

        #expect(lines.map(\.text) == ["## a        ", "  ab      $1", "   1 item   "])
        #expect(lines[0].spans.first?.style == .heading)
        #expect(lines[1].spans.last == TerminalLine.Span("$1", style: .secondary))
    }

    @Test func theViewAsksForADisplayWhenWhatItDrawsChanges() {
        let listView = TerminalListView(width: 8, height: 3)
        let list = FlatDataSource(items: ["a", "b", "c", "d"], cellProvider: .text { $0 })
        listView.currentDataSource = list
        var requests = 0
        listView.onNeedsDisplay = { requests += 1 }

        list.apply(["a", "b"])
        let afterUpdate = requests
        listView.handle(.down)

        #expect(afterUpdate > 0)
        #expect(requests > afterUpdate)
    }
}

/// The background view: drawn below the headers while the list has no rows, and Enter does what
/// it offers.
@MainActor
struct TerminalBackgroundViewTests {
    @Test func theBackgroundShowsOnlyWhileTheListHasNoRowsAndEnterRetries() {
        let listView = TerminalListView(width: 12, height: 6)
        let list = FlatDataSource<String, TerminalListView>(items: [], headerTitle: "Items", cellProvider: .text { $0 })
        listView.currentDataSource = list
        var retries = 0
        listView.setBackgroundView(TerminalBackgroundView([TerminalLine("  Nothing")]) { retries += 1 }, animated: true)

        #expect(listView.visibleLines() == ["## Items    ", "            ", "  Nothing   "])
        listView.handle(.enter)
        #expect(retries == 1)

        list.apply(["a"])
        #expect(listView.visibleLines() == ["## Items    ", "  a         "])
        listView.handle(.enter)
        #expect(retries == 1, "Enter selects the row now")
    }
}

/// The keyboard editing the list: the focused row moves with its cell and focus, and is deleted
/// by its data source.
@MainActor
struct TerminalEditingTests {
    @Test func theFocusedRowMovesWithinItsDataSourceAndIsDeletedByIt() {
        let listView = TerminalListView(width: 8, height: 6)
        let list = FlatDataSource<String, TerminalListView>(items: ["a", "b", "c"], cellProvider: .text { $0 })
        var log: [String] = []
        list.onMove = { item, _, destination in log.append("\(item)→\(destination.row)") }
        list.onDelete = { log.append("-\($0)") }
        listView.currentDataSource = list
        listView.focusRow(at: IndexPath(row: 0, section: 0))

        #expect(listView.moveFocusedRow(by: 1))
        #expect(listView.moveFocusedRow(by: 1))
        #expect(!listView.moveFocusedRow(by: 1), "the last row stays")
        #expect(listView.visibleLines() == ["  b     ", "  c     ", "> a     "])
        #expect(listView.indexPathForFocusedRow == IndexPath(row: 2, section: 0))

        #expect(listView.deleteFocusedRow())
        #expect(log == ["a→1", "a→2", "-a"])
        #expect(listView.visibleLines() == ["  b     ", "> c     "], "the focus goes to the row above")
    }

    @Test func theFocusedRowMovesIntoTheNextDataSourceThatTakesItAndBack() {
        let listView = TerminalListView(width: 8, height: 6)
        let todo = FlatDataSource<String, TerminalListView>(items: ["a", "b"], cellProvider: .text { $0 })
        let done = FlatDataSource<String, TerminalListView>(items: [], cellProvider: .text { $0 })
        var log: [String] = []
        for (name, column) in [("todo", todo), ("done", done)] {
            column.onGiveAway = { item, _ in log.append("\(name) gave \(item)") }
            column.canReceiveItem = { _, _ in true }
            column.onReceive = { item, place in log.append("\(name) got \(item) at \(place.row)") }
        }
        listView.currentDataSource = CompositeDataSource<TerminalListView>([todo, done])
        listView.focusRow(at: IndexPath(row: 1, section: 0))

        #expect(listView.moveFocusedRow(by: 1), "past the end of its own, into the empty one")
        #expect(todo.items == ["a"] && done.items == ["b"])
        #expect(listView.indexPathForFocusedRow == IndexPath(row: 0, section: 1))
        #expect(listView.moveFocusedRow(by: -1))
        #expect(todo.items == ["a", "b"] && done.items.isEmpty)
        #expect(log == ["todo gave b", "done got b at 0", "done gave b", "todo got b at 1"])
    }
}
