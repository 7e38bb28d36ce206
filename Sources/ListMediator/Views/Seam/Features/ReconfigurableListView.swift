import Foundation

/// A list view that updates the cells of rows in place outside a batch update (UIKit's
/// `reconfigureRows(at:)`).
///
/// The library's backends adopt it. ``ItemDataSource/reconfigureItems(at:)`` on a view that does
/// not hands the view the same rows as a batch update's
/// ``BatchUpdate/reconfiguredRows``, which every view shows.
@MainActor
public protocol ReconfigurableListView: ListView {
    /// Updates the cells of the rows at `indexPaths` in place, with no batch update, as UIKit's
    /// `reconfigureRows(at:)` does: the data source is asked for each row's cell again and gets
    /// back, when it dequeues, the cell the row shows. Rows not on screen are skipped; they get a
    /// cell when they appear. Data sources call it (``ItemDataSource/reconfigureItems(at:)``).
    func reconfigureRows(at indexPaths: [IndexPath])
}
