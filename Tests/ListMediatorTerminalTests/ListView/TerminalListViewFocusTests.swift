import Foundation
import ListMediator
import ListMediatorTerminal
import Testing

@MainActor
struct TerminalListViewFocusTests {
    final class Recorder: ListViewScrollingDelegate {
        var events: [String] = []
        var refusesRow: IndexPath?
        var doesNotHighlightRow: IndexPath?
        func listView(_ listView: TerminalListView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            indexPath != doesNotHighlightRow
        }
        func listView(_ listView: TerminalListView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("will \(indexPath.row)")
            return indexPath == refusesRow ? nil : indexPath
        }
        func listView(_ listView: TerminalListView, didSelectRowAt indexPath: IndexPath) {
            events.append("select \(indexPath.row)")
        }
        func listView(_ listView: TerminalListView, didDeselectRowAt indexPath: IndexPath) {
            events.append("deselect \(indexPath.row)")
        }
        func listViewDidScroll(_ listView: TerminalListView) { events.append("scroll") }
    }

    private func makeList(rows: Int = 10, height: Int = 4) -> (
        TerminalListView, FlatDataSource<String, TerminalListView>
    ) {
        let listView = TerminalListView(width: 8, height: height)
        let list = FlatDataSource(items: (0..<rows).map { "r\($0)" }, cellProvider: .text { $0 })
        listView.currentDataSource = list
        return (listView, list)
    }

    @Test func downAndUpMoveTheFocusAndTheListScrollsToKeepItOnScreen() {
        let (listView, _) = makeList()

        listView.handle(.down)  // no focus yet: the first row on screen
        #expect(listView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        for _ in 0..<4 { listView.handle(.down) }

        #expect(listView.indexPathForFocusedRow == IndexPath(row: 4, section: 0))
        #expect(listView.visibleLines() == ["  r1    ", "  r2    ", "  r3    ", "> r4    "])
        listView.handle(.character("k"))
        #expect(listView.visibleLines().last == "  r4    ")
    }

