import Foundation
import Testing

@testable import listmediator_demo

/// The demo without a terminal: what tests and the README use.
@MainActor
struct ScriptModeTests {
    let fixture = DemoFixture()

    private var common: [String] {
        ["--latency", "0", "--history-file", fixture.historyFile.path, "--store", fixture.storeFile.path]
    }

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

    /// Runs the demo twice on one store, on a 70 × 14 screen: `script` online, then `offlineScript`
    /// with the network cut; returns what each printed, and the second's focused and status lines.
    private func runTwice(_ script: String, thenOffline offlineScript: String) throws -> (
        first: String, offline: String, focused: String?, status: String?
    ) {
        let screen = ["--width", "70", "--height", "14"]
        let first = try DemoExecutable.run(common + screen + ["--script", script])
        #expect(first.status == 0, "\(first.errors)")
        let offline = try DemoExecutable.run(common + screen + ["--offline", "--script", offlineScript])
        #expect(offline.status == 0, "\(offline.errors)")
        let lines = offline.output.components(separatedBy: "\n")
        return (first.output, offline.output, lines.first { $0.hasPrefix("> ") }, lines.dropLast(2).last)
    }

    @Test func theChatStartsAgainFromItsStoreWhereItWasLeftWithTheNetworkCut() throws {
        let runs = try runTwice("<Tab><Tab><Tab>kkkkk", thenOffline: "<Tab><Tab><Tab>")

        #expect(runs.first.contains("> Alex: I'll bring the maps.") && runs.first.contains("#295"))
        #expect(runs.focused?.hasSuffix("#295") == true, "the message left focused is focused again")
        #expect(runs.offline.contains("#271–#300 loaded · offline"))
        #expect(runs.status?.hasPrefix("The network is off") == true && runs.status?.hasSuffix("r retries") == true)
    }

    @Test func theCatalogueStartsAgainFromItsStoreWhereItWasLeftWithTheNetworkCut() throws {
        let left = Catalogue.products[5].name

        let runs = try runTwice("jjjjj", thenOffline: "")

        #expect(runs.first.contains("> \(left)"))
        #expect(runs.focused?.hasPrefix("> \(left) ") == true, "the product left focused is focused again")
        // The 20 products kept, and past them the page the network could not bring.
        #expect(runs.offline.contains("Products: 20 loaded · one list · a page failed · offline"))
        #expect(runs.status == "The network is off: showing the products kept · r retries")
    }

    @Test func helpDocumentsTheKeysAndTheFlags() throws {
        let result = try DemoExecutable.run(["--help"])

        #expect(result.status == 0)
        for text in [
            "--fail-rate", "--history-file", "--script", "XDG_DATA_HOME", "Ctrl-C", "pull-to-refresh", "<tick>",
            "--store", "--offline",
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
