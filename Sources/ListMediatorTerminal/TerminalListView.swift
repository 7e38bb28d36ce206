import Foundation
import ListMediator

/// A `ListView` that draws its list as lines of text: a header line per titled section,
/// one line per row, a footer line per titled footer.
///
/// It renders the whole list (``renderedLines()``) or the screenful at its scroll position
/// (``visibleLines()``), scrolls line by line (``setContentOffset(_:)``, clamped like a
/// finger drag, telling the delegate), and keeps UIKit's rules like every backend, checking
/// batch updates against its own record of row counts.
@MainActor
public final class TerminalListView: ListView {
    public weak var dataSource: (any ListViewDataSource<TerminalListView>)? {
        didSet { dataSourceDidChange(replacing: oldValue) }
    }
    public weak var delegate: (any ListViewDelegate<TerminalListView>)?
    public var currentDataSource: (any ListViewDataSource<TerminalListView>)? {
        didSet { showCurrentDataSource(replacing: oldValue) }
    }

    public typealias Cell = TerminalCell

    /// The number of columns of every line.
    public var width: Int
    /// The number of lines that fit on screen.
    public var height: Int

    private var rowCounts: [Int] = []
    private var cellPool = CellReusePool<TerminalCell>()
    private var topLine = 0

    /// Creates a list view `width` columns wide and `height` lines tall.
    public init(width: Int = 80, height: Int = 24) {
        self.width = width
        self.height = height
    }

    public func register(_ cellClass: TerminalCell.Type, forCellReuseIdentifier identifier: String) {
        cellPool.register(forCellReuseIdentifier: identifier) { cellClass.init(reuseIdentifier: identifier) }
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TerminalCell {
        cellPool.dequeue(withIdentifier: identifier) { $0.prepareForReuse() }
    }

    public func reloadData() {
        rowCounts = dataSource?.rowCounts(in: self) ?? []
        clampScrollPosition()
    }

    /// Keeps the top line within the content after it shrank, as a scroll view does.
    private func clampScrollPosition() {
        topLine = min(topLine, max(0, lineCount - height))
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        updateData()
        let newCounts = dataSource?.rowCounts(in: self) ?? []
        defer {
            rowCounts = newCounts
            clampScrollPosition()
        }
        try update.validate(rowCountsBefore: rowCounts, rowCountsAfter: newCounts)
        completion?(true)  // text has no animation: the update is shown once applied
    }

    public var numberOfSections: Int { rowCounts.count }

    public func numberOfRows(inSection section: Int) -> Int {
        guard rowCounts.indices.contains(section) else {
            fatalError("section \(section) is out of range: the list view has \(rowCounts.count) sections")
        }
        return rowCounts[section]
    }

    /// Scrolls so line `offset.y` of the list is the top line on screen, clamped to the
    /// scrollable range, then tells the delegate, as a user's scrolling does.
    public func setContentOffset(_ offset: CGPoint) {
        let lowest = 0
        let highest = max(lowest, lineCount - height)
        // Clamp before converting: a far offset (a flick to the end) does not fit in an Int.
        let line = min(max(offset.y.rounded(.down), CGFloat(lowest)), CGFloat(highest))
        topLine = line.isNaN ? lowest : Int(line)
        delegate?.listViewDidScroll(self)
    }

    /// The lines on screen at the current scroll position, at most ``height`` of them.
    public func visibleLines() -> [String] {
        Array(renderedLines().dropFirst(topLine).prefix(height))
    }

    public var scrollGeometry: ScrollGeometry {
        ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: topLine),
            contentSize: CGSize(width: width, height: lineCount),
            boundsSize: CGSize(width: width, height: height))
    }

    public var indexPathsForVisibleRows: [IndexPath] {
        var line = 0
        var visible: [IndexPath] = []
        forEachLine { kind in
            defer { line += 1 }
            if case .row(let indexPath) = kind, line >= topLine, line < topLine + height { visible.append(indexPath) }
        }
        return visible
    }

    /// Every line of the list, top to bottom, each exactly ``width`` columns wide.
    public func renderedLines() -> [String] {
        var lines: [String] = []
        forEachLine { kind in
            switch kind {
            case .header(let title): lines.append(TextLine.justified(left: "## \(title)", right: "", width: width))
            case .footer(let title): lines.append(TextLine.justified(left: "   \(title)", right: "", width: width))
            case .row(let indexPath):
                guard let dataSource else { return }
                let cell = dataSource.listView(self, cellForRowAt: indexPath)
                lines.append(TextLine.justified(left: "  " + cell.text, right: cell.detailText ?? "", width: width))
                cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
            }
        }
        return lines
    }

    private enum LineKind {
        case header(String)
        case row(IndexPath)
        case footer(String)
    }

    private var lineCount: Int {
        var count = 0
        forEachLine { _ in count += 1 }
        return count
    }

    private func forEachLine(_ body: (LineKind) -> Void) {
        for (section, rows) in rowCounts.enumerated() {
            if let title = dataSource?.listView(self, titleForHeaderInSection: section) { body(.header(title)) }
            for row in 0..<rows { body(.row(IndexPath(row: row, section: section))) }
            if let title = dataSource?.listView(self, titleForFooterInSection: section) { body(.footer(title)) }
        }
    }
}
