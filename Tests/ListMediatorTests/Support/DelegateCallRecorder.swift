import Foundation
import ListMediator
import ListMediatorTesting

/// A child data source that is also a delegate and writes down every delegate call it gets,
/// in its own coordinates, so a container's routing can be read off its ``calls``.
@MainActor
final class DelegateCallRecorder: ListViewPrefetchingDataSource, ListViewScrollingDelegate {
    var rowCounts: [Int]
    private(set) var calls: [String] = []
    /// What `shouldHighlightRowAt` answers; `true` by default.
    var highlights: (IndexPath) -> Bool = { _ in true }
    /// What `willSelectRowAt` answers; the tapped row by default.
    var selectionRedirect: (IndexPath) -> IndexPath? = { $0 }
    /// What the header and footer height calls answer.
    var headerHeight: CGFloat?
    var footerHeight: CGFloat?
    /// What `estimatedHeightForRowAt` answers; asked only when set, so other tests' calls stay as they were.
    var estimatedRowHeight: CGFloat?
    /// The layout each section asks for; asked only when set.
    var sectionLayout: ((Int) -> HeadlessSectionLayout?)?

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { rowCounts.count }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "Recorded", for: indexPath)
        cell.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Recorded")
    }

    func listView(
        _ listView: HeadlessTableView, layoutForSection section: Int, environment: HeadlessLayoutEnvironment
    ) -> HeadlessSectionLayout? {
        guard let sectionLayout else { return nil }
        calls.append("layoutForSection \(section)")
        return sectionLayout(section)
    }

    func listView(_ listView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? {
        guard let estimatedRowHeight else { return nil }
        calls.append("estimatedHeight \(indexPath)")
        return estimatedRowHeight
    }

    func listView(_ listView: HeadlessTableView, prefetchRowsAt indexPaths: [IndexPath]) {
        calls.append("prefetch \(indexPaths)")
    }

    func listView(_ listView: HeadlessTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        calls.append("cancelPrefetching \(indexPaths)")
    }

    func listView(_ listView: HeadlessTableView, heightForHeaderInSection section: Int) -> CGFloat? {
        calls.append("heightForHeader \(section)")
        return headerHeight
    }

    func listView(_ listView: HeadlessTableView, heightForFooterInSection section: Int) -> CGFloat? {
        calls.append("heightForFooter \(section)")
        return footerHeight
    }

    func listView(_ listView: HeadlessTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath)")
        return highlights(indexPath)
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

    func listView(
        _ listView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
    ) {
        calls.append("didEndDisplaying \(cell.text ?? "") at \(indexPath)")
    }

    func listViewWillBeginDragging(_ listView: HeadlessTableView) {
        calls.append("willBeginDragging")
    }

    func listViewDidEndDragging(_ listView: HeadlessTableView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate: \(decelerate)")
    }
}

/// A child that provides rows and is no delegate at all; its counts change as a test sets them.
@MainActor
final class RowsOnlyDataSource: ListViewDataSource {
    var rowCounts: [Int]

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { rowCounts.count }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        listView.dequeueReusableCell(withIdentifier: "RowsOnly", for: indexPath)
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "RowsOnly")
    }
}
