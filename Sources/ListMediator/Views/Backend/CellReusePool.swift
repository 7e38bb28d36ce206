import Foundation

/// The registry and reuse queue behind `register` / `dequeueReusableCell` for list view
/// backends that manage their own cells (the headless and terminal views).
///
/// Cells that leave the screen are enqueued by identifier and handed out again before a
/// new one is made, as UIKit does, so a list of any length creates only about a
/// screenful of cells.
@MainActor
package struct CellReusePool<Cell: AnyObject> {
    private var factories: [String: () -> Cell] = [:]
    private var idleCells: [String: [Cell]] = [:]

    /// The number of cells made so far; with reuse it stays near the number visible at once.
    package private(set) var createdCount = 0

    /// The cell a row shows while the row is reconfigured, with its identifier: dequeuing hands
    /// it back, as UIKit does inside `reconfigureRows(at:)`.
    private var reconfiguring: (cell: Cell, identifier: String?, indexPath: IndexPath)?

    /// Creates an empty pool with no registrations.
    package init() {}

    /// Makes `identifier` dequeueable; a later registration for it replaces this one.
    package mutating func register(forCellReuseIdentifier identifier: String, factory: @escaping () -> Cell) {
        factories[identifier] = factory
        idleCells[identifier] = []
    }

    /// Whether `identifier` was registered.
    package func isRegistered(_ identifier: String) -> Bool {
        factories[identifier] != nil
    }

    /// An idle cell for `identifier`, or a new one. `prepare` runs on reused cells only.
    ///
    /// - Precondition: `identifier` was registered; otherwise this traps with UIKit's message.
    /// - Complexity: O(1) amortised.
    package mutating func dequeue(withIdentifier identifier: String, prepare: (Cell) -> Void) -> Cell {
        if let reconfiguring {
            guard reconfiguring.identifier == identifier else {
                fatalError(
                    "reconfiguring the row at \(reconfiguring.indexPath.uiKitDescription): the data source dequeued a "
                        + "cell with identifier \(identifier), but the row shows one with identifier "
                        + "\(reconfiguring.identifier ?? "nil"). A row updated in place must dequeue the same kind of cell; "
                        + "apply with a ReloadPolicy whose changedRows is .reload when a change can change the cell")
            }
            return reconfiguring.cell
        }
        guard let factory = factories[identifier] else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
        }
        if let cell = idleCells[identifier]?.popLast() {
            prepare(cell)
            return cell
        }
        createdCount += 1
        return factory()
    }

    /// From now until ``stopReconfiguring()``, dequeuing returns `cell` (shown with
    /// `identifier` at `indexPath`) without preparing it for reuse: the cell a row keeps while it
    /// is reconfigured. Two calls rather than one taking a closure, so the data source's dequeue
    /// inside does not overlap an access to the pool.
    package mutating func startReconfiguring(_ cell: Cell, identifier: String?, at indexPath: IndexPath) {
        reconfiguring = (cell, identifier, indexPath)
    }

    /// Dequeuing makes or reuses cells again.
    package mutating func stopReconfiguring() {
        reconfiguring = nil
    }

    /// Returns a cell that left the screen to the pool for `identifier`.
    /// Cells of identifiers that are not registered are dropped.
    package mutating func enqueue(_ cell: Cell, identifier: String?) {
        guard let identifier, factories[identifier] != nil else { return }
        idleCells[identifier, default: []].append(cell)
    }
}
