import Foundation

/// UIKit's reconfigure, for the stand-in's table and collection views: for each index path whose
/// cell is `shown`, the data source is asked for the cell again while dequeuing hands back the
/// cell shown (`handingBack` starts with the cell and stops with `nil`), and must return it.
/// - Returns: how many cells were updated in place.
@MainActor
func reconfigureCells<Cell: AnyObject>(
    at indexPaths: [IndexPath], shown: [IndexPath: Cell], method: String,
    handingBack: (_ cell: Cell?, _ indexPath: IndexPath) -> Void, askDataSource: (IndexPath) -> Cell?
) -> Int {
    var count = 0
    for indexPath in indexPaths {
        guard let cell = shown[indexPath] else { continue }
        handingBack(cell, indexPath)
        let returned = askDataSource(indexPath)
        handingBack(nil, indexPath)
        guard returned === cell else {
            fatalError("\(method): the data source returned another cell than the one dequeued for \(indexPath)")
        }
        count += 1
    }
    return count
}
