import Foundation
import ListMediator

extension HeadlessTableView {
    /// Updates the cells of the rows at `indexPaths` in place, as UIKit's
    /// `reconfigureRows(at:)` does: the data source is asked for each row's cell again, and
    /// dequeuing hands back the cell the row shows, not prepared for reuse, so it keeps its
    /// selection and whatever else it holds. Rows not on screen are skipped: they get a cell
    /// when they appear. Batch updates call it for their `BatchUpdate.reconfiguredRows`, once
    /// the rest of the update is shown.
    ///
    /// - Precondition: the data source dequeues the same identifier and returns the cell it
    ///   dequeued; otherwise this traps with a message.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard !indexPaths.isEmpty else { return }
        // One pass over the cells on screen, not one per row: a tall view shows thousands.
        let shownCells = Dictionary(
            displayedCells.map { ($0.indexPath, $0.cell) }, uniquingKeysWith: { _, later in later })
        for indexPath in indexPaths {
            guard let shown = shownCells[indexPath] else { continue }
            reconfigure(shown, at: indexPath) { askDataSource in
                cellPool.startReconfiguring(shown, identifier: shown.reuseIdentifier, at: indexPath)
                defer { cellPool.stopReconfiguring() }
                return askDataSource()
            }
            reconfiguredCellCount += 1
        }
    }
}
