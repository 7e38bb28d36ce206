import Foundation

extension ListView {
    /// Updates `shown`, the cell of the row at `indexPath`, in place, as UIKit's
    /// `reconfigureRows(at:)` does: the data source is asked for the row's cell again while
    /// dequeuing hands back `shown` (`dequeuingShown` arranges that around the call it is given),
    /// and must return that very cell.
    ///
    /// - Precondition: the data source returns `shown`; otherwise this traps with a message, as
    ///   UIKit asserts.
    package func reconfigure(
        _ shown: Cell, at indexPath: IndexPath, dequeuingShown: (() -> Cell) -> Cell
    ) {
        guard let dataSource else { return }
        let cell = dequeuingShown { dataSource.listView(self, cellForRowAt: indexPath) }
        guard cell === shown else {
            fatalError(
                "reconfiguring the row at \(indexPath.uiKitDescription): the data source returned a cell other than the "
                    + "one the row shows; a row updated in place must return the cell it dequeues")
        }
    }
}
