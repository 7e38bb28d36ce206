import CommandLineOptions
import Testing

/// The demo's and the benchmark's command line: options with values (apart or after `=`),
/// flags, help, and an error that says what is wrong for everything else.
struct CommandLineToolTests {
    enum Shape: String, CaseIterable { case list, grid }

    let tool = CommandLineTool(
        name: "tool", abstract: "Does things.", discussion: "Keys: q quits.",
        options: [
            .value("size", "n", help: "How many."),
            .value("shape", "shape", help: "list or grid."),
            .flag("json", help: "JSON lines."),
        ])

    @Test func valuesComeApartOrAfterAnEqualsSignAndFlagsAlone() throws {
        let parsed = try #require(try tool.parse(["--size", "3", "--shape=grid", "--json"]))

        #expect(try parsed.value("size", default: 0) == 3)
        #expect(try parsed.choice("shape", default: Shape.list) == .grid)
        #expect(parsed.isSet("json"))
        #expect(parsed.text("missing") == nil)
    }

    @Test func optionsNotGivenTakeTheirDefaults() throws {
        let parsed = try #require(try tool.parse([]))

        #expect(try parsed.value("size", default: 7) == 7)
        #expect(try parsed.choice("shape", default: Shape.list) == .list)
        #expect(!parsed.isSet("json"))
    }

    @Test func helpIsAskedForInsteadOfRunning() throws {
        #expect(try tool.parse(["--size", "3", "--help"]) == nil)
        #expect(try tool.parse(["-h"]) == nil)
        #expect(try tool.parse(["--colour", "red", "--help"]) == nil, "the help wins over a wrong option")
        for text in ["OVERVIEW: Does things.", "--size <n>", "How many.", "--json", "--help", "Keys: q quits."] {
            #expect(tool.help.contains(text), "the help does not mention \(text)")
        }
    }

    @Test(arguments: [
        (["--colour", "red"], "unknown option '--colour'"),
        (["--size"], "missing value for '--size'"),
        (["--size", "1", "--size", "2"], "'--size' is given more than once"),
        (["--json=yes"], "'--json' takes no value"),
        (["loose"], "unexpected argument 'loose'"),
        (["--size", "--json"], "missing value for '--size'"),
    ])
    func aCommandLineItCannotRunIsRefusedSayingWhy(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try tool.parse(arguments) }
    }

    @Test func aValueOfTheWrongKindIsRefusedSayingWhatItShouldBe() throws {
        let parsed = try #require(try tool.parse(["--size", "many", "--shape", "round"]))

        #expect(throws: UsageError("the value 'many' of '--size' is not a whole number")) {
            try parsed.value("size", default: 0)
        }
        #expect(throws: UsageError("the value 'round' of '--shape' is not one of 'list', 'grid'")) {
            try parsed.choice("shape", default: Shape.list)
        }
    }
}
