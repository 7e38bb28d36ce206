import Foundation
import ListMediator
import ListMediatorTesting

/// An owner's delegate that records what the mediator asks and tells it, and answers loads as
/// the test says.
@MainActor
final class RecordingMediatorDelegate: ListViewMediatorDelegate, ListViewScrollingDelegate {
    typealias View = HeadlessTableView

    /// Whether to accept the next load.
    var acceptsLoads = true
    /// Every `more` the mediator asked to load, in order.
    private(set) var loadRequests: [Bool] = []
    /// Every request the mediator asked to load, in order.
    private(set) var requests: [LoadRequest] = []
    /// Every call the view's delegate calls forwarded here, named, in order.
    private(set) var calls: [String] = []
    /// Runs inside `shouldLoad`, for delegates that answer at once.
    var onLoadRequest: ((ListViewMediator<HeadlessTableView>, Bool) -> Void)?

    func listView(
        _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>, shouldLoad request: LoadRequest
    )
        -> Bool
    {
        loadRequests.append(request.isMore)
        requests.append(request)
        onLoadRequest?(mediator, request.isMore)
        return acceptsLoads
    }

    func listView(_ listView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        calls.append("height \(indexPath)")
        return nil
    }

    func listView(_ listView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("select \(indexPath)")
    }

    func listView(_ listView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
    {
        calls.append("willDisplay \(indexPath)")
    }

    func listViewDidScroll(_ listView: HeadlessTableView) {
        calls.append("scroll")
    }

    /// Selection the next `willSelect` gets instead of the tapped row; `.some(nil)` refuses it.
    var selectionRedirect: IndexPath??

    func listView(_ listView: HeadlessTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath)")
        return selectionRedirect ?? indexPath
    }

    func listView(_ listView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("deselect \(indexPath)")
    }

    func listView(
        _ listView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
    ) {
        calls.append("didEndDisplaying \(cell.text ?? "")")
    }

    func listView(_ listView: HeadlessTableView, heightForHeaderInSection section: Int) -> CGFloat? {
        calls.append("headerHeight \(section)")
        return nil
    }

    func listView(_ listView: HeadlessTableView, heightForFooterInSection section: Int) -> CGFloat? {
        calls.append("footerHeight \(section)")
        return nil
    }

    func listViewWillBeginDragging(_ listView: HeadlessTableView) {
        calls.append("willBeginDragging")
    }

    func listViewDidEndDragging(_ listView: HeadlessTableView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
}

/// A table view showing a mediator over a flat list of `count` numbered rows, the owner's delegate
/// recording, and a refresh control.
@MainActor
struct MediatedList {
    let tableView: HeadlessTableView
    let items: FlatDataSource<String, HeadlessTableView>
    let mediator: ListViewMediator<HeadlessTableView>
    let delegate = RecordingMediatorDelegate()
    let refreshControl = HeadlessRefreshControl()

    /// - Parameter height: the visible height; 44-point rows, so 440 shows ten rows.
    init(
        count: Int = 30, height: CGFloat = 440,
        loadingRow: ListViewMediator<HeadlessTableView>.LoadingPresentation? = nil
    ) {
        tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: height))
        tableView.trapsOnRejectedBatchUpdate = true
        items = FlatDataSource(items: Self.rows(0..<count), cellProvider: .text { $0 })
        mediator =
            if let loadingRow {
                ListViewMediator(wrapping: items, delegate: delegate, loadingRow: loadingRow)
            } else {
                ListViewMediator(wrapping: items, delegate: delegate)
            }
        mediator.refreshControl = refreshControl
        tableView.currentDataSource = mediator
    }

    static func rows(_ numbers: Range<Int>) -> [String] { numbers.map { "row \($0)" } }

    /// The texts of the visible cells.
    var visibleTexts: [String?] { tableView.visibleCells.map(\.text) }

    /// The row counts the view shows, by section.
    var rowCounts: [Int] { (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:)) }
}
