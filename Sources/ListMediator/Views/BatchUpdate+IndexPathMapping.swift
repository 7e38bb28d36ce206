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
    public struct IndexPathMapping: Sendable {
        private let update: BatchUpdate
        /// The section each section before the update becomes, or `nil` when it is deleted or reloaded.
        private let newSectionOfOldSection: [Int?]

        /// Prepares the mapping of `update`, which must be valid for these counts.
        ///
        /// - Complexity: O(*s* + *c*) for *s* sections and *c* section changes.
        public init(_ update: BatchUpdate, sectionCountBefore: Int, sectionCountAfter: Int) {
            self.update = update
            var newSection = [Int?](repeating: nil, count: sectionCountBefore)
            var isTaken = [Bool](repeating: false, count: sectionCountAfter)
            var isGone = [Bool](repeating: false, count: sectionCountBefore)
            var isReloaded = [Bool](repeating: false, count: sectionCountBefore)
            for section in update.insertedSections where isTaken.indices.contains(section) { isTaken[section] = true }
            for section in update.deletedSections where isGone.indices.contains(section) { isGone[section] = true }
            for section in update.reloadedSections where isReloaded.indices.contains(section) {
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

        /// The index path after the update of the row at `indexPath` before it, or `nil` when
        /// the row is deleted or reloaded (its section included), so it needs a new cell.
        ///
        /// - Complexity: O(*c*) for *c* row changes in the update.
        public func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
            guard indexPath.count == 2, newSectionOfOldSection.indices.contains(indexPath.section),
                let section = newSectionOfOldSection[indexPath.section]
            else { return nil }
            if let move = update.movedRows.first(where: { $0.source == indexPath }) { return move.destination }
            if update.deletedRows.contains(indexPath) || update.reloadedRows.contains(indexPath) { return nil }

            // The row's rank among the rows its section keeps…
            let leavingBefore =
                update.deletedRows.count { $0.section == indexPath.section && $0.row < indexPath.row }
                + update.movedRows.count { $0.source.section == indexPath.section && $0.source.row < indexPath.row }
            var row = indexPath.row - leavingBefore
            // …placed among the rows left free by insertions and moves into the new section.
            let occupied =
                (update.insertedRows.filter { $0.section == section }.map(\.row)
                + update.movedRows.filter { $0.destination.section == section }.map(\.destination.row)).sorted()
            for taken in occupied where taken <= row { row += 1 }
            return IndexPath(row: row, section: section)
        }
    }
}
