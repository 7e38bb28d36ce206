import Foundation
import ListMediator

/// UIKit's own batch-update API, trapping with UIKit's message as an iPhone would crash.
///
/// Use these to test code written against `UITableView`'s calls; use
/// ``HeadlessTableView/performBatchUpdates(_:animated:updateData:)`` to get the
/// ``BatchUpdateError`` as a thrown value instead.
extension HeadlessTableView {
    /// How a change is animated. The headless view records changes, not animations.
    public enum RowAnimation: Sendable {
        case automatic, fade, right, left, top, bottom, middle, none
    }

    /// Runs `updates`, which mutates the data and calls the insert/delete/reload/move
    /// methods below, then checks and applies them as one batch.
    ///
    /// Traps with UIKit's `Invalid update` message when the batch breaks a rule. Calls may
    /// nest; the outermost call applies everything.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        loadDataIfNeeded()
        if pendingUpdate != nil {
            updates()
            completion?(true)
            return
        }
        pendingUpdate = BatchUpdate()
        updates()
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        do {
            try performBatchUpdates(update, animated: true, updateData: {}, completion: completion)
        } catch {
            Self.terminate(with: error)
        }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation = .automatic) {
        record { $0.insertedSections += sections }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation = .automatic) {
        record { $0.deletedSections += sections }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation = .automatic) {
        record { $0.reloadedSections += sections }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(.init(from: section, to: newSection)) }
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        record { $0.insertedRows += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        record { $0.deletedRows += indexPaths }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        record { $0.reloadedRows += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append(.init(from: indexPath, to: newIndexPath)) }
    }

    /// Adds a change to the open batch, or applies it alone, as UIKit does outside a batch.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            performBatchUpdates { change(&self.pendingUpdate!) }
        }
    }
}
