import Foundation
import ListMediator

/// A row for diff tests: `id` is its identity, `content` what a cell shows.
struct DiffRow: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    init(_ id: Int, _ content: Int = 0) {
        self.id = id
        self.content = content
    }

    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

typealias DiffSections = [DiffableSection<Int, DiffRow>]

/// `[(sectionID, [rowIDs])]` as sections of rows with content 0, to keep tests short.
func sections(_ layout: [(Int, [Int])]) -> DiffSections {
    layout.map { DiffableSection(identifier: $0.0, items: $0.1.map { DiffRow($0) }) }
}

/// Short descriptions for failure messages, for example `[3: 1'1 2 | 5: ]`.
func describe(_ sections: DiffSections) -> String {
    "["
        + sections.map { "\($0.identifier): " + $0.items.map(\.description).joined(separator: " ") }
        .joined(separator: " | ") + "]"
}

func describe(_ update: BatchUpdate) -> String {
    func paths(_ paths: [IndexPath]) -> String { paths.map { "\($0.section).\($0.row)" }.joined(separator: ",") }
    var parts: [String] = []
    if !update.deletedSections.isEmpty { parts.append("-s\(update.deletedSections)") }
    if !update.insertedSections.isEmpty { parts.append("+s\(update.insertedSections)") }
    if !update.movedSections.isEmpty {
        parts.append("s" + update.movedSections.map { "\($0.source)>\($0.destination)" }.joined(separator: ","))
    }
    if !update.deletedRows.isEmpty { parts.append("-r[\(paths(update.deletedRows))]") }
    if !update.insertedRows.isEmpty { parts.append("+r[\(paths(update.insertedRows))]") }
    if !update.reloadedRows.isEmpty { parts.append("~r[\(paths(update.reloadedRows))]") }
    if !update.movedRows.isEmpty {
        parts.append(
            "r"
                + update.movedRows.map {
                    "\($0.source.section).\($0.source.row)>\($0.destination.section).\($0.destination.row)"
                }
                .joined(separator: ","))
    }
    return parts.joined(separator: " ")
}
