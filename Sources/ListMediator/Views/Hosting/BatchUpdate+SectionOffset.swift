import Foundation

extension BatchUpdate {
    /// The same update `offset` sections further down: how a container data source moves a
    /// child's update into its own coordinates.
    /// - Complexity: O(*c*) for *c* changes.
    package func offsettingSections(by offset: Int) -> BatchUpdate {
        guard offset != 0 else { return self }
        // Shifted in place: an index path of two indexes changes its section where it is stored,
        // where building a new one costs two initialisations per row.
        func shift(_ indexPaths: inout [IndexPath]) {
            for index in indexPaths.indices where indexPaths[index].count == 2 {
                indexPaths[index][0] += offset
            }
        }
        var shifted = self
        for index in shifted.deletedSections.indices { shifted.deletedSections[index] += offset }
        for index in shifted.insertedSections.indices { shifted.insertedSections[index] += offset }
        for index in shifted.reloadedSections.indices { shifted.reloadedSections[index] += offset }
        for index in shifted.movedSections.indices {
            shifted.movedSections[index].source += offset
            shifted.movedSections[index].destination += offset
        }
        // Paths that are not two levels deep are left for validation to name.
        shift(&shifted.deletedRows)
        shift(&shifted.insertedRows)
        shift(&shifted.reloadedRows)
        shift(&shifted.reconfiguredRows)
        for index in shifted.movedRows.indices {
            if shifted.movedRows[index].source.count == 2 { shifted.movedRows[index].source[0] += offset }
            if shifted.movedRows[index].destination.count == 2 { shifted.movedRows[index].destination[0] += offset }
        }
        // Shifting rewrote the rows, which drops the checked counts; the same counts hold further down.
        shifted.checkedCounts = checkedCounts.map { counts in
            var counts = counts
            counts.sectionOffset += offset
            return counts
        }
        return shifted
    }
}
