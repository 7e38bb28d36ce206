import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The loading row shown as a footer view: the same section coming and going, with no rows.
@MainActor
struct LoadingFooterTests {
    static let footer = ListViewMediator<HeadlessTableView>.LoadingPresentation.footer(
        .text(ofKind: .footer, reuseIdentifier: "LoadingFooter") { $0.text })

    func footerTexts(_ list: MediatedList) -> [String] {
        list.tableView.visibleSupplementaryViews.filter { $0.kind == .footer }.map {
            "\($0.section): \($0.view.text ?? "nil")"
        }
    }

    @Test func loadingShowsAFooterInASectionWithoutRowsInsertedAndDeletedLikeTheRow() async {
        let list = MediatedList(count: 2, loadingRow: Self.footer)

        #expect(list.mediator.startLoading(.nextPage))
        #expect(list.tableView.performedBatchUpdates.last == BatchUpdate(insertedSections: [1]))
        #expect(list.rowCounts == [2, 0])
        #expect(list.visibleTexts == ["row 0", "row 1"])
        #expect(footerTexts(list) == ["1: Loading…"])

        list.delegate.acceptsLoads = false  // the short list asks for the next page on the next turn
        list.mediator.stopLoading()
        await Task.yield()
        #expect(list.tableView.performedBatchUpdates.last == BatchUpdate(deletedSections: [1]))
        #expect(list.rowCounts == [2])
        #expect(footerTexts(list).isEmpty)
    }

    @Test func aFailureReloadsTheFootersSectionAndRetryLoadsAgain() {
        let list = MediatedList(count: 2, loadingRow: Self.footer)
        list.mediator.startLoading(.nextPage)

        list.mediator.stopLoading(failure: "Offline")
        #expect(list.tableView.performedBatchUpdates.last == BatchUpdate(reloadedSections: [1]))
        #expect(footerTexts(list) == ["1: Offline — tap to retry"])

        // A footer's retry button calls the mediator, as the failed row's tap does.
        #expect(list.mediator.retry())
        #expect(footerTexts(list) == ["1: Loading…"])
        #expect(list.delegate.loadRequests == [true, true])
    }

    @Test func infiniteScrollAsksForTheNextPageAsWithTheRow() async {
        let list = MediatedList(count: 30, loadingRow: Self.footer)
        _ = list.visibleTexts
        list.tableView.scrollToBottom()
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])
        #expect(list.mediator.bottom.loadingSection == 1)
        list.tableView.scrollToBottom()
        #expect(footerTexts(list) == ["1: Loading…"])
    }

    @Test func theFootersHeightIsTheLoadingRowHeight() {
        let list = MediatedList(count: 0, height: 100, loadingRow: Self.footer)
        list.mediator.loadingRowHeight = 60
        list.mediator.startLoading(.refresh)
        #expect(list.tableView.scrollGeometry.contentSize.height == 60)
    }

    @Test func theFooterIsMadeAtTheViewsIndexPathBelowACompositesSections() {
        let tableView = HeadlessTableView()
        let delegate = RecordingMediatorDelegate()
        var madeAt: [IndexPath] = []
        let items = CompositeDataSource<HeadlessTableView>([
            FlatDataSource(items: ["a"], cellProvider: .text { $0 }),
            FlatDataSource(items: ["b"], cellProvider: .text { $0 }),
        ])
        let mediator = ListViewMediator(
            wrapping: items, delegate: delegate,
            loadingRow: .footer(
                SupplementaryViewProvider(
                    registration: {
                        $0.register(
                            HeadlessHeaderFooterView.self, forSupplementaryViewOfKind: .footer, withReuseIdentifier: "F"
                        )
                    },
                    { listView, kind, indexPath, row in
                        madeAt.append(indexPath)
                        let view = listView.dequeueReusableSupplementaryView(
                            ofKind: kind, withReuseIdentifier: "F", for: indexPath)
                        view.text = row.text
                        return view
                    })))
        tableView.currentDataSource = mediator
        mediator.startLoading(.nextPage)
        _ = tableView.visibleSupplementaryViews
        #expect(madeAt.last == IndexPath.supplementary(inSection: 2))
    }
}
