import ListMediator
import ListMediatorTerminal

/// A live game on one list with three presentations: every play, newest first; the
/// high scores; the winner. Each is a data source observing the game, so each follows every
/// play, shown or not; a ``SwitchingDataSource`` shows one, and `1`, `2` and `3` switch with one
/// diff, so a player's row moves from the high scores to the winner's place.
@MainActor
final class ScoreboardScreen: DemoScreen {
    let title = "Scoreboard"
    let listView = TerminalListView()
    let game: Game
    /// The header is a view counting the plays: it is updated in place after every play, without
    /// reloading the section.
    let plays = FlatDataSource<Play, TerminalListView>(
        items: [], headerTitle: "Plays, newest first",
        cellProvider: .text({ "\($0.player) \($0.points < 0 ? "loses" : "scores") \(abs($0.points))" }) {
            "play \($0.id + 1)"
        },
        supplementaryViewProvider: .text(ofKind: .header) { plays in
            plays.isEmpty ? nil : "Plays, newest first (\(plays.count))"
        })
    let highScores: FlatDataSource<Score, TerminalListView>
    let winner: FlatDataSource<Score, TerminalListView>
    let presentations: SwitchingDataSource<TerminalListView>
    private(set) var status = TerminalLine("")

    static let presentationNames = ["plays", "high scores", "winner"]

    init(game: Game) {
        self.game = game
        // The same cells for both score lists: rows that move between them keep their cell.
        let scoreCells = CellProvider<Score, TerminalListView>.text({ $0.player }, detail: { "\($0.total) points" })
        highScores = FlatDataSource(items: [], headerTitle: "High scores", cellProvider: scoreCells)
        winner = FlatDataSource(items: [], headerTitle: "Leading now", cellProvider: scoreCells)
        presentations = SwitchingDataSource([plays, highScores, winner])
        listView.autofocuses = true
        listView.marksChanges = true
        listView.currentDataSource = presentations
        follow(game)
    }

    /// Each presentation observes the game: the visible one animates, the hidden ones only
    /// change their items and are up to date when shown.
    private func follow(_ game: Game) {
        game.observers.add(plays) { plays, play in plays.apply([play] + plays.items) }
        game.observers.add(highScores) { [unowned game] highScores, _ in highScores.apply(game.scores) }
        game.observers.add(winner) { [unowned game] winner, _ in winner.apply(Array(game.scores.prefix(1))) }
    }

    func handle(_ key: TerminalKey) -> Bool {
        guard case .character(let character) = key, let digit = character.wholeNumberValue,
            (1...3).contains(digit)
        else { return listView.handle(key) }
        let outcome = presentations.select(digit - 1, movingItemsBy: \Score.player)
        let how =
            switch outcome {
            case .animated(let stages): ": animated, \(stages) batch update\(stages == 1 ? "" : "s")"
            case .unchanged: " already"
            default: " (\(outcome))"
            }
        status = TerminalLine("Showing the \(Self.presentationNames[digit - 1])\(how)")
        return true
    }

    func headline(width: Int) -> TerminalLine {
        var line = TerminalLine("Live game, \(game.plays.count) plays  ", style: .heading)
        for (index, name) in Self.presentationNames.enumerated() {
            let label = "\(index + 1) \(name)"
            line =
                line
                + (index == presentations.selectedIndex
                    ? TerminalLine("[\(label)]", style: TextStyle.emphasized.reversed)
                    : TerminalLine(" \(label) "))
        }
        return line
    }

    let keyHelp = "1 plays · 2 high scores · 3 winner · ↑↓ move · Tab screens · q quit"
}
