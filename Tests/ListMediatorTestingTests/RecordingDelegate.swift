import Foundation
import ListMediator
import ListMediatorTesting

/// An app's delegate that writes down the calls a `HeadlessTableView` makes, in order, so a
/// test can compare them with the calls UIKit makes.
@MainActor
final class RecordingDelegate: ListViewScrollingDelegate {
    private(set) var calls: [String] = []
    /// What `willSelectRowAt` answers; the tapped row by default.
    var selectionRedirect: (IndexPath) -> IndexPath? = { $0 }
    /// The rows that do not highlight; `shouldHighlightRowAt` is written down only for them.
    var rowsNotHighlighting: Set<IndexPath> = []
    var rowHeights: [IndexPath: CGFloat] = [:]
    var headerHeights: [Int: CGFloat] = [:]
    var footerHeights: [Int: CGFloat] = [:]
    /// Whether display calls are written down; tests about selection or dragging turn them off.
    var recordsDisplay = true
    private(set) var rowHeightRequests = 0

    /// The calls written down so far, and forgets them.
    func takeCalls() -> [String] {
        defer { calls = [] }
        return calls
    }

    func listView(_ listView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        rowHeightRequests += 1
        return rowHeights[indexPath]
    }

    func listView(_ listView: HeadlessTableView, heightForHeaderInSection section: Int) -> CGFloat? {
        headerHeights[section]
    }

    func listView(_ listView: HeadlessTableView, heightForFooterInSection section: Int) -> CGFloat? {
        footerHeights[section]
    }

    func listView(_ listView: HeadlessTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        guard rowsNotHighlighting.contains(indexPath) else { return true }
        calls.append("shouldHighlight \(indexPath): no")
        return false
    }

    func listView(_ listView: HeadlessTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath)")
        return selectionRedirect(indexPath)
    }

    func listView(_ listView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath)")
    }

    func listView(_ listView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath)")
    }

    func listView(_ listView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
    {
        if recordsDisplay { calls.append("willDisplay \(cell.text ?? "") at \(indexPath)") }
    }

    func listView(
        _ listView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
    ) {
        if recordsDisplay { calls.append("didEndDisplaying \(cell.text ?? "") at \(indexPath)") }
    }

    func listViewDidScroll(_ listView: HeadlessTableView) {
        calls.append("didScroll to \(listView.scrollGeometry.contentOffset.y)")
    }

    func listViewWillBeginDragging(_ listView: HeadlessTableView) {
        calls.append("willBeginDragging")
    }

    func listViewDidEndDragging(_ listView: HeadlessTableView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate: \(decelerate)")
    }
}
