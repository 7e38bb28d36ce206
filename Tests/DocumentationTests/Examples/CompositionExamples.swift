import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The examples of the "One list, many data sources" article (ListMediator.docc/Composition.md).
enum CompositionExamples {
    struct Product: Identifiable, Hashable, Sendable {
        let id: Int
        let name: String
        let category: String
    }

    /// "The update chain".
    @MainActor
    static func theUpdateChain(
        tableView: HeadlessTableView, cells: CellProvider<Product, HeadlessTableView>,
        favourites: FlatDataSource<Product, HeadlessTableView>, kettle: Product, whisk: Product
    ) -> [UpdateOutcome] {
        var outcomes: [UpdateOutcome] = []

        let recent = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: cells)
        recent.apply([kettle]) { outcome in
            print(outcome)  // notDisplayed: no view shows it, so only its items change
            outcomes.append(outcome)
        }

        let screen = CompositeDataSource<HeadlessTableView>([favourites, recent])
        tableView.currentDataSource = screen
        recent.apply([whisk, kettle]) { outcome in
            print(outcome)  // animated(stageCount: 1): the whisk's row slides in below the favourites
            outcomes.append(outcome)
        }

        return outcomes
    }

    /// "Stacking data sources".
    @MainActor
    static func stackingDataSources(
        tableView: HeadlessTableView, cells: CellProvider<Product, HeadlessTableView>,
        favouriteProducts: [Product], products: [Product], showDetail: @escaping (Product) -> Void
    ) -> (screen: CompositeDataSource<HeadlessTableView>, favourites: FlatDataSource<Product, HeadlessTableView>) {
        let favourites = FlatDataSource<Product, HeadlessTableView>(
            items: favouriteProducts, headerTitle: "Favourites", cellProvider: cells
        ) { product in
            showDetail(product)
        }
        let catalogue = GroupedDataSource<Product, String, HeadlessTableView>(
            items: products, sectionKey: \.category, cellProvider: cells
        ) { product in
            showDetail(product)
        }
        let screen = CompositeDataSource<HeadlessTableView>([favourites, catalogue])
        tableView.currentDataSource = screen

        return (screen, favourites)
    }

    /// "Stacking data sources": a child's rows on screen.
    @MainActor
    static func showingACatalogueRow(
        of catalogue: GroupedDataSource<Product, String, HeadlessTableView>, in tableView: HeadlessTableView
    ) -> IndexPath? {
        var shownAt: IndexPath?

        // The catalogue's section 1 is the view's section 2, below the favourites.
        if let placement = catalogue.placement {
            let onScreen = placement.globalIndexPath(for: IndexPath(row: 0, section: 1))  // [2, 0]
            tableView.scrollToRow(at: onScreen)
            shownAt = onScreen
        }

        return shownAt
    }

    /// "Stacking data sources": adding, moving and removing children.
    @MainActor
    static func changingTheChildren(
        of screen: CompositeDataSource<HeadlessTableView>, banner: FlatDataSource<Product, HeadlessTableView>,
        favourites: FlatDataSource<Product, HeadlessTableView>
    ) {
        screen.insert(banner, at: 0)  // the banner's section slides in at the top
        screen.moveChild(at: 0, to: 2)  // and moves to the bottom
        screen.remove(favourites)  // the favourites' section is deleted
    }

    /// "Switching presentations".
    @MainActor
    static func switchingPresentations(
        tableView: HeadlessTableView, cells: CellProvider<Product, HeadlessTableView>, products: [Product],
        restocked: [Product]
    ) -> (SwitchingDataSource<HeadlessTableView>, [UpdateOutcome]) {
        var outcomes: [UpdateOutcome] = []

        let flat = FlatDataSource<Product, HeadlessTableView>(items: products, cellProvider: cells)
        let grouped = GroupedDataSource<Product, String, HeadlessTableView>(
            items: products, sectionKey: \.category, cellProvider: cells)
        let presentations = SwitchingDataSource<HeadlessTableView>([flat, grouped])
        tableView.currentDataSource = presentations

        presentations.select(1, movingItemsBy: \Product.id)  // every product moves into its category
        outcomes.append(
            presentations.select(0, movingItemsBy: \Product.id)  // and back into one list
        )

        // Only the flat list is shown, but both take the new products: the hidden one catches up.
        flat.apply(restocked)  // animated
        grouped.apply(restocked)  // notDisplayed
        outcomes.append(
            presentations.select(1, movingItemsBy: \Product.id)  // shows the grouped products as they are now
        )

        return (presentations, outcomes)
    }

    // MARK: The game

    typealias Transaction = GameModel.Transaction
    typealias Score = GameModel.Score
    typealias Game = GameModel.Game

    /// "Observing a model": the three presentations of a game, each observing it.
    @MainActor
    static func observingTheGame(_ game: Game, tableView: HeadlessTableView) -> SwitchingDataSource<HeadlessTableView> {
        let chronological = FlatDataSource<Transaction, HeadlessTableView>(
            items: [], cellProvider: .text { "\($0.player) +\($0.points)" })
        let highScores = FlatDataSource<Score, HeadlessTableView>(
            items: [], cellProvider: .text { "\($0.player) \($0.total)" })
        let winner = FlatDataSource<Score, HeadlessTableView>(
            items: [], cellProvider: .text { "winner: \($0.player)" })

        game.observers.add(chronological) { dataSource, transaction in
            dataSource.apply([transaction] + dataSource.items)
        }
        game.observers.add(highScores) { [unowned game] dataSource, _ in
            dataSource.apply(game.scores)
        }
        game.observers.add(winner) { [unowned game] dataSource, _ in
            dataSource.apply(Array(game.scores.prefix(1)))
        }

        let screen = SwitchingDataSource<HeadlessTableView>([chronological, highScores, winner])
        tableView.currentDataSource = screen
        return screen
    }

    /// "Observing a model": playing.
    @MainActor
    static func playing(
        _ game: Game, on screen: SwitchingDataSource<HeadlessTableView>, in tableView: HeadlessTableView
    )
        -> [[String?]]
    {
        var shown: [[String?]] = []

        game.execute("ana", 3)  // the transaction's row slides in at the top
        game.execute("bo", 5)
        shown.append(tableView.visibleCells.map(\.text))
        screen.select(1)  // the high scores replace the transactions: bo 5, ana 3
        shown.append(tableView.visibleCells.map(\.text))
        game.execute("ana", 4)  // ana's row moves above bo's
        shown.append(tableView.visibleCells.map(\.text))
        screen.select(2)  // winner: ana
        shown.append(tableView.visibleCells.map(\.text))

        return shown
    }

    /// "Observing a model": the changes as an async sequence.
    @MainActor
    static func changesAsASequence(of game: Game) async -> [Transaction] {
        var received: [Transaction] = []

        let changes = game.observers.changes()  // buffers every change from now on
        game.execute("ana", 3)
        for await transaction in changes {
            print("\(transaction.player) scored \(transaction.points)")  // ana scored 3
            received.append(transaction)
            if received.count == 1 { break }
        }

        return received
    }

    /// "Applying with await".
    @MainActor
    static func applyingWithAwait(
        products: FlatDataSource<Product, HeadlessTableView>, catalogue: [Product]
    ) async -> (UpdateOutcome, ListDifference<Int, Product>) {
        let outcome = await products.applyAndWait(catalogue)  // returns once the list shows the catalogue

        let difference = ListDifference(from: products.diffableSections, to: products.diffableSections(for: catalogue))
        print(difference.duplicates)  // the identities that repeat, if any
        products.apply(difference)  // the synchronous one, here too

        return (outcome, difference)
    }
}

