import Foundation

extension BatchUpdate {
    /// Where each row shown before a valid update is shown after it, as UIKit animates it.
    ///
    /// Backends that draw their own cells use it to keep the cells of rows that survive an
    /// update — moved to their new index path, with the content they had — and to ask the
    /// data source only for inserted and reloaded rows, as `UITableView` does. That is what
    /// makes a missing reload visible in a test: the kept cell still shows the old content.
    ///
    /// Semantics, as UIKit's: a moved section carries its rows; untouched sections keep their
    /// order and fill the places that inserted and moved-to sections leave free; within a
    /// section, rows that are neither deleted, reloaded nor moved out keep their order and fill
    /// the rows that insertions and move destinations leave free.
    @_spi(Backends) public struct IndexPathMapping: Sendable {
        /// The section each section before the update becomes, or `nil` when it is deleted or reloaded.
        private let newSectionOfOldSection: [Int?]
        /// Where each moved row goes.
        private let moveDestinations: [IndexPath: IndexPath]
        /// Rows deleted or reloaded: they need new cells.
        private let replacedRows: Set<IndexPath>
        /// By old section, the sorted rows that leave it (deleted or moved out).
        private let leavingRows: [Int: [Int]]
        /// By new section, the sorted rows taken by insertions and move destinations.
        private let takenRows: [Int: [Int]]

        /// Prepares the mapping of `update`, which must be valid for these counts.
        ///
        /// With `keepingReloadedRows`, a reloaded row or section maps to its place after the
        /// update rather than to `nil`: it is the same item shown anew, which is what a
        /// selection kept by item follows.
        ///
        /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
        package init(
            _ update: BatchUpdate, sectionCountBefore: Int, sectionCountAfter: Int, keepingReloadedRows: Bool = false
        ) {
            moveDestinations = Dictionary(
                update.movedRows.map { ($0.source, $0.destination) }, uniquingKeysWith: { first, _ in first })
            replacedRows = Set(keepingReloadedRows ? update.deletedRows : update.deletedRows + update.reloadedRows)
            leavingRows = Dictionary(grouping: update.deletedRows + update.movedRows.map(\.source), by: \.section)
                .mapValues { $0.map(\.row).sorted() }
            takenRows = Dictionary(grouping: update.insertedRows + update.movedRows.map(\.destination), by: \.section)
                .mapValues { $0.map(\.row).sorted() }
            var newSection = [Int?](repeating: nil, count: sectionCountBefore)
            var isTaken = [Bool](repeating: false, count: sectionCountAfter)
            var isGone = [Bool](repeating: false, count: sectionCountBefore)
            var isReloaded = [Bool](repeating: false, count: sectionCountBefore)
            for section in update.insertedSections where isTaken.indices.contains(section) { isTaken[section] = true }
            for section in update.deletedSections where isGone.indices.contains(section) { isGone[section] = true }
            for section in update.reloadedSections where !keepingReloadedRows && isReloaded.indices.contains(section) {
                isReloaded[section] = true
            }
            for move in update.movedSections
            where isGone.indices.contains(move.source) && isTaken.indices.contains(move.destination) {
                isGone[move.source] = true
                isTaken[move.destination] = true
                newSection[move.source] = move.destination
            }
            var slot = 0
            for old in 0..<sectionCountBefore where !isGone[old] {
                while slot < sectionCountAfter, isTaken[slot] { slot += 1 }
                guard slot < sectionCountAfter else { break }
                newSection[old] = isReloaded[old] ? nil : slot
                slot += 1
            }
            newSectionOfOldSection = newSection
        }

        /// The section after the update of `section` before it, or `nil` when it is deleted or reloaded.
        /// - Complexity: O(1).
        package func newSection(for section: Int) -> Int? {
            newSectionOfOldSection.indices.contains(section) ? newSectionOfOldSection[section] : nil
        }

        /// The index path after the update of the row at `indexPath` before it, or `nil` when
        /// the row is deleted or reloaded (its section included), so it needs a new cell.
        ///
        /// - Complexity: O(log *d* + *t*): a binary search over the *d* rows leaving the old
        ///   section, then one step per row inserted or moved in at or before the new place.
        package func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
            guard indexPath.count == 2, newSectionOfOldSection.indices.contains(indexPath.section),
                let section = newSectionOfOldSection[indexPath.section]
            else { return nil }
            if let destination = moveDestinations[indexPath] { return destination }
            if replacedRows.contains(indexPath) { return nil }

            // The row's rank among the rows its section keeps…
            var row = indexPath.row - Self.count(of: leavingRows[indexPath.section] ?? [], below: indexPath.row)
            // …placed among the rows left free by insertions and moves into the new section:
            // every taken row at or before the place pushes it one further.
            for taken in takenRows[section] ?? [] {
                guard taken <= row else { break }
                row += 1
            }
            return IndexPath(row: row, section: section)
        }

        /// How many of the sorted `rows` are below `row`, by binary search.
        private static func count(of rows: [Int], below row: Int) -> Int {
            var low = 0
            var high = rows.count
            while low < high {
                let middle = (low + high) / 2
                if rows[middle] < row { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
