import ListMediator

/// The game of the "Observing a model" examples (ListMediator.docc/Composition.md), shown by the
/// core's examples on a headless table and by the UIKit guide's view controller.
///
/// Imports nothing that only tests have, so the iOS SDK check compiles it with the UIKit guides.
enum GameModel {
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

    @MainActor final class Game {
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
}
