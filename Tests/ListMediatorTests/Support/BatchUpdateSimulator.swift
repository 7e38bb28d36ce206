import Foundation
import ListMediator

/// Plays a ``BatchUpdate`` on rows the way UIKit animates it, to prove that an update
/// describes the data change — not only that its counts add up, which is all a list view
/// checks.
///
/// Rows the update keeps or moves carry their identity and shown content from `before`;
/// inserted and reloaded rows (and rows of inserted or reloaded sections) take the content
/// the data source holds after the update. The result must equal `after` row for row: a
/// kept row with another identity means a wrong move or index, and a kept row with stale
/// content means a missing reload.
enum BatchUpdateSimulator {
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }

    /// Throws instead of trapping on an index outside the data, so a failing case still
    /// prints its seed.
    static func checkRanges(_ update: BatchUpdate, before: DiffSections, after: DiffSections) throws(Mismatch) {
        func check(_ path: IndexPath, in sections: DiffSections) throws(Mismatch) {
            guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.row)
            else { throw Mismatch(description: "\(path) is outside the data") }
        }
        func check(_ section: Int, in sections: DiffSections) throws(Mismatch) {
            guard sections.indices.contains(section) else { throw Mismatch(description: "no section \(section)") }
        }
        for section in update.deletedSections + update.reloadedSections + update.movedSections.map(\.source) {
            try check(section, in: before)
        }
        for section in update.insertedSections + update.movedSections.map(\.destination) {
            try check(section, in: after)
        }
        for path in update.deletedRows + update.reloadedRows + update.movedRows.map(\.source) {
            try check(path, in: before)
        }
        for path in update.insertedRows + update.movedRows.map(\.destination) { try check(path, in: after) }
    }

    static func check(_ update: BatchUpdate, before: DiffSections, after: DiffSections) throws(Mismatch) {
        try checkRanges(update, before: before, after: after)
        // Sections: moved and inserted ones take fixed places, the rest fill in order.
        var sourceOfNewSection = [Int?](repeating: nil, count: after.count)
        var isFresh = [Bool](repeating: false, count: after.count)
        for section in update.insertedSections { isFresh[section] = true }
        for move in update.movedSections { sourceOfNewSection[move.destination] = move.source }
        let deleted = Set(update.deletedSections)
        let movedAway = Set(update.movedSections.map(\.source))
        let reloaded = Set(update.reloadedSections)
        var remaining = before.indices.filter { !deleted.contains($0) && !movedAway.contains($0) }[...]
        for section in after.indices where !isFresh[section] && sourceOfNewSection[section] == nil {
            guard let next = remaining.popFirst() else { throw Mismatch(description: "no old section left") }
            sourceOfNewSection[section] = next
            if reloaded.contains(next) { isFresh[section] = true }
        }
        guard remaining.isEmpty else { throw Mismatch(description: "old sections \(Array(remaining)) vanished") }

        let deletedRows = Set(update.deletedRows)
        let reloadedRows = Set(update.reloadedRows)
        let movedRowSources = Set(update.movedRows.map(\.source))
        var insertedAt = Set(update.insertedRows)
        var movedTo: [IndexPath: IndexPath] = [:]
        for move in update.movedRows { movedTo[move.destination] = move.source }

        for (newSection, source) in sourceOfNewSection.enumerated() where !isFresh[newSection] {
            let oldSection = source!
            // Kept rows of the old section, in order, remembering which were reloaded.
            var kept: [(row: DiffRow, reloaded: Bool)] = []
            for (row, item) in before[oldSection].items.enumerated() {
                let path = IndexPath(row: row, section: oldSection)
                if deletedRows.contains(path) || movedRowSources.contains(path) { continue }
                kept.append((item, reloadedRows.contains(path)))
            }
            var keptIterator = kept.makeIterator()
            for (row, expected) in after[newSection].items.enumerated() {
                let path = IndexPath(row: row, section: newSection)
                let shown: (row: DiffRow, reloaded: Bool)
                if insertedAt.remove(path) != nil {
                    continue  // a fresh cell shows whatever the data source holds
                } else if let source = movedTo[path] {
                    shown = (before[source.section].items[source.row], false)
                } else if let next = keptIterator.next() {
                    shown = next
                } else {
                    throw Mismatch(description: "section \(newSection) runs out of rows at \(row)")
                }
                guard shown.row.id == expected.id else {
                    throw Mismatch(description: "\(path) shows \(shown.row) where the data has \(expected)")
                }
                guard shown.reloaded || shown.row.content == expected.content else {
                    throw Mismatch(description: "\(path) shows stale \(shown.row) where the data has \(expected)")
                }
            }
            if keptIterator.next() != nil {
                throw Mismatch(description: "section \(newSection) has rows left over")
            }
        }
    }
}
