import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Header and footer heights come from the delegate, or default to the view's section heights
/// for titled sections and to nothing for untitled ones, as in UIKit.
@MainActor
struct HeadlessTableViewSectionHeightTests {
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 10))
    let dataSource = StringSectionsDataSource([["a", "b"], ["c"]])
    let delegate = RecordingDelegate()

    init() {
        dataSource.headerTitles = [0: "First"]
        dataSource.footerTitles = [0: "End of first"]
        tableView.currentDataSource = dataSource
        tableView.delegate = delegate
    }

    @Test func withoutHeightsFromTheDelegateOnlyTitledHeadersAndFootersTakeSpace() {
        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(28 + 2 * 44 + 28 + 44))
    }

    @Test func theDelegatesHeightsReplaceTheDefaultsTitledOrNot() {
        delegate.headerHeights = [0: 10, 1: 30]  // the second section has no title but gets a header
        delegate.footerHeights = [0: 0]  // the first section's footer title takes no space

        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(10 + 2 * 44 + 0 + 30 + 44))
        tableView.setContentOffset(CGPoint(x: 0, y: CGFloat(10 + 88 + 20)))
        #expect(tableView.indexPathsForVisibleRows.isEmpty, "the 10 points on screen are all second header")
        tableView.setContentOffset(CGPoint(x: 0, y: CGFloat(10 + 88 + 30)))
        #expect(tableView.indexPathsForVisibleRows == [.row(0, 1)])
    }

    @Test func theViewsSectionHeightsAreTheDefaultForTitledSections() {
        tableView.sectionHeaderHeight = 50
        tableView.sectionFooterHeight = 5
        delegate.headerHeights = [1: 7]

        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(50 + 2 * 44 + 5 + 7 + 44))
    }
}
