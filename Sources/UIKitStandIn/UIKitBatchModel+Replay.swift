import Foundation
import ListMediator

extension UIKitBatchModel {
    /// What a batch does to a section or row of the original table.
    enum Removal: Equatable {
        case delete, reload, moveOut

        var verb: String {
            switch self {
            case .delete: "delete"
            case .reload: "reload"
            case .moveOut: "move"
            }
        }
    }

    /// Where a section of the resulting table comes from.
    enum Origin: Equatable {
        /// Inserted: all its rows come from the data source.
        case inserted
        /// Moved to its place from this original section, with its rows.
        case moved(from: Int)
        /// Reloaded in place: all its rows come from the data source.
        case reloaded(from: Int)
        /// Untouched: it closed up with the other untouched sections, in their old order.
        case kept(from: Int)

        var source: Int? {
            switch self {
            case .inserted: nil
            case .moved(let source), .reloaded(let source), .kept(let source): source
            }
        }
    }

    /// One batch replayed in the steps the documentation describes: take out of the original
    /// table what the block removes, place what it adds at the indexes it names, close up the rest.
    struct Replay {
        let before: [Int]
        let after: [Int]
        let words: Vocabulary

        /// By original section: what the batch does to it.
        var sectionRemovals: [Removal?]
        /// By resulting section: where it comes from (`nil` until the sections close up).
        var origins: [Origin?]
        /// By original section, then row: what the batch does to the row.
        var rowRemovals: [Int: [Int: Removal]] = [:]
        /// By resulting section, then row: the original index path of a row moved there, or `nil`
        /// for a row inserted there.
        var rowArrivals: [Int: [Int: IndexPath?]] = [:]

        var sectionMapping: [Int: Int] = [:]
        var rowMapping: [IndexPath: IndexPath] = [:]

        init(before: [Int], after: [Int], words: Vocabulary) {
            self.before = before
            self.after = after
            self.words = words
            sectionRemovals = Array(repeating: nil, count: before.count)
            origins = Array(repeating: nil, count: after.count)
        }

        // MARK: Sections

        mutating func takeOutSections(_ update: BatchUpdate) throws(Exception) {
            for section in update.deletedSections { try takeOut(section, .delete) }
            for section in update.reloadedSections { try takeOut(section, .reload) }
            for move in update.movedSections { try takeOut(move.source, .moveOut) }
        }

        private mutating func takeOut(_ section: Int, _ removal: Removal) throws(Exception) {
            guard before.indices.contains(section) else {
                throw fail(
                    "attempt to \(removal.verb) section \(section), but there are only \(before.count) sections "
                        + "before the update")
            }
            if let earlier = sectionRemovals[section] {
                throw fail(Self.conflict(earlier.verb, removal.verb, "section \(section)"))
            }
            sectionRemovals[section] = removal
        }

        mutating func placeSections(_ update: BatchUpdate) throws(Exception) {
            for section in update.insertedSections { try place(section, .inserted) }
            for move in update.movedSections { try place(move.destination, .moved(from: move.source)) }
            // What was neither deleted nor moved stays in its old order, a reloaded section
            // included, and fills the places nothing was put in.
            let staying = sectionRemovals.indices.filter {
                sectionRemovals[$0] != .delete && sectionRemovals[$0] != .moveOut
            }
            let free = origins.indices.filter { origins[$0] == nil }
            guard staying.count == free.count else {
                throw fail(
                    "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) "
                        + "after the update (\(after.count)) must be equal to the number of sections contained in the "
                        + "\(words.view) before the update (\(before.count)), plus or minus the number of sections "
                        + "inserted or deleted (\(update.insertedSections.count) inserted, "
                        + "\(update.deletedSections.count) deleted).")
            }
            for (source, destination) in zip(staying, free) {
                origins[destination] =
                    sectionRemovals[source] == .reload ? .reloaded(from: source) : .kept(from: source)
            }
            for (destination, origin) in origins.enumerated() {
                if case .moved(let source) = origin { sectionMapping[source] = destination }
                if case .kept(let source) = origin { sectionMapping[source] = destination }
            }
        }

        private mutating func place(_ section: Int, _ origin: Origin) throws(Exception) {
            let verb = origin == .inserted ? "insert" : "move to"
            guard after.indices.contains(section) else {
                throw fail(
                    "attempt to \(verb) section \(section), but there are only \(after.count) sections after the update"
                )
            }
            if let earlier = origins[section] {
                throw fail(Self.conflict(earlier == .inserted ? "insert" : "move to", verb, "section \(section)"))
            }
            origins[section] = origin
        }

        // MARK: Rows

        mutating func takeOutRows(_ update: BatchUpdate) throws(Exception) {
            for indexPath in update.deletedRows { try takeOut(indexPath, .delete) }
            for indexPath in update.reloadedRows { try takeOut(indexPath, .reload) }
            for move in update.movedRows { try takeOut(move.source, .moveOut) }
        }