/// The article's examples, run.
@MainActor
struct CompositionExampleTests {
    typealias Examples = CompositionExamples
    typealias Product = Examples.Product

    let cells = CellProvider<Product, HeadlessTableView>.text { $0.name }
    let products = [
        Product(id: 1, name: "Kettle", category: "Kitchen"), Product(id: 2, name: "Atlas", category: "Books"),
        Product(id: 3, name: "Whisk", category: "Kitchen"), Product(id: 4, name: "Trowel", category: "Garden"),
    ]

    @Test func aDataSourceAppliesWhereverItIsAndOnlyTakesTheDataWhereNothingShowsIt() {
        let tableView = HeadlessTableView()
        let favourites = FlatDataSource(items: [products[1]], cellProvider: cells)

        let outcomes = Examples.theUpdateChain(
            tableView: tableView, cells: cells, favourites: favourites, kettle: products[0], whisk: products[2])

        #expect(outcomes == [.notDisplayed, .animated(stageCount: 1)])
        #expect(tableView.performedBatchUpdates == [BatchUpdate(insertedRows: [IndexPath(row: 0, section: 1)])])
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Whisk", "Kettle"])
    }

    @Test func aCompositeStacksItsChildrenTellsWhereTheyAreAndRoutesSelection() throws {
        var selected: [String] = []
        let tableView = HeadlessTableView()
        let (screen, favourites) = Examples.stackingDataSources(
            tableView: tableView, cells: cells, favouriteProducts: [products[2]], products: products,
            showDetail: { selected.append($0.name) })

        #expect(tableView.visibleCells.map(\.text) == ["Whisk", "Atlas", "Trowel", "Kettle", "Whisk"])
        #expect(screen.listView(tableView, titleForHeaderInSection: 0) == "Favourites")
        #expect(screen.listView(tableView, titleForHeaderInSection: 2) == "Garden")
        let catalogue = try #require(screen.children[1] as? GroupedDataSource<Product, String, HeadlessTableView>)
        #expect(Examples.showingACatalogueRow(of: catalogue, in: tableView) == IndexPath(row: 0, section: 2))
        tableView.tapRow(at: IndexPath(row: 0, section: 2))
        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(selected == ["Trowel", "Whisk"])

        let banner = FlatDataSource(items: [Product(id: 9, name: "Sale", category: "")], cellProvider: cells) {
            selected.append("banner \($0.name)")
        }
        Examples.changingTheChildren(of: screen, banner: banner, favourites: favourites)

        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Trowel", "Kettle", "Whisk", "Sale"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
        tableView.tapRow(at: IndexPath(row: 0, section: 3))
        #expect(selected.last == "banner Sale", "selection follows the moved child")
    }

