import Foundation

extension BatchUpdate {
    /// Checks this update against UIKit's batch-update rules.
    ///
    /// The rules, as `UITableView` enforces them:
    /// - deletions, reloads and move sources are valid before the update; insertions and
    ///   move destinations after it;
    /// - no section or row is the target of two operations on the same side of the
    ///   update (deleted and reloaded, moved twice, inserted and moved to, …);
    /// - rows are not reloaded or moved inside a section that is itself deleted, inserted or
    ///   reloaded, nor inserted into a reloaded one (deleting rows of a deleted section and
    ///   inserting rows into an inserted one are accepted, as UIKit does);
    /// - the section count after equals the count before plus insertions minus deletions;
    /// - every section that survives (unchanged or moved, not reloaded) has, after the
    ///   update, its rows before plus rows inserted minus rows deleted plus rows moved in
    ///   minus rows moved out.
    ///
    /// - Parameters:
    ///   - before: the number of rows in each section the view showed before the update.
    ///   - after: the number of rows in each section the data source reports after it.
    /// - Throws: the first ``BatchUpdateError`` found.
    /// - Complexity: O(*s* + *c*) expected, for *s* sections and *c* changes.
    public func validate(rowCountsBefore before: [Int], rowCountsAfter after: [Int]) throws(BatchUpdateError) {
        // Checked by the library off the main actor, on counts that these still show.
        if let checkedCounts, checkedCounts.hold(viewBefore: before, viewAfter: after) { return }
        let sections = try validateSections(oldCount: before.count, newCount: after.count)
        try validateRows(before: before, after: after, sections: sections)
    }

    /// What each section undergoes, indexed by section before and after the update, and
    /// which sections' row counts must add up.
    private struct SectionFates {
        var old: [BatchUpdateError.Operation?]
        var new: [BatchUpdateError.Operation?]
        /// Sections that survive the update with their rows, as (after, before) pairs.
        var survivors: [(new: Int, old: Int)] = []
    }

    private func validateSections(oldCount: Int, newCount: Int) throws(BatchUpdateError) -> SectionFates {
        var fates = SectionFates(
            old: Array(repeating: nil, count: oldCount), new: Array(repeating: nil, count: newCount))

        func mark(_ section: Int, _ operation: BatchUpdateError.Operation, after: Bool) throws(BatchUpdateError) {
            let count = after ? newCount : oldCount
            guard section >= 0, section < count else {
                throw .sectionOutOfRange(operation, section: section, sectionCount: count)
            }
            if let earlier = after ? fates.new[section] : fates.old[section] {
                throw .conflictingSectionOperations(earlier, operation, section: section)
            }
            if after { fates.new[section] = operation } else { fates.old[section] = operation }
        }

        for section in deletedSections { try mark(section, .delete, after: false) }
        for section in reloadedSections { try mark(section, .reload, after: false) }
        for move in movedSections { try mark(move.source, .move, after: false) }
        for section in insertedSections { try mark(section, .insert, after: true) }
        for move in movedSections { try mark(move.destination, .moveDestination, after: true) }

        guard newCount == oldCount + insertedSections.count - deletedSections.count else {
            throw .invalidNumberOfSections(
                after: newCount, before: oldCount, inserted: insertedSections.count, deleted: deletedSections.count)
        }
        pairSurvivingSections(&fates)
        return fates
    }

    /// Pairs every section after the update with the section it was before it: moved
    /// sections by their move, untouched sections in order. A reloaded section keeps its
    /// place in that order but is replaced whole, so it is marked reloaded on the new side
    /// too (rows may not be inserted into it) and its count is free.
    private func pairSurvivingSections(_ fates: inout SectionFates) {
        fates.survivors = movedSections.map { ($0.destination, $0.source) }
        var oldIndex = 0
        for newIndex in fates.new.indices where fates.new[newIndex] == nil {
            while oldIndex < fates.old.count, let fate = fates.old[oldIndex], fate != .reload {
                oldIndex += 1
            }
            guard oldIndex < fates.old.count else { return }
            if fates.old[oldIndex] == .reload {
                fates.new[newIndex] = .reload
            } else {
                fates.survivors.append((newIndex, oldIndex))
            }
            oldIndex += 1
        }
    }