        private mutating func takeOut(_ indexPath: IndexPath, _ removal: Removal) throws(Exception) {
            let (section, row) = try sectionAndRow(of: indexPath)
            let phrase = "\(removal.verb) \(words.unit) \(row) from section \(section)"
            guard before.indices.contains(section) else {
                throw fail("attempt to \(phrase), but there are only \(before.count) sections before the update")
            }
            // The rows of a deleted section go with it, so deleting them too is redundant; a
            // reloaded section is replaced whole. Rows of a moved section travel with it.
            switch sectionRemovals[section] {
            case nil, .moveOut: break
            case .delete where removal == .delete: break
            case .delete: throw fail("attempt to \(phrase), which is being deleted in the same update")
            case .reload: throw fail("attempt to \(phrase), which is being reloaded in the same update")
            }
            guard (0..<before[section]).contains(row) else {
                throw fail(
                    "attempt to \(phrase) which only contains \(before[section]) \(words.units) before the update")
            }
            if let earlier = rowRemovals[section]?[row] {
                throw fail(Self.conflict(earlier.verb, removal.verb, "index path \(indexPath.uiKitDescription)"))
            }
            rowRemovals[section, default: [:]][row] = removal
        }

        mutating func placeRows(_ update: BatchUpdate) throws(Exception) {
            for indexPath in update.insertedRows { try place(indexPath, from: nil) }
            for move in update.movedRows { try place(move.destination, from: move.source) }
        }

        private mutating func place(_ indexPath: IndexPath, from source: IndexPath?) throws(Exception) {
            let (section, row) = try sectionAndRow(of: indexPath)
            let verb = source == nil ? "insert" : "move to"
            let phrase =
                source == nil
                ? "insert \(words.unit) \(row) into section \(section)"
                : "move a \(words.unit) to \(words.unit) \(row) of section \(section)"
            guard after.indices.contains(section) else {
                throw fail("attempt to \(phrase), but there are only \(after.count) sections after the update")
            }
            // An inserted section gets all its rows from the data source, so inserting rows into
            // it is redundant; nothing can move into it, nor into a section reloaded whole.
            switch origins[section] {
            case .moved, .kept: break
            case .inserted where source == nil: break
            case .inserted: throw fail("attempt to \(phrase), which is being inserted in the same update")
            case .reloaded: throw fail("attempt to \(phrase), which is being reloaded in the same update")
            case nil: fatalError("sections are placed before rows")
            }
            guard (0..<after[section]).contains(row) else {
                throw fail(
                    "attempt to \(phrase), but there are only \(after[section]) \(words.units) in section \(section) "
                        + "after the update")
            }
            if let earlier = rowArrivals[section]?[row] {
                throw fail(
                    Self.conflict(
                        earlier == nil ? "insert" : "move to", verb, "index path \(indexPath.uiKitDescription)")
                )
            }
            rowArrivals[section, default: [:]][row] = source
        }

        /// In every section that keeps its rows (untouched or moved), the rows nothing took out
        /// stay in their old order — reloaded ones too — and fill the places nothing was put in.
        mutating func closeUpRows(_ update: BatchUpdate) throws(Exception) {
            for (destination, origin) in origins.enumerated() {
                switch origin {
                case .moved(let source)?, .kept(let source)?: try closeUp(source, into: destination)
                case .inserted?, .reloaded?, nil: break
                }
            }
            for move in update.movedRows { rowMapping[move.source] = move.destination }
        }

        private mutating func closeUp(_ source: Int, into destination: Int) throws(Exception) {
            let removals = rowRemovals[source] ?? [:]
            let arrivals = rowArrivals[destination] ?? [:]
            let staying = (0..<before[source]).filter { removals[$0] == nil || removals[$0] == .reload }
            let free = (0..<after[destination]).filter { arrivals[$0] == nil }
            guard staying.count == free.count else {
                let inserted = arrivals.values.filter { $0 == nil }.count
                let deleted = removals.values.filter { $0 == .delete }.count
                let movedOut = removals.values.filter { $0 == .moveOut }.count
                throw fail(
                    "Invalid update: invalid number of \(words.units) in section \(destination). The number of "
                        + "\(words.units) contained in an existing section after the update (\(after[destination])) must "
                        + "be equal to the number of \(words.units) contained in that section before the update "
                        + "(\(before[source])), plus or minus the number of \(words.units) inserted or deleted from that "
                        + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
                        + "\(words.units) moved into or out of that section (\(arrivals.count - inserted) moved in, "
                        + "\(movedOut) moved out).")
            }
            for (row, place) in zip(staying, free) where removals[row] == nil {
                rowMapping[IndexPath(row: row, section: source)] = IndexPath(row: place, section: destination)
            }
        }

        // MARK: Words

        private func sectionAndRow(of indexPath: IndexPath) throws(Exception) -> (section: Int, row: Int) {
            guard indexPath.count == 2 else {
                throw fail(
                    "Invalid index path for use with \(words.className). Index paths passed to \(words.view) must "
                        + "contain exactly two indices specifying the section and \(words.unit).")
            }
            return (indexPath[0], indexPath[1])
        }

        private func fail(_ reason: String) -> Exception {
            Exception(reason: reason)
        }

        static func conflict(_ first: String, _ second: String, _ target: String) -> String {
            first == second
                ? "attempt to \(first) \(target) more than once in the same update"
                : "attempt to \(first) and \(second) the same \(target)"
        }
    }
}

extension UIKitBatchModel.Vocabulary {
    var className: String { self == .tableView ? "UITableView" : "UICollectionView" }
    var view: String { self == .tableView ? "table view" : "collection view" }
    var unit: String { self == .tableView ? "row" : "item" }
    var units: String { self == .tableView ? "rows" : "items" }
}
