import Foundation
import ListMediator

/// Where every row of a ``HeadlessTableView`` sits, computed from row heights and titles.
struct HeadlessTableLayout {
    struct Row {
        var indexPath: IndexPath
        var minY: CGFloat
        var maxY: CGFloat
    }

    /// All rows, top to bottom; `minY` grows monotonically, so lookups binary-search it.
    var rows: [Row] = []
    var contentHeight: CGFloat = 0

    /// The rows that intersect the vertical range `top..<bottom`.
    ///
    /// - Complexity: O(log *n* + *v*) for *n* rows and *v* rows returned.
    func rows(intersecting top: CGFloat, _ bottom: CGFloat) -> ArraySlice<Row> {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].maxY <= top { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < rows.count, rows[end].minY < bottom { end += 1 }
        return rows[low..<end]
    }
}
