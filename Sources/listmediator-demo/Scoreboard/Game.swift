import ListMediator

/// A play of the live game: a player scoring points (or losing some).
struct Play: Identifiable, Equatable, Sendable {
    /// The play's number, from 0.
    let id: Int
    let player: String
    let points: Int
}

/// A player's total so far.
struct Score: Identifiable, Equatable, Sendable {
    var id: String { player }
    let player: String
    let total: Int
}

/// The scoreboard's model: a game that records plays and tells its observers about
/// each one, so every presentation of it follows on its own.
@MainActor
final class Game {
    static let players = ["Ada", "Barbara", "Grace", "Ken", "Linus"]

    private(set) var plays: [Play] = []
    /// Told about every play, after it is recorded.
    let observers = ModelObservers<Play>()
    private var random: DemoRandom

    /// A game whose plays follow from `seed`.
    init(seed: UInt64 = 4) {
        random = DemoRandom(seed: seed)
    }

    /// Every player's total, highest first, ties by name.
    var scores: [Score] {
        Dictionary(grouping: plays, by: \.player)
            .map { Score(player: $0.key, total: $0.value.reduce(0) { $0 + $1.points }) }
            .sorted { ($0.total, $1.player) > ($1.total, $0.player) }
    }

    /// Records one play by a random player: mostly a gain, sometimes a penalty.
    func playOnce() {
        let player = Self.players[random.next(in: 0...(Self.players.count - 1))]
        let points = random.next(in: 0...9) < 2 ? -random.next(in: 1...5) : random.next(in: 1...15)
        let play = Play(id: plays.count, player: player, points: points)
        plays.append(play)
        observers.notify(play)
    }
}
