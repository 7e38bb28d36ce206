import Foundation
import ListMediator
import ListMediatorSearchHistory
import ListMediatorTesting
import Testing

/// Recent searches as a section of a composed list, above live results.
@MainActor
struct HistoryDataSourceTests {
    let field = HeadlessSearchField()
    let tableView = HeadlessTableView()
    let repository = InMemoryHistoryRepository(history: ["swift", "Sweden", "kotlin"])
    let recents = HistoryDataSource<HeadlessTableView>(headerTitle: "Recent searches", cellProvider: .text { $0 })
    let results = FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { "result: \($0)" })

    /// The list: recents, then results; the mediator shows recents while the field is empty.
    func makeScreen(onSearch: @escaping @MainActor (String) -> Void = { _ in }) -> SearchHistoryMediator {
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([recents.dataSource, results])
        let mediator = SearchHistoryMediator(
            searchField: field, historyView: recents, repository: repository, onSearch: onSearch)
        mediator.historyVisibility = .whileFieldIsEmpty
        return mediator
    }

    var texts: [String] { tableView.visibleCells.map { $0.text ?? "" } }

    func headerTitle(ofSection section: Int) -> String? {
        tableView.dataSource?.listView(tableView, titleForHeaderInSection: section)
    }

    @Test func recentsShowAsASectionWhileTheFieldIsEmptyAndGoWhenResultsCome() {
        let mediator = makeScreen()
        #expect(tableView.numberOfSections == 1, "hidden: no section, no header; the results' empty one")

        field.beginEditing()
        #expect(tableView.numberOfSections == 2)
        #expect(headerTitle(ofSection: 0) == "Recent searches")
        #expect(texts == ["swift", "Sweden", "kotlin"])

        field.type("k")
        results.apply(["kiwi", "kale"])
        #expect(tableView.numberOfSections == 1)
        #expect(texts == ["result: kiwi", "result: kale"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1, "sections come and go with batch updates")
        withExtendedLifetime(mediator) {}
    }

    @Test func tappingARecentSearchSearchesForItAgainAndLeavesNoRowSelected() {
        var searches: [String] = []
        let mediator = makeScreen { searches.append($0) }
        field.beginEditing()

        tableView.tapRow(at: IndexPath(row: 2, section: 0))

        #expect(searches == ["kotlin"])
        #expect(field.text == "kotlin")
        #expect(repository.history.first == "kotlin")
        #expect(tableView.indexPathsForSelectedRows.isEmpty)
        withExtendedLifetime(mediator) {}
    }

    @Test func deletingARecentSearchRemovesItFromTheRepositoryAndTheList() {
        let mediator = makeScreen()
        field.beginEditing()

        #expect(tableView.deleteRow(at: IndexPath(row: 1, section: 0)))

        #expect(repository.history == ["swift", "kotlin"])
        #expect(texts == ["swift", "kotlin"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        withExtendedLifetime(mediator) {}
    }

    @Test func clearingTheHistoryRemovesTheSectionWithItsHeader() {
        let mediator = makeScreen()
        field.beginEditing()

        recents.clearHistory()

        #expect(repository.history.isEmpty)
        #expect(tableView.numberOfSections == 1)
        #expect(headerTitle(ofSection: 0) == nil)
        withExtendedLifetime(mediator) {}
    }

    @Test func aHistoryThatRepeatsATermShowsItOnce() {
        recents.isHidden = false
        tableView.currentDataSource = recents.dataSource

        recents.setHistory(["swift", "kotlin", "swift"])

        #expect(texts == ["swift", "kotlin"])
        #expect(recents.history == ["swift", "kotlin", "swift"])
    }
}
