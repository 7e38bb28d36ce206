import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A table view the size of an iPhone's list area, driven by a `TableListView`.
@MainActor
struct UIKitTable {
    let tableView: UITableView
    let listView: TableListView

    /// A table `height` points high, as tall as an iPhone's by default.
    init(height: CGFloat = 440) {
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: height), style: .plain)
        listView = TableListView(tableView: tableView)
    }

    /// The texts of the cells on screen, top to bottom.
    var visibleTexts: [String?] { tableView.visibleCells.map { $0.textLabel?.text } }

    /// The counts UIKit's table view records, by section.
    var rowCounts: [Int] { (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:)) }
}

/// A core delegate that writes down what the list view tells it.
@MainActor
final class RecordingCoreDelegate: ListViewScrollingDelegate {
    typealias View = TableListView
    var calls: [String] = []
    var rowHeight: CGFloat?
    var selectionRedirect: IndexPath??
    var highlights = true

    func listView(_ listView: TableListView, heightForRowAt indexPath: IndexPath) -> CGFloat? { rowHeight }
    func listView(_ listView: TableListView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath)")
        return highlights
    }
    func listView(_ listView: TableListView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath)")
        return selectionRedirect ?? indexPath
    }
    func listView(_ listView: TableListView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath)")
    }
    func listView(_ listView: TableListView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath)")
    }
    func listView(_ listView: TableListView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath)")
    }
    func listView(_ listView: TableListView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath)")
    }
    func listViewDidScroll(_ listView: TableListView) { calls.append("didScroll") }
    func listViewWillBeginDragging(_ listView: TableListView) { calls.append("willBeginDragging") }
    func listViewDidEndDragging(_ listView: TableListView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging")
    }
}