    @Test func theFlatAndGroupedListsSwitchByMovingTheProductsAndTheHiddenOneCatchesUp() {
        let tableView = HeadlessTableView()
        let restocked = products.dropLast() + [Product(id: 5, name: "Spade", category: "Garden")]

        let (presentations, outcomes) = Examples.switchingPresentations(
            tableView: tableView, cells: cells, products: products, restocked: Array(restocked))

        #expect(outcomes == [.animated(stageCount: 3), .animated(stageCount: 3)])
        #expect(presentations.selectedIndex == 1)
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Spade", "Kettle", "Whisk"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
    }

    @Test func theGamesPresentationsFollowItAndTheHiddenOnesAreUpToDateWhenShown() {
        let game = Examples.Game()
        let tableView = HeadlessTableView()
        let screen = Examples.observingTheGame(game, tableView: tableView)

        let shown = Examples.playing(game, on: screen, in: tableView)

        #expect(
            shown == [
                ["bo +5", "ana +3"], ["bo 5", "ana 3"], ["ana 7", "bo 5"], ["winner: ana"],
            ])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
        #expect(game.observers.count == 3)
    }

    @Test func theObserversAreHeldWeakly() {
        let game = Examples.Game()
        do {
            let tableView = HeadlessTableView()
            _ = Examples.observingTheGame(game, tableView: tableView)
            game.execute("ana", 1)
        }
        #expect(game.observers.count == 0)
    }

    @Test func theChangesArriveAsAnAsyncSequence() async {
        let game = Examples.Game()
        let received = await Examples.changesAsASequence(of: game)
        #expect(received.map(\.player) == ["ana"])
    }

    @Test func inAnAsyncContextApplyAwaitsTheListAndCompletionChoosesTheSynchronousOne() async {
        let tableView = HeadlessTableView()
        let dataSource = FlatDataSource(items: products, cellProvider: cells)
        tableView.currentDataSource = dataSource
        let catalogue = Array(products.reversed())

        let (outcome, difference) = await Examples.applyingWithAwait(products: dataSource, catalogue: catalogue)

        #expect(outcome.isAnimated)
        #expect(difference.isEmpty, "the second apply finds the catalogue already shown")
        #expect(tableView.visibleCells.map(\.text) == catalogue.map(\.name))
    }
}

extension UpdateOutcome {
    fileprivate var isAnimated: Bool {
        if case .animated = self { return true }
        return false
    }
}
