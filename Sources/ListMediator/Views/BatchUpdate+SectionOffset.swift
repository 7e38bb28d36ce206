import Foundation

extension BatchUpdate {
    /// The same update `offset` sections further down: how a container data source moves a
    /// child's update into its own coordinates.
    /// - Complexity: O(*c*) for *c* changes.
    package func offsettingSections(by offset: Int) -> BatchUpdate {
        guard offset != 0 else { return self }
        func shift(_ indexPath: IndexPath) -> IndexPath {
            // Paths that are not two levels deep are left for validation to name.
            indexPath.count == 2 ? IndexPath(row: indexPath.row, section: indexPath.section + offset) : indexPath
        }
        return BatchUpdate(
            deletedSections: deletedSections.map { $0 + offset },
            insertedSections: insertedSections.map { $0 + offset },
            reloadedSections: reloadedSections.map { $0 + offset },
            movedSections: movedSections.map { Move(from: $0.source + offset, to: $0.destination + offset) },
            deletedRows: deletedRows.map(shift),
            insertedRows: insertedRows.map(shift),
            reloadedRows: reloadedRows.map(shift),
            movedRows: movedRows.map { Move(from: shift($0.source), to: shift($0.destination)) })
    }
}
