import Foundation

// A user's move, as a view shows it: the view moves the row in its own record first, then tells
// its data source, which must follow. Backends without UIKit (the headless and terminal views)
// do this the same way.

extension ListView {
    /// Moves the row at `source` to `destination` in `rowCounts`, the view's own record, and
    /// returns the move and where it takes every row, for the view to carry its cells, selection
    /// and focus along.
    ///
    /// Stops with a message when `destination` (the delegate's answer) is no place for the row.
    package func recordUserMove(from source: IndexPath, to destination: IndexPath, in rowCounts: inout [Int])
        -> (update: BatchUpdate, mapping: BatchUpdate.IndexPathMapping)
    {
        guard destination.isDestination(ofRowMovedFrom: source, rowCounts: rowCounts) else {
            fatalError(
                "targetIndexPathForMoveFromRowAt \(source) returned \(destination), which is no place for the row: "
                    + "\(type(of: self)) has row counts \(rowCounts)")
        }
        let move = BatchUpdate(movedRows: [.init(from: source, to: destination)])
        let mapping = BatchUpdate.IndexPathMapping(
            move, sectionCountBefore: rowCounts.count, sectionCountAfter: rowCounts.count)
        // Copied only for the record: a move changes two counts in place.
        let countsBefore = updateRecord.isEnabled ? rowCounts : nil
        rowCounts[source.section] -= 1
        rowCounts[destination.section] += 1
        if let countsBefore { recordUserMove(move, rowCountsBefore: countsBefore, rowCountsAfter: rowCounts) }
        return (move, mapping)
    }

    /// Stops with a message unless the data source, told of the user's move from `source` to
    /// `destination`, reports the counts the view shows.
    package func requireDataSourceFollowedUserMove(from source: IndexPath, to destination: IndexPath, shown: [Int]) {
        let reported = dataSource?.rowCounts(in: self) ?? []
        guard reported == shown else {
            fatalError(
                "after the user moved row \(source) to \(destination), the data source reports row counts \(reported) "
                    + "but \(type(of: self)) shows \(shown): moveRowAt must bring the data to what the view shows, "
                    + "without a batch update")
        }
    }
}
