import Foundation
import Testing

/// The demo without a terminal: what tests and the README use.
@MainActor
struct ScriptModeTests {
    let fixture = DemoFixture()

    private var common: [String] { ["--latency", "0", "--history-file", fixture.historyFile.path] }

    @Test func aScriptIsPlayedAndTheFinalScreenPrintedAsPlainText() throws {
        let result = try DemoExecutable.run(common + ["--script", "jj<Enter>m", "--width", "60", "--height", "14"])

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("ListMediator [Catalogue] Search  Scoreboard"))
        #expect(result.output.contains("Products: 20 of 380 loaded · by category"))
        #expect(result.output.contains("By category: each product moved to its section"))
        #expect(!result.output.contains("\u{1B}"), "no control sequences in plain text")
        #expect(result.output.components(separatedBy: "\n").count <= 15)
    }

    @Test func keysPipedIntoStandardInputArePlayedAsTyped() throws {
        let result = try DemoExecutable.run(common, input: "\t/tent\r")

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("[Search]"))
        #expect(result.output.contains("products match \"tent\""))
        let history = try String(contentsOf: fixture.historyFile, encoding: .utf8)
        #expect(history.contains("\"tent\""), "saved before the demo exits")
    }

    @Test func helpDocumentsTheKeysAndTheFlags() throws {
        let result = try DemoExecutable.run(["--help"])

        #expect(result.status == 0)
        for text in [
            "--fail-rate", "--history-file", "--script", "XDG_DATA_HOME", "Ctrl-C", "pull-to-refresh", "<tick>",
        ] {
            #expect(result.output.contains(text), "--help does not mention \(text)")
        }
    }

    @Test func wrongOptionsAreRefusedSayingWhatIsWrong() throws {
        let rate = try DemoExecutable.run(["--fail-rate", "2"])
        let key = try DemoExecutable.run(["--script", "<Return>"])

        #expect(rate.status != 0)
        #expect(rate.errors.contains("--fail-rate must be between 0 and 1, got 2.0."))
        #expect(key.status != 0)
        #expect(key.errors.contains("unknown key <Return> in --script"))
    }
}
