import Foundation
import ListMediator

// Prefetching as a table view with a prefetch data source does it: the rows just below the
// screen are announced before they come on it, and those that leave that window unseen are
// cancelled. A data source that does not prefetch is the table's data source only, and hears
// nothing of it.

extension HeadlessTableView {
    /// Tells the data source, when it prefetches, which rows entered the prefetch window (the
    /// ``prefetchingDistance`` rows below the last one on screen) and which left it without
    /// coming on screen; a row that comes on screen simply leaves the window.
    func updatePrefetchedRows() {
        guard prefetchingDistance > 0, let prefetching = dataSourceFeatures?.prefetching,
            let lastVisible = displayedCells.last?.indexPath,
            let last = layout.flatIndex(ofRowAt: lastVisible)
        else { return }
        let window = layout.rows[(last + 1)..<min(last + 1 + prefetchingDistance, layout.rows.count)].map(\.indexPath)
        let visible = Set(displayedCells.map(\.indexPath))
        let cancelled = prefetchedRows.filter { !window.contains($0) && !visible.contains($0) }
        let added = window.filter { !prefetchedRows.contains($0) }
        prefetchedRows = Set(window)
        if !cancelled.isEmpty {
            let sorted = cancelled.sorted()
            prefetchCalls.append(.cancel(sorted))
            prefetching.listView(self, cancelPrefetchingForRowsAt: sorted)
        }
        if !added.isEmpty {
            prefetchCalls.append(.prefetch(added))
            prefetching.listView(self, prefetchRowsAt: added)
        }
    }
}

/// A call ``HeadlessTableView`` made to prefetch rows or cancel their prefetching.
public enum HeadlessPrefetchCall: Hashable, Sendable {
    /// `listView(_:prefetchRowsAt:)` with these rows.
    case prefetch([IndexPath])
    /// `listView(_:cancelPrefetchingForRowsAt:)` with these rows.
    case cancel([IndexPath])
}
