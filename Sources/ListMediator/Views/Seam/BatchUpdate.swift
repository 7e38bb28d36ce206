import Foundation

/// One batch of changes to a list's sections and rows, in UIKit's coordinates.
///
/// As in `UITableView.performBatchUpdates(_:completion:)`, deletions, reloads and move
/// sources address the list *before* the update; insertions and move destinations
/// address it *after*. Build one by hand, or let a changeset produce them.
/// ``validate(rowCountsBefore:rowCountsAfter:)`` checks it against UIKit's rules.
public struct BatchUpdate: Hashable, Sendable {
    /// A move from a position before the update to a position after it.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// The position before the update.
        public var source: Position
        /// The position after the update.
        public var destination: Position

        /// Creates a move from `source` to `destination`.
        public init(from source: Position, to destination: Position) {
            self.source = source
            self.destination = destination
        }
    }

    /// Sections removed, by their index before the update.
    public var deletedSections: [Int]
    /// Sections added, by their index after the update.
    public var insertedSections: [Int]
    /// Sections whose rows are all replaced, by their index before the update.
    public var reloadedSections: [Int]
    /// Sections moved, with their rows.
    public var movedSections: [Move<Int>]
    /// Rows removed, by their index path before the update.
    public var deletedRows: [IndexPath]
    /// Rows added, by their index path after the update.
    public var insertedRows: [IndexPath]
    /// Rows whose cell is replaced, by their index path before the update.
    public var reloadedRows: [IndexPath]
    /// Rows moved, within or across sections.
    public var movedRows: [Move<IndexPath>]
    /// Rows whose content changed and whose cell is updated in place — the same cell asked to
    /// show the new content, as UIKit's `reconfigureRows(at:)` does — by their index path before
    /// the update. The same rules as for reloaded rows hold; the backends update the cells once
    /// the rest of the update is shown, at the rows' new index paths.
    public var reconfiguredRows: [IndexPath]

    /// Creates a batch update; every kind of change is empty unless given.
    public init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        reloadedSections: [Int] = [],
        movedSections: [Move<Int>] = [],
        deletedRows: [IndexPath] = [],
        insertedRows: [IndexPath] = [],
        reloadedRows: [IndexPath] = [],
        movedRows: [Move<IndexPath>] = [],
        reconfiguredRows: [IndexPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.movedSections = movedSections
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.reloadedRows = reloadedRows
        self.movedRows = movedRows
        self.reconfiguredRows = reconfiguredRows
    }

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        changeCount == 0
    }

    /// The same update with its reloaded rows updated in place instead (``reconfiguredRows``).
    public func reconfiguringReloadedRows() -> BatchUpdate {
        guard !reloadedRows.isEmpty else { return self }
        var reconfiguring = self
        reconfiguring.reconfiguredRows += reloadedRows
        reconfiguring.reloadedRows = []
        return reconfiguring
    }

    /// The number of individual section and row changes in the update.
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedRows.count + insertedRows.count + reloadedRows.count + movedRows.count
            + reconfiguredRows.count
    }
}
