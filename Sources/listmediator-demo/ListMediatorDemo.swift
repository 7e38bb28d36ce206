import ArgumentParser
import ListMediator
import ListMediatorTerminal

/// `listmediator-demo`: shows the sample catalogue through ListMediator's data sources.
@main
struct ListMediatorDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listmediator-demo",
        abstract: "Prints the sample product catalogue through ListMediator's data sources.",
        discussion: """
            `list` shows the products through a FlatDataSource, in catalogue order; `sections` \
            groups them by category through a GroupedDataSource, sections sorted by title. \
            The same list view shows both: switching is one assignment.
            """)

    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case list, sections
    }

    @Option(help: "How to present the catalogue: \(Mode.allCases.map(\.rawValue).joined(separator: " or ")).")
    var mode: Mode = .sections

    @Option(help: "The width of the printout in columns.")
    var width = 60

    func validate() throws {
        guard width >= 20 else { throw ValidationError("--width must be at least 20 columns, got \(width).") }
    }

    func run() throws {
        // A synchronous command's `run` is called on the main thread.
        let lines = MainActor.assumeIsolated {
            let listView = TerminalListView(width: width)
            listView.currentDataSource = CatalogueScreen.dataSource(for: mode)
            return listView.renderedLines()
        }
        print(lines.joined(separator: "\n"))
    }
}
