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
    public var deletedSections: [Int] { didSet { checkedCounts = nil } }
    /// Sections added, by their index after the update.
    public var insertedSections: [Int] { didSet { checkedCounts = nil } }
    /// Sections whose rows are all replaced, by their index before the update.
    public var reloadedSections: [Int] { didSet { checkedCounts = nil } }
    /// Sections moved, with their rows.
    public var movedSections: [Move<Int>] { didSet { checkedCounts = nil } }
    /// Rows removed, by their index path before the update.
    public var deletedRows: [IndexPath] { didSet { checkedCounts = nil } }
    /// Rows added, by their index path after the update.
    public var insertedRows: [IndexPath] { didSet { checkedCounts = nil } }
    /// Rows whose cell is replaced, by their index path before the update.
    public var reloadedRows: [IndexPath] { didSet { checkedCounts = nil } }
    /// Rows moved, within or across sections.
    public var movedRows: [Move<IndexPath>] { didSet { checkedCounts = nil } }
    /// Rows whose content changed and whose cell is updated in place — the same cell asked to
    /// show the new content, as UIKit's `reconfigureRows(at:)` does — by their index path before
    /// the update. The same rules as for reloaded rows hold; the backends update the cells once
    /// the rest of the update is shown, at the rows' new index paths.
    public var reconfiguredRows: [IndexPath] { didSet { checkedCounts = nil } }

    /// The counts the library checked this update against off the main actor, so that the view
    /// need only compare counts (see ``CheckedCounts``); `nil` for any update someone built or
    /// changed. Not part of the update's value: equal updates compare equal with or without.
    package var checkedCounts: CheckedCounts?

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
    /// Whether the update inserts, deletes, reloads or moves sections: what a section index,
    /// made from the sections, follows.
    public var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty || !movedSections.isEmpty
    }

    public var isEmpty: Bool {
        changeCount == 0
    }

    /// The same update with its reloaded rows updated in place instead (``reconfiguredRows``).
    public func reconfiguringReloadedRows() -> BatchUpdate {
        guard !reloadedRows.isEmpty else { return self }
        var reconfiguring = self
        reconfiguring.reconfiguredRows += reloadedRows
        reconfiguring.reloadedRows = []
        // A reconfigured row follows the rules of a reloaded one: the checked counts still hold.
        reconfiguring.checkedCounts = checkedCounts
        return reconfiguring
    }

    /// Whether two updates make the same changes.
    public static func == (lhs: BatchUpdate, rhs: BatchUpdate) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.reloadedSections == rhs.reloadedSections && lhs.movedSections == rhs.movedSections
            && lhs.deletedRows == rhs.deletedRows && lhs.insertedRows == rhs.insertedRows
            && lhs.reloadedRows == rhs.reloadedRows && lhs.movedRows == rhs.movedRows
            && lhs.reconfiguredRows == rhs.reconfiguredRows
    }

    /// Hashes the changes the update makes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(deletedSections)
        hasher.combine(insertedSections)
        hasher.combine(reloadedSections)
        hasher.combine(movedSections)
        hasher.combine(deletedRows)
        hasher.combine(insertedRows)
        hasher.combine(reloadedRows)
        hasher.combine(movedRows)
        hasher.combine(reconfiguredRows)
    }

    /// The number of individual section and row changes in the update.
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedRows.count + insertedRows.count + reloadedRows.count + movedRows.count
            + reconfiguredRows.count
    }
}
