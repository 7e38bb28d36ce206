import Foundation
import ListMediator

extension TerminalListView {
    /// Updates the cells of the rows at `indexPaths` in place, as UIKit's `reconfigureRows(at:)`
    /// does outside a batch update: each shown row's cell is asked for again and keeps its place,
    /// its selection and its focus; the row is marked as updated in place (yellow, `~`) when
    /// ``marksChanges`` is on. Rows not on screen are skipped.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        let updated = updateShownCells(at: indexPaths)
        guard !updated.isEmpty else { return }
        if marksChanges {
            for indexPath in updated { changeMarks[indexPath] = .updatedInPlace }
        }
        setNeedsDisplay()
    }

    /// Asks the data source again for the cells shown at `indexPaths`, handing each the cell it
    /// shows; returns the rows that were on screen.
    @discardableResult
    func updateShownCells(at indexPaths: [IndexPath]) -> [IndexPath] {
        var updated: [IndexPath] = []
        for indexPath in indexPaths {
            guard let shown = displayedCells[indexPath] else { continue }
            reconfigure(shown, at: indexPath) { askDataSource in
                cellPool.startReconfiguring(shown, identifier: shown.reuseIdentifier, at: indexPath)
                defer { cellPool.stopReconfiguring() }
                return askDataSource()
            }
            updated.append(indexPath)
        }
        return updated
    }
}