    /// Checks the row operations and the row counts of the sections that survive.
    ///
    /// The first broken rule in the order the operations are checked in (deletions, reloads,
    /// reconfigures, move sources, insertions, move destinations) is thrown. A reconfigured row
    /// keeps its place, as a reloaded one does: it may not be deleted, reloaded or moved too.
    /// Two operations on one row are found by ``RowTargets`` rather than by a dictionary of index
    /// paths: hashing an `IndexPath` costs more than the diff spends on an item.
    ///
    /// - Complexity: O(*s* + *c* + *n* / 64) for *s* sections, *c* row changes and *n* rows
    ///   when the changes are many, O(*s* + *c* log *c*) when they are few.
    private func validateRows(before: [Int], after: [Int], sections: SectionFates) throws(BatchUpdateError) {
        var removed = Array(repeating: 0, count: before.count)
        var movedOut = Array(repeating: 0, count: before.count)
        var added = Array(repeating: 0, count: after.count)
        var movedIn = Array(repeating: 0, count: after.count)
        var oldTargets = RowTargets(
            rowCounts: before,
            expectedCount: deletedRows.count + reloadedRows.count + movedRows.count + reconfiguredRows.count)
        var newTargets = RowTargets(rowCounts: after, expectedCount: insertedRows.count + movedRows.count)
        // The first rule broken by a single operation, with its place in the order; operations
        // after it are not looked at, as they would not be checked.
        var firstFailure: (order: Int, error: BatchUpdateError)?
        var order = 0

        /// Checks one operation on its own; its section, or `nil` once a rule is broken.
        func mark(_ indexPath: IndexPath, _ operation: BatchUpdateError.Operation) -> Int? {
            defer { order += 1 }
            guard indexPath.count == 2 else {
                firstFailure = (order, .invalidIndexPath(operation, indexPath))
                return nil
            }
            // Read once: each read of an index path's part switches over its storage.
            let section = indexPath[0]
            let row = indexPath[1]
            let isAfter = operation.isAfterUpdate
            let counts = isAfter ? after : before
            guard section >= 0, section < counts.count else {
                firstFailure = (order, .rowInMissingSection(operation, indexPath, sectionCount: counts.count))
                return nil
            }
            if let sectionOperation = isAfter ? sections.new[section] : sections.old[section],
                !Self.allowsRow(operation, inSectionBeing: sectionOperation)
            {
                firstFailure = (order, .rowInChangedSection(operation, indexPath, sectionOperation: sectionOperation))
                return nil
            }
            guard row >= 0, row < counts[section] else {
                firstFailure = (order, .rowOutOfRange(operation, indexPath, rowCount: counts[section]))
                return nil
            }
            if isAfter {
                newTargets.insert(section: section, row: row)
            } else {
                oldTargets.insert(section: section, row: row)
            }
            return section
        }

        checking: do {
            for indexPath in deletedRows {
                guard let section = mark(indexPath, .delete) else { break checking }
                removed[section] += 1
            }
            for indexPath in reloadedRows {
                guard mark(indexPath, .reload) != nil else { break checking }
            }
            for indexPath in reconfiguredRows {
                guard mark(indexPath, .reconfigure) != nil else { break checking }
            }
            for move in movedRows {
                guard let section = mark(move.source, .move) else { break checking }
                movedOut[section] += 1
            }
            for indexPath in insertedRows {
                guard let section = mark(indexPath, .insert) else { break checking }
                added[section] += 1
            }
            for move in movedRows {
                guard let section = mark(move.destination, .moveDestination) else { break checking }
                movedIn[section] += 1
            }
        }

        // Only when a row may be targeted twice, which is rare, is the earliest such operation
        // looked for, in the order the rules are checked.
        if oldTargets.mayHaveRepeats() || newTargets.mayHaveRepeats(),
            let conflict = firstConflict(before: firstFailure?.order ?? .max)
        {
            throw conflict
        }
        if let firstFailure { throw firstFailure.error }

        for (newSection, oldSection) in sections.survivors {
            let expected =
                before[oldSection] - removed[oldSection] - movedOut[oldSection]
                + added[newSection] + movedIn[newSection]
            guard after[newSection] == expected else {
                throw .invalidNumberOfRows(
                    section: newSection, after: after[newSection], before: before[oldSection],
                    inserted: added[newSection], deleted: removed[oldSection],
                    movedIn: movedIn[newSection], movedOut: movedOut[oldSection])
            }
        }
    }

    /// The first operation, in the order the rules are checked in, on a row an earlier operation
    /// on the same side of the update already targets, among the first `limit` operations; the
    /// operations are known to be valid one by one.
    /// - Complexity: O(*c*) expected for *c* row changes.
    private func firstConflict(before limit: Int) -> BatchUpdateError? {
        struct Row: Hashable {
            var section: Int
            var row: Int
        }
        var old: [Row: BatchUpdateError.Operation] = [:]
        var new: [Row: BatchUpdateError.Operation] = [:]
        let operations: [(IndexPath, BatchUpdateError.Operation)] =
            deletedRows.map { ($0, .delete) } + reloadedRows.map { ($0, .reload) }
            + reconfiguredRows.map { ($0, .reconfigure) }
            + movedRows.map { ($0.source, .move) } + insertedRows.map { ($0, .insert) }
            + movedRows.map { ($0.destination, .moveDestination) }
        for (order, (indexPath, operation)) in operations.enumerated() where order < limit {
            let key = Row(section: indexPath[0], row: indexPath[1])
            let earlier =
                operation.isAfterUpdate
                ? new.updateValue(operation, forKey: key) : old.updateValue(operation, forKey: key)
            if let earlier { return .conflictingRowOperations(earlier, operation, indexPath) }
        }
        return nil
    }

    /// Whether UIKit accepts a row operation inside a section that is itself changed.
    ///
    /// Moving a section carries its rows, so changing rows inside it is fine. Deleting rows
    /// of a deleted section, or inserting rows into an inserted one, is redundant but
    /// accepted — `NSFetchedResultsController`'s standard delegate reports both when a
    /// section's last object goes or its first arrives. Anything else (reloading or moving
    /// rows of a deleted, inserted or reloaded section) is rejected: UIKit's behaviour there
    /// is undocumented, and the diff engine never needs it.
    private static func allowsRow(
        _ operation: BatchUpdateError.Operation, inSectionBeing sectionOperation: BatchUpdateError.Operation
    ) -> Bool {
        switch (operation, sectionOperation) {
        case (_, .move), (_, .moveDestination), (.delete, .delete), (.insert, .insert): true
        default: false
        }
    }
}
