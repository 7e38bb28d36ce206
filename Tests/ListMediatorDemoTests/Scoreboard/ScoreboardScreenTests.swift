import Testing

@testable import listmediator_demo

@MainActor
struct ScoreboardScreenTests {
    let fixture = DemoFixture()

    @Test func everySecondAPlayIsAddedAtTheTopOfThePlays() async throws {
        let app = try fixture.makeApp()
        let screen = try await fixture.play("<S-Tab><S-Tab><tick><tick>", on: app)
        let latest = try #require(app.scoreboard.game.plays.last)

        #expect(app.scoreboard.game.plays.count == 7)
        #expect(screen.contains("Live game, 7 plays"))
        #expect(screen.contains("play 7"))
        #expect(app.scoreboard.listView.visibleLines()[1].contains(latest.player))
    }

    @Test func thePlaysHeaderCountsThePlaysAsTheyCome() async throws {
        let app = try fixture.makeApp()
        _ = try await fixture.play("<S-Tab><S-Tab><tick>", on: app)
        let count = app.scoreboard.game.plays.count
        #expect(app.scoreboard.listView.visibleLines()[0].contains("Plays, newest first (\(count))"))

        _ = try await fixture.play("<tick>", on: app)
        let later = app.scoreboard.game.plays.count
        #expect(later > count)
        #expect(app.scoreboard.listView.visibleLines()[0].contains("Plays, newest first (\(later))"))
    }

    @Test func twoAndThreeShowTheHighScoresAndTheWinnerWhichKeptUpWhileHidden() async throws {
        let app = try fixture.makeApp()
        let highScores = try await fixture.play("<S-Tab><S-Tab><tick>2", on: app)
        let scores = app.scoreboard.game.scores

        #expect(highScores.contains("[2 high scores]"))
        for score in scores {
            #expect(highScores.contains("\(score.player)") && highScores.contains("\(score.total) points"))
        }
        let winner = try await fixture.play("3", on: app)
        #expect(winner.contains("## Leading now\n> \(scores[0].player)"))
        #expect(app.scoreboard.status.text.contains("animated"))
    }

    @Test func theShownPresentationFollowsEveryPlayAndTheHiddenOnesCatchUp() async throws {
        let app = try fixture.makeApp()
        _ = try await fixture.play("<S-Tab><S-Tab>3<tick><tick><tick>1", on: app)

        #expect(app.scoreboard.plays.items.count == 8)
        #expect(app.scoreboard.highScores.items == app.scoreboard.game.scores)
        #expect(app.scoreboard.winner.items == Array(app.scoreboard.game.scores.prefix(1)))
    }
}