    @Test func focusMovesAcrossSectionsSkippingHeadersAndShowsAFirstRowsHeader() {
        let listView = TerminalListView(width: 8, height: 3)
        listView.currentDataSource = GroupedDataSource(
            items: ["a1", "a2", "b1"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        listView.focusLastRow()

        listView.moveFocus(by: -1)

        #expect(listView.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        listView.handle(.home)
        #expect(listView.visibleLines() == ["## a    ", "> a1    ", "  a2    "])
    }

    @Test func pageKeysMoveAScreenfulAndEndKeysGoToTheEnds() {
        let (listView, _) = makeList(rows: 20, height: 5)
        listView.handle(.home)

        listView.handle(.pageDown)
        #expect(listView.indexPathForFocusedRow?.row == 4)
        listView.handle(.end)
        #expect(listView.indexPathForFocusedRow?.row == 19)
        #expect(listView.scrollGeometry.distanceToBottom == 0)
        listView.handle(.pageUp)
        #expect(listView.indexPathForFocusedRow?.row == 15)
    }

    @Test func enterSelectsTheFocusedRowAskingWillSelectAndDeselectingThePreviousOne() {
        let (listView, _) = makeList()
        let recorder = Recorder()
        listView.delegate = recorder
        listView.focusRow(at: IndexPath(row: 1, section: 0))
        listView.handle(.enter)
        listView.handle(.down)
        recorder.events = []

        listView.handle(.enter)

        #expect(recorder.events == ["will 2", "deselect 1", "select 2"])
        #expect(listView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(listView.visibleLines()[2] == ">*r2    ")
    }

    @Test func aRowTheDelegateRefusesIsNotSelected() {
        let (listView, _) = makeList()
        let recorder = Recorder()
        recorder.refusesRow = IndexPath(row: 0, section: 0)
        listView.delegate = recorder

        listView.pressRow(at: IndexPath(row: 0, section: 0))

        #expect(recorder.events == ["will 0"])
        #expect(listView.indexPathForSelectedRow == nil)
    }

    @Test func aRowThatDoesNotHighlightIsNotSelectedAndWillSelectIsNotAsked() {
        let (listView, _) = makeList()
        let recorder = Recorder()
        recorder.doesNotHighlightRow = IndexPath(row: 1, section: 0)
        listView.delegate = recorder

        listView.pressRow(at: IndexPath(row: 1, section: 0))

        #expect(recorder.events.isEmpty)
        #expect(listView.indexPathForSelectedRow == nil)
    }

    @Test func focusAndSelectionFollowTheirRowThroughAnUpdate() {
        let (listView, list) = makeList(rows: 4)
        listView.focusRow(at: IndexPath(row: 2, section: 0))
        listView.pressRow(at: IndexPath(row: 1, section: 0))

        list.apply(["new", "r0", "r1", "r2", "r3"])

        #expect(listView.indexPathForFocusedRow == IndexPath(row: 3, section: 0))
        #expect(listView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func whenTheFocusedRowIsDeletedTheRowTakingItsPlaceIsFocused() {
        let (listView, list) = makeList(rows: 4)
        listView.focusRow(at: IndexPath(row: 3, section: 0))

        list.apply(["r0", "r1"])

        #expect(listView.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        list.apply([])
        #expect(listView.indexPathForFocusedRow == nil)
    }

    @Test func anAutofocusingListFocusesTheTopRowUntilAKeyMovesTheFocus() {
        let (listView, list) = makeList(rows: 3)
        listView.autofocuses = true
        #expect(listView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))

        list.apply(["top"] + list.items)
        #expect(listView.visibleLines().first == "> top   ")

        listView.handle(.down)
        list.apply(["top2"] + list.items)
        #expect(listView.indexPathForFocusedRow == IndexPath(row: 2, section: 0), "the moved focus stays on r0")
    }

    @Test func movingTheFocusScrollsOnlyWhenItLeavesTheScreenAndTellsTheDelegate() {
        let (listView, _) = makeList(rows: 10, height: 3)
        let recorder = Recorder()
        listView.delegate = recorder
        listView.focusRow(at: IndexPath(row: 0, section: 0))

        listView.moveFocus(by: 2)
        #expect(recorder.events.isEmpty)
        listView.moveFocus(by: 1)
        #expect(recorder.events == ["scroll"])
        #expect(listView.scrollGeometry.contentOffset.y == 1)
    }

    @Test func rowsInsertedAboveTheFocusedRowLeaveItOnTheSameScreenLine() {
        let (listView, list) = makeList(rows: 10, height: 4)
        listView.focusRow(at: IndexPath(row: 5, section: 0))
        let lineBefore = listView.visibleLines().firstIndex { $0.hasPrefix(">") }

        list.apply(["new 1", "new 2"] + list.items)

        #expect(listView.indexPathForFocusedRow == IndexPath(row: 7, section: 0))
        #expect(listView.visibleLines().firstIndex { $0.hasPrefix(">") } == lineBefore)
    }

    @Test func atTheTopOfTheListRowsInsertedAboveShowAndPushTheFocusedRowDown() {
        let (listView, list) = makeList(rows: 10, height: 4)
        listView.focusRow(at: IndexPath(row: 1, section: 0))

        list.apply(["new"] + list.items)

        #expect(listView.scrollGeometry.contentOffset.y == 0)
        #expect(listView.visibleLines() == ["  new   ", "  r0    ", "> r1    ", "  r2    "])
    }

    @Test func aFocusedRowOffScreenLeavesTheScrollPositionAsItIs() {
        let (listView, list) = makeList(rows: 10, height: 4)
        listView.focusRow(at: IndexPath(row: 9, section: 0))
        listView.setContentOffset(.zero)

        list.apply(["new"] + list.items)

        #expect(listView.scrollGeometry.contentOffset.y == 0)
    }

    @Test func clearingTheFocusLetsAnAutofocusingListChooseTheTopRowAgain() {
        let (listView, _) = makeList(rows: 10, height: 4)
        listView.autofocuses = true
        listView.focusRow(at: IndexPath(row: 2, section: 0))

        listView.clearFocus()

        #expect(listView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
    }
}
