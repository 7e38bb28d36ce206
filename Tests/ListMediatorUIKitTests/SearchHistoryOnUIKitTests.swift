import ListMediator
import ListMediatorSearchHistory
import Testing

@testable import ListMediatorSearchHistoryUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The search history mediator on a `UISearchBar` and a history `UITableView`.
@MainActor
struct SearchHistoryOnUIKitTests {
    let searchBar = UISearchBar()
    let historyTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
    let field: SearchBarField
    let historyView: HistoryTableView
    let repository = InMemoryHistoryRepository()
    var searches: [String] = []
    let mediator: SearchHistoryMediator

    init() {
        field = SearchBarField(searchBar: searchBar)
        historyView = HistoryTableView(tableView: historyTable)
        mediator = SearchHistoryMediator(searchField: field, historyView: historyView, repository: repository) { _ in }
    }

    var historyTexts: [String?] { historyTable.visibleCells.map { $0.textLabel?.text } }

    @Test func theFieldIsTheSearchBarsDelegate() {
        #expect(searchBar.delegate === field)
    }

    @Test func searchingFromTheBarAddsTheTermAndTheHistoryTableListsIt() throws {
        searchBar.simulateTap()
        searchBar.simulateTyping("swift")
        searchBar.simulateSearchButtonTap()
        searchBar.simulateTap()

        #expect(repository.history == ["swift"])
        #expect(!historyTable.isHidden)
        #expect(historyTexts == ["swift"])
    }

    /// A history cell of an app's own.
    final class RecentSearchCell: UITableViewCell {
        private(set) var term = ""
        func show(_ term: String) { self.term = term }
    }

    @Test func theHistoryTableListsTermsInCellsTheAppProvides() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        let history = HistoryTableView(tableView: table, cellClass: RecentSearchCell.self) { cell, term in
            cell.show(term)
        }
        history.isHidden = false

        history.setHistory(["swift", "kotlin"])

        #expect(table.visibleCells.map { ($0 as? RecentSearchCell)?.term } == ["swift", "kotlin"])
    }

    @Test func aCellClassRegisteredOverTheHistorysOwnStopsWithAMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
                let history = HistoryTableView(tableView: table, cellClass: RecentSearchCell.self) { cell, term in
                    cell.show(term)
                }
                table.register(UITableViewCell.self, forCellReuseIdentifier: "ListMediator.HistoryTerm")
                history.setHistory(["swift"])
                _ = table.visibleCells
            }
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("another class was registered on its table under its reuse identifier"))
        }
    }

    @Test func typingFiltersTheHistoryTable() throws {
        try repository.addSearchTerm("swift")
        try repository.addSearchTerm("kotlin")
        searchBar.simulateTap()
        searchBar.simulateTyping("sw")
        #expect(historyTexts == ["swift"])
    }

    @Test func selectingARowSearchesItAgainAndSwipingDeletesIt() throws {
        try repository.addSearchTerm("swift")
        try repository.addSearchTerm("kotlin")
        searchBar.simulateTap()

        historyTable.simulateSwipeToDelete(at: IndexPath(row: 0, section: 0))
        #expect(repository.history == ["swift"])

        historyTable.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(searchBar.text == "" || searchBar.text == nil || searchBar.text == "swift")
        #expect(historyTable.indexPathForSelectedRow == nil)
    }

    @Test func theAppsDelegateHearsEveryEventInUIKitsOrderAndTypingAfterTheHistory() throws {
        final class LiveResults: NSObject, UISearchBarDelegate {
            var heard: [String] = []
            var historyHiddenWhenTyping: [Bool] = []
            let historyTable: UITableView
            init(historyTable: UITableView) { self.historyTable = historyTable }
            func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { heard.append("begin") }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                heard.append("typed \(searchText)")
                historyHiddenWhenTyping.append(historyTable.isHidden)
            }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
                heard.append("search \(searchBar.text ?? "")")
            }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { heard.append("cancel") }
            func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { heard.append("end") }
        }
        let app = LiveResults(historyTable: historyTable)
        field.forwardingDelegate = app

        searchBar.simulateTap()
        searchBar.simulateTyping("sw")
        searchBar.simulateSearchButtonTap()
        searchBar.simulateTap()
        searchBar.simulateCancelButtonTap()

        #expect(app.heard == ["begin", "typed s", "typed sw", "search sw", "end", "begin", "cancel", "end"])
        #expect(app.historyHiddenWhenTyping == [false, false], "the mediator has shown the history first")
        #expect(repository.history == ["sw"])
        #expect(searchBar.text == "sw", "the query stays above its results")
    }

    @Test func typingThatNarrowsTheHistoryDeletesTheOtherRowsAnimated() throws {
        for term in ["kotlin", "swift", "sweden"] { try repository.addSearchTerm(term) }
        searchBar.simulateTap()
        _ = historyTexts
        let reloads = historyTable.reloadCount

        searchBar.simulateTyping("sw")

        #expect(historyTexts == ["sweden", "swift"])
        #expect(historyTable.reloadCount == reloads, "no reload while the table is on screen")
        #expect(historyTable.performedBatchUpdates.last?.update.deletedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test func aTermSwipedAwayIsDeletedAnimatedAndATermSearchedAgainMovesToTheTop() throws {
        for term in ["kotlin", "swift", "sweden"] { try repository.addSearchTerm(term) }
        searchBar.simulateTap()
        _ = historyTexts

        historyTable.simulateSwipeToDelete(at: IndexPath(row: 1, section: 0))
        #expect(historyTexts == ["sweden", "kotlin"])
        #expect(historyTable.performedBatchUpdates.last?.update.deletedRows == [IndexPath(row: 1, section: 0)])

        searchBar.simulateTyping("kotlin")
        searchBar.simulateSearchButtonTap()
        #expect(repository.history == ["kotlin", "sweden"])
    }

    @Test func clearingFromTheAppsButtonEmptiesTheHistoryTable() throws {
        for term in ["kotlin", "swift"] { try repository.addSearchTerm(term) }
        searchBar.simulateTap()
        _ = historyTexts

        historyView.clearHistory()

        #expect(repository.history.isEmpty)
        #expect(historyTexts.isEmpty)
        #expect(historyTable.performedBatchUpdates.last?.update.deletedRows.count == 2)
    }

    @Test func aListThatRepeatsATermHasNoRowChangesAndReloads() {
        #expect(HistoryRowChanges(from: ["a", "a"], to: ["a"]) == nil)
        let changes = HistoryRowChanges(from: ["a", "b", "c"], to: ["c", "a", "d"])
        #expect(changes?.deleted == [IndexPath(row: 1, section: 0)])
        #expect(changes?.inserted == [IndexPath(row: 2, section: 0)])
        #expect(changes?.moved.map { [$0.from.row, $0.to.row] } == [[2, 0], [0, 1]])
    }

    @Test func cancellingEndsEditingAndHidesTheHistory() {
        searchBar.simulateTap()
        searchBar.simulateCancelButtonTap()
        #expect(!searchBar.isFirstResponder)
        #expect(historyTable.isHidden)
    }
}
