import Foundation
import ListMediator

/// A `ListView` that draws its list as lines of text: a header line per titled section,
/// one line per row, a footer line per titled footer.
///
/// This first version renders the whole list at once (``renderedLines()``) for the
/// catalogue printout of `listmediator-demo`; it keeps UIKit's rules like every backend,
/// checking batch updates against its own record of row counts.
@MainActor
public final class TerminalListView: ListView {
    public typealias Cell = TerminalCell

    public weak var dataSource: (any ListViewDataSource<TerminalListView>)?
    public weak var delegate: (any ListViewDelegate<TerminalListView>)?
    public var retainedDataSource: AnyObject?

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
    }

    public func performBatchUpdates(
        _ update: BatchUpdate,
        animated: Bool,
        updateData: () -> Void,
        completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        updateData()
        let newCounts = dataSource?.rowCounts(in: self) ?? []
        defer { rowCounts = newCounts }
        try update.validate(rowCountsBefore: rowCounts, rowCountsAfter: newCounts)
        completion?(true)  // text has no animation: the update is shown once applied
    }

    public var numberOfSections: Int { rowCounts.count }

    public func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }

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
