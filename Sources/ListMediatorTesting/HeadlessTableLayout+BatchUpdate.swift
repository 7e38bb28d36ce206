import Foundation
import ListMediator

extension HeadlessTableLayout.Position {
    /// The first place in the list `update` can change, or `nil` when it changes nothing.
    ///
    /// Before it, the list is the same before and after the update, in both coordinates: no
    /// section there is deleted, inserted, reloaded or moved, and no row deleted, reloaded,
    /// reconfigured (its height may change with its content) or moved away (old coordinates) or inserted or moved in (new coordinates). So the rows
    /// there keep their index paths and, their heights not being asked again, their frames.
    /// A changed section counts from its first row, header included.
    ///
    /// - Complexity: O(*c*) for *c* changes.
    init?(firstAffectedBy update: BatchUpdate) {
        let sections =
            update.deletedSections + update.insertedSections + update.reloadedSections
            + update.movedSections.flatMap { [$0.source, $0.destination] }
        let rows =
            update.deletedRows + update.insertedRows + update.reloadedRows + update.reconfiguredRows
            + update.movedRows.flatMap { [$0.source, $0.destination] }
        let positions =
            sections.map { Self(section: $0, row: 0) }
            // Validation rejects paths that are not two levels deep; the start is safe for any.
            + rows.map { $0.count == 2 ? Self(section: $0.section, row: $0.row) : .start }
        guard let first = positions.min() else { return nil }
        self = first
    }
}
