import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Scrolling the list to an item from its data source, wherever the data source sits.
@MainActor
struct ScrollingToItemsTests {
    /// 100-point rows in a 300-point view: three rows on screen.
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 300))

    init() {
        tableView.rowHeight = 100
    }

    private func numbers(_ range: Range<Int>) -> FlatDataSource<Int, HeadlessTableView> {
        FlatDataSource(items: Array(range), cellProvider: .text { "\($0)" })
    }

    private var offset: CGFloat { tableView.scrollGeometry.contentOffset.y }

    /// The content offset after `list` scrolls to its row `row` at `position`.
    private func offset(
        scrolling list: FlatDataSource<Int, HeadlessTableView>, to row: Int, at position: ListScrollPosition
    )
        -> CGFloat
    {
        list.scrollToItem(at: IndexPath(row: row, section: 0), at: position)
        return offset
    }

    @Test func eachPositionPutsTheItemWhereItSaysAsFarAsTheContentScrolls() {
        let list = numbers(0..<20)
        tableView.currentDataSource = list

        #expect(offset(scrolling: list, to: 10, at: .top) == 1_000)
        #expect(offset(scrolling: list, to: 10, at: .middle) == 900, "its middle, 1,050, at the middle of 300 points")
        #expect(offset(scrolling: list, to: 10, at: .bottom) == 800)
        #expect(offset(scrolling: list, to: 19, at: .top) == 1_700, "no further than the end of the content")
        #expect(offset(scrolling: list, to: 0, at: .bottom) == 0, "no further than its start")
    }

    @Test func noPositionScrollsAsLittleAsShowsTheWholeRowAndNotAtAllWhenItIsShown() {
        let list = numbers(0..<20)
        tableView.currentDataSource = list
        tableView.setContentOffset(CGPoint(x: 0, y: 450))  // rows 4 (half), 5, 6, 7 (half)

        #expect(offset(scrolling: list, to: 5, at: .none) == 450)
        #expect(offset(scrolling: list, to: 7, at: .none) == 500, "its bottom, 800, at the bottom")
        #expect(offset(scrolling: list, to: 2, at: .none) == 200, "its top at the top")
    }

    @Test func theTopInsetIsNotPartOfTheVisibleArea() {
        let list = numbers(0..<20)
        tableView.contentInset = ListEdgeInsets(top: 50)
        tableView.currentDataSource = list

        list.scrollToItem(at: IndexPath(row: 3, section: 0), at: .top)

        #expect(offset == 250, "row 3's top, 300, just below the 50-point inset")
    }

    @Test func anItemIsFoundByIdentityThroughAMediatorACompositeAndASwitcher() {
        struct Message: Identifiable, Hashable {
            let id: Int
        }
        let header = numbers(0..<3)
        let messages = FlatDataSource<Message, HeadlessTableView>(
            items: (0..<20).map(Message.init), cellProvider: .text { "\($0.id)" })
        let other = numbers(0..<1)
        let switcher = SwitchingDataSource<HeadlessTableView>([messages, other])
        tableView.currentDataSource = ListViewMediator(wrapping: CompositeDataSource([header, switcher]))
        var scrolls = 0
        let recorder = ScrollRecorder { scrolls += 1 }
        tableView.delegate = recorder

        #expect(messages.scrollToItem(withID: 12, at: .top, animated: false))

        #expect(offset == 1_500, "three header rows, then twelve messages above it")
        #expect(scrolls == 1, "the delegate hears the scroll")
        #expect(!messages.scrollToItem(withID: 99, at: .top), "no message has that identity")
        switcher.select(1)
        #expect(!messages.scrollToItem(withID: 12, at: .top), "a hidden child is not on screen")
        #expect(!numbers(0..<5).scrollToItem(at: IndexPath(row: 1, section: 0), at: .top), "shown nowhere")
    }
}

/// Counts the scroll events a view reports.
@MainActor
private final class ScrollRecorder: ListViewScrollingDelegate {
    let didScroll: () -> Void

    init(didScroll: @escaping () -> Void) {
        self.didScroll = didScroll
    }

    func listViewDidScroll(_ listView: HeadlessTableView) {
        didScroll()
    }
}
