import Foundation

/// Why a ``BatchUpdate`` would crash UIKit; its description is UIKit's own wording.
///
/// `UITableView` raises `NSInternalInconsistencyException` for each of these. List views in
/// this package throw this error instead (or trap with the same text, where the API mirrors
/// UIKit's non-throwing one), so a bug that would crash an iPhone fails a test on Linux.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What a batch update does to a section or a row.
    public enum Operation: String, Hashable, Sendable {
        case delete
        case insert
        case reload
        /// The source of a move.
        case move
        /// The destination of a move.
        case moveDestination
        /// An update of a row's cell in place.
        case reconfigure
    }

    /// The number of sections after the update does not follow from the sections inserted and deleted.
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)

    /// The number of rows in a section after the update does not follow from the rows
    /// inserted, deleted and moved. `section` is the index after the update.
    case invalidNumberOfRows(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

    /// A section index outside the sections before (delete, reload, move) or after (insert,
    /// move destination) the update.
    case sectionOutOfRange(Operation, section: Int, sectionCount: Int)

    /// An index path that does not have exactly two indexes, a section and a row.
    case invalidIndexPath(Operation, IndexPath)

    /// A row whose section does not exist before (delete, reload, move) or after (insert,
    /// move destination) the update.
    case rowInMissingSection(Operation, IndexPath, sectionCount: Int)

    /// A row index outside its section before (delete, reload, move) or after (insert, move
    /// destination) the update.
    case rowOutOfRange(Operation, IndexPath, rowCount: Int)

    /// Two operations on the same section, which UIKit cannot animate together.
    case conflictingSectionOperations(Operation, Operation, section: Int)

    /// Two operations on the same row, which UIKit cannot animate together.
    case conflictingRowOperations(Operation, Operation, IndexPath)

    /// A row operation inside a section that is itself deleted, inserted or reloaded in the
    /// same update.
    case rowInChangedSection(Operation, IndexPath, sectionOperation: Operation)

    public var description: String {
        switch self {
        case let .invalidNumberOfSections(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(after)) must be equal to the number of sections contained in the table view "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .invalidNumberOfRows(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an "
                + "existing section after the update (\(after)) must be equal to the number of rows contained in that "
                + "section before the update (\(before)), plus or minus the number of rows inserted or deleted from "
                + "that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved "
                + "into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .sectionOutOfRange(operation, section, count):
            switch operation {
            case .insert, .moveDestination:
                return
                    "attempt to \(operation.verb) section \(section), but there are only \(count) sections after the update"
            case .delete, .reload, .move, .reconfigure:
                return
                    "attempt to \(operation.verb) section \(section), but there are only \(count) sections before the update"
            }
        case .invalidIndexPath:
            return "Invalid index path for use with UITableView. Index paths passed to table view must contain "
                + "exactly two indices specifying the section and row. Please use the category on NSIndexPath in "
                + "NSIndexPath+UIKitAdditions.h if possible."
        case let .rowInMissingSection(operation, indexPath, count):
            let when = operation.isAfterUpdate ? "after" : "before"
            return
                "attempt to \(operation.rowPhrase(indexPath)), but there are only \(count) sections \(when) the update"
        case let .rowOutOfRange(operation, indexPath, count):
            if operation.isAfterUpdate {
                return "attempt to \(operation.rowPhrase(indexPath)), but there are only \(count) rows in section "
                    + "\(indexPath.section) after the update"
            }
            return "attempt to \(operation.rowPhrase(indexPath)) which only contains \(count) rows before the update"
        case let .conflictingSectionOperations(first, second, section):
            if first == second {
                return "attempt to \(first.verb) section \(section) more than once in the same update"
            }
            return "attempt to \(first.verb) and \(second.verb) the same section (\(section))"
        case let .conflictingRowOperations(first, second, indexPath):
            if first == second {
                return "attempt to \(first.verb) the same index path more than once (\(indexPath.uiKitDescription))"
            }
            return "attempt to \(first.verb) and \(second.verb) the same index path (\(indexPath.uiKitDescription))"
        case let .rowInChangedSection(operation, indexPath, sectionOperation):
            return "attempt to \(operation.rowPhrase(indexPath)), which is being \(sectionOperation.pastParticiple) "
                + "in the same update"
        }
    }
}

extension BatchUpdateError.Operation {
    var verb: String {
        switch self {
        case .delete: "delete"
        case .insert: "insert"
        case .reload: "reload"
        case .move: "move"
        case .moveDestination: "move to"
        case .reconfigure: "reconfigure"
        }
    }

    var pastParticiple: String {
        switch self {
        case .delete: "deleted"
        case .insert: "inserted"
        case .reload: "reloaded"
        case .move, .moveDestination: "moved"
        case .reconfigure: "reconfigured"
        }
    }

    /// For example `delete row 3 from section 0`, `insert row 2 into section 1`,
    /// `move a row to row 0 of section 2`.
    func rowPhrase(_ indexPath: IndexPath) -> String {
        // Only two-level index paths have a section and a row; reading either of another traps.
        guard indexPath.count == 2 else { return "\(verb) the row at \(indexPath.uiKitDescription)" }
        return switch self {
        case .insert: "insert row \(indexPath.row) into section \(indexPath.section)"
        case .moveDestination: "move a row to row \(indexPath.row) of section \(indexPath.section)"
        case .delete, .reload, .move, .reconfigure: "\(verb) row \(indexPath.row) from section \(indexPath.section)"
        }
    }

    /// Whether the operation addresses the list after the update (UIKit's new coordinates).
    var isAfterUpdate: Bool {
        self == .insert || self == .moveDestination
    }
}
