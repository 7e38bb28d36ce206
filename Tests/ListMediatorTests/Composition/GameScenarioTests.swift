import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// One table, several data sources: a game's transactions shown chronologically, as high
/// scores or as the winner, each data source observing the game, one shown at a time.
@MainActor
struct GameScenarioTests {
    struct Transaction: Identifiable, Equatable, Sendable {
        let id: Int
        let player: String
        let points: Int
    }

    struct Score: Identifiable, Equatable, Sendable {
        var id: String { player }
        let player: String
        let total: Int
    }

    @MainActor
    final class Game {
        private(set) var transactions: [Transaction] = []
        let observers = ModelObservers<Transaction>()

        var scores: [Score] {
            Dictionary(grouping: transactions, by: \.player)
                .map { Score(player: $0.key, total: $0.value.reduce(0) { $0 + $1.points }) }
                .sorted { ($0.total, $1.player) > ($1.total, $0.player) }
        }

        func execute(_ player: String, _ points: Int) {
            let transaction = Transaction(id: transactions.count, player: player, points: points)
            transactions.append(transaction)
            observers.notify(transaction)
        }
    }

    /// The three data sources, observing `game`, and the switching data source that shows one.
    static func makeScreen(for game: Game) -> (SwitchingDataSource<HeadlessTableView>, [AnyObject]) {
        let chronological = FlatDataSource<Transaction, HeadlessTableView>(
            items: [], cellProvider: .text { "\($0.player) +\($0.points)" })
        let highScores = FlatDataSource<Score, HeadlessTableView>(
            items: [], cellProvider: .text { "\($0.player) \($0.total)" })
        let winner = FlatDataSource<Score, HeadlessTableView>(
            items: [], cellProvider: .text { "winner: \($0.player)" })
        game.observers.add(chronological) { dataSource, transaction in
            dataSource.apply([transaction] + dataSource.items)
        }
        game.observers.add(highScores) { [unowned game] dataSource, _ in dataSource.apply(game.scores) }
        game.observers.add(winner) { [unowned game] dataSource, _ in dataSource.apply(Array(game.scores.prefix(1))) }
        return (SwitchingDataSource([chronological, highScores, winner]), [chronological, highScores, winner])
    }

    @Test func everyTransactionAnimatesTheVisibleListAndHiddenOnesCatchUpWhenShown() {
        let game = Game()
        let tableView = HeadlessTableView()
        let (screen, _) = Self.makeScreen(for: game)
        tableView.currentDataSource = screen

        game.execute("ana", 3)
        game.execute("bo", 5)
        game.execute("ana", 4)

        #expect(tableView.visibleCells.map(\.text) == ["ana +4", "bo +5", "ana +3"])
        #expect(tableView.performedBatchUpdates.count == 3)
        #expect(tableView.reloadCount == 1)

        screen.select(1)
        #expect(tableView.visibleCells.map(\.text) == ["ana 7", "bo 5"])
        game.execute("bo", 10)
        #expect(tableView.visibleCells.map(\.text) == ["bo 15", "ana 7"])
        #expect(tableView.performedBatchUpdates.last?.movedRows.count == 1)

        screen.select(2)
        #expect(tableView.visibleCells.map(\.text) == ["winner: bo"])
        screen.select(0)
        #expect(tableView.visibleCells.map(\.text) == ["bo +10", "ana +4", "bo +5", "ana +3"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
    }

    @Test func theScreensDataSourcesAreFreedWithItAndTheGameForgetsThem() {
        let game = Game()
        let tableView = HeadlessTableView()
        weak var weakScreen: SwitchingDataSource<HeadlessTableView>?
        var weakChildren: [() -> AnyObject?] = []
        do {
            let (screen, children) = Self.makeScreen(for: game)
            weakScreen = screen
            weakChildren = children.map { child in { [weak child] in child } }
            tableView.currentDataSource = screen
            game.execute("ana", 1)
        }
        tableView.currentDataSource = nil

        #expect(weakScreen == nil)
        #expect(weakChildren.allSatisfy { $0() == nil })
        #expect(game.observers.count == 0)
        game.execute("bo", 2)  // nobody left to tell: nothing happens
    }

    @Test func changesCanAlsoBeAwaitedAsAnAsyncSequence() async {
        let game = Game()
        let changes = game.observers.changes()
        game.execute("ana", 3)
        game.execute("bo", 5)

        var received: [Transaction] = []
        for await transaction in changes {
            received.append(transaction)
            if received.count == 2 { break }
        }

        #expect(received.map(\.player) == ["ana", "bo"])
    }
}
