import Foundation
import ListMediator

/// Where every row of a ``HeadlessTableView`` sits, computed from row, header and footer heights.
///
/// A layout is complete, or laid out only up to ``resumePosition``: a batch update keeps what
/// lies before the first row it can affect (``discard(from:)``), and
/// ``complete(rowCounts:columns:headerHeight:rowHeight:footerHeight:)`` lays out the rest. Appending a
/// page to a long list therefore asks for the heights of the new rows only, not of every row.
struct HeadlessTableLayout: Equatable {
    /// A row, or an item of a section laid out in columns: every item of a line shares the
    /// line's top and bottom, the line being as tall as its tallest item.
    struct Row: Equatable {
        var indexPath: IndexPath
        var minY: CGFloat
        var maxY: CGFloat
        /// The row's own height: its final one, or its estimate until it is measured.
        var height: CGFloat
        /// Whether ``height`` is an estimate, to be replaced when the row comes on screen.
        var isEstimated = false
    }

    /// A row's height as the view gives it to the layout: final, or an estimate to be measured later.
    struct RowHeight {
        var value: CGFloat
        var isEstimated = false
    }

    /// Where a section starts: the top of its header, and the index of its first row in ``rows``;
    /// and where its header ends and its footer is.
    struct Section: Equatable {
        var minY: CGFloat
        var firstRow: Int
        var headerMaxY: CGFloat
        /// How many items share a line: 1 for a list, more for a grid.
        var columns = 1
        /// The footer's top and bottom; both are the section's bottom until its last row is laid out.
        var footerMinY: CGFloat = 0
        var footerMaxY: CGFloat = 0
    }

    /// A header or footer with a height, and where it is.
    struct SupplementaryElement: Equatable {
        var kind: SupplementaryViewKind
        var section: Int
        var minY: CGFloat
        var maxY: CGFloat
    }

    /// A place in the list: row `row` of `section`, before it and after the rows above it. Row
    /// 0 is before the section's header too, so laying out from there lays out the header.
    struct Position: Comparable {
        var section: Int
        var row: Int

        static let start = Position(section: 0, row: 0)

        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.section, lhs.row) < (rhs.section, rhs.row)
        }
    }

    /// The rows laid out, top to bottom; `minY` grows monotonically, so lookups binary-search it.
    private(set) var rows: [Row] = []
    /// The sections laid out, top to bottom, the last one possibly without all its rows yet.
    private(set) var sections: [Section] = []
    /// The height of the whole content once the layout is complete; until then, the bottom of
    /// what is laid out, where laying out continues.
    private(set) var contentHeight: CGFloat = 0
    /// Where laying out continues, or `nil` when every section is laid out.
    private(set) var resumePosition: Position? = .start

    /// Whether every section is laid out.
    var isComplete: Bool { resumePosition == nil }

    /// Forgets every row, keeping the storage for the next layout.
    mutating func discardAll() {
        rows.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        contentHeight = 0
        resumePosition = .start
    }

    /// Forgets what lies at or after `position`; the rows before it keep their index paths and
    /// frames, and their sections their headers.
    ///
    /// - Complexity: O(*d*) for the *d* rows forgotten.
    mutating func discard(from position: Position) {
        if let resumePosition, resumePosition <= position { return }
        guard position.section < sections.count else {
            // Nothing laid out is at or after it: the layout was complete and ends before it.
            resumePosition = Position(section: sections.count, row: 0)
            return
        }
        let section = sections[position.section]
        // A line is laid out whole, since its height is its tallest item's: keep whole lines only.
        let keptRows = min(position.row, rowCount(inSection: position.section)) / section.columns * section.columns
        if keptRows == 0 {
            contentHeight = section.minY
            rows.removeSubrange(section.firstRow...)
            sections.removeSubrange(position.section...)
            resumePosition = Position(section: position.section, row: 0)
        } else {
            let end = section.firstRow + keptRows
            contentHeight = rows[end - 1].maxY
            rows.removeSubrange(end...)
            sections.removeSubrange((position.section + 1)...)
            resumePosition = Position(section: position.section, row: keptRows)
        }
    }

    /// Lays out what is not laid out yet, for sections of `rowCounts` rows, in the number of
    /// `columns` each section asks for, with the heights the closures give; starts over when
    /// what is kept does not fit those counts.
    ///
    /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows not laid out yet: one call of
    ///   `rowHeight` per such row, one of `columns` per section not laid out yet (and one for a
    ///   section laid out in part, whose layout may have changed with its rows).
    mutating func complete(
        rowCounts: [Int], columns: (Int) -> Int = { _ in 1 }, headerHeight: (Int) -> CGFloat,
        rowHeight: (IndexPath) -> RowHeight, footerHeight: (Int) -> CGFloat
    ) {
        guard var start = resumePosition else { return }
        if !canResume(at: start, rowCounts: rowCounts) {
            discardAll()
            start = .start
        } else if start.row > 0, columns(start.section) != sections[start.section].columns {
            // The section's layout changed with its data: lay it out again from its header.
            discard(from: Position(section: start.section, row: 0))
            start = Position(section: start.section, row: 0)
        }
        if rows.isEmpty { rows.reserveCapacity(rowCounts.reduce(0, +)) }
        var y = contentHeight
        for section in start.section..<rowCounts.count {
            var firstRow = 0
            if section == start.section, start.row > 0 {
                firstRow = start.row  // the header and the lines above are kept
            } else {
                let top = y
                let columnCount = columns(section)
                y += headerHeight(section)
                sections.append(Section(minY: top, firstRow: rows.count, headerMaxY: y, columns: columnCount))
            }
            let columnCount = sections[section].columns
            var lineStart = firstRow
            while lineStart < rowCounts[section] {
                let lineEnd = min(lineStart + columnCount, rowCounts[section])
                let firstOfLine = rows.count
                var lineHeight: CGFloat = 0
                for row in lineStart..<lineEnd {
                    let indexPath = IndexPath(row: row, section: section)
                    let height = rowHeight(indexPath)
                    lineHeight = max(lineHeight, height.value)
                    rows.append(
                        Row(
                            indexPath: indexPath, minY: y, maxY: y, height: height.value,
                            isEstimated: height.isEstimated))
                }
                y += lineHeight
                for index in firstOfLine..<rows.count { rows[index].maxY = y }
                lineStart = lineEnd
            }
            sections[section].footerMinY = y
            y += footerHeight(section)
            sections[section].footerMaxY = y
        }
        contentHeight = y
        resumePosition = nil
    }

    /// Gives the row at `indexPath` its final `height`, measured now that it is on screen, and
    /// moves everything below its line by what the line's height changes; returns that change.
    ///
    /// - Precondition: the layout is complete and has the row.
    /// - Complexity: O(*n*) for the *n* rows and sections below the row.
    mutating func setMeasuredHeight(_ height: CGFloat, forRowAt indexPath: IndexPath) -> CGFloat {
        guard isComplete else { fatalError("a row is measured once the layout is complete") }
        let section = sections[indexPath.section]
        let sectionEnd = section.firstRow + rowCount(inSection: indexPath.section)
        let index = section.firstRow + indexPath.row
        rows[index].height = height
        rows[index].isEstimated = false
        let lineStart = section.firstRow + indexPath.row / section.columns * section.columns
        let lineEnd = min(lineStart + section.columns, sectionEnd)
        let lineHeight = rows[lineStart..<lineEnd].lazy.map(\.height).max() ?? 0
        let change = lineHeight - (rows[lineStart].maxY - rows[lineStart].minY)
        guard change != 0 else { return 0 }
        for line in lineStart..<lineEnd { rows[line].maxY += change }
        for below in lineEnd..<rows.count {
            rows[below].minY += change
            rows[below].maxY += change
        }
        sections[indexPath.section].footerMinY += change
        sections[indexPath.section].footerMaxY += change
        for below in (indexPath.section + 1)..<sections.count {
            sections[below].minY += change
            sections[below].headerMaxY += change
            sections[below].footerMinY += change
            sections[below].footerMaxY += change
        }
        contentHeight += change
        return change
    }

    /// Whether the rows kept before `position` fit the first sections of `rowCounts`: a cheap
    /// check (no height is asked) that starts over rather than extend a layout that cannot be
    /// the start of this one.
    private func canResume(at position: Position, rowCounts: [Int]) -> Bool {
        guard position.section <= rowCounts.count,
            sections.count == position.section + (position.row > 0 ? 1 : 0),
            (0..<position.section).allSatisfy({ rowCount(inSection: $0) == rowCounts[$0] })
        else { return false }
        return position.row == 0
            || (position.section < rowCounts.count && position.row <= rowCounts[position.section]
                && rowCount(inSection: position.section) == position.row)
    }

    /// The number of rows of `section` laid out.
    private func rowCount(inSection section: Int) -> Int {
        let end = section + 1 < sections.count ? sections[section + 1].firstRow : rows.count
        return end - sections[section].firstRow
    }

    /// The position of the row at `indexPath` in ``rows``, or `nil` when it is not laid out.
    /// - Complexity: O(1).
    func flatIndex(ofRowAt indexPath: IndexPath) -> Int? {
        guard row(at: indexPath) != nil else { return nil }
        return sections[indexPath.section].firstRow + indexPath.row
    }

    /// The laid-out row at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    func row(at indexPath: IndexPath) -> Row? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < rowCount(inSection: indexPath.section)
        else { return nil }
        return rows[sections[indexPath.section].firstRow + indexPath.row]
    }

    /// The rows that intersect the vertical range `top..<bottom`.
    ///
    /// - Complexity: O(log *n* + *v*) for *n* rows and *v* rows returned.
    func rows(intersecting top: CGFloat, _ bottom: CGFloat) -> ArraySlice<Row> {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].maxY <= top { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < rows.count, rows[end].minY < bottom { end += 1 }
        return rows[low..<end]
    }

    /// The headers and footers with a height that intersect the vertical range `top..<bottom`,
    /// top to bottom.
    ///
    /// - Complexity: O(log *s* + *v*) for *s* sections and *v* sections in the range.
    func supplementaryElements(intersecting top: CGFloat, _ bottom: CGFloat) -> [SupplementaryElement] {
        // The first section that ends below `top`.
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].footerMaxY <= top { low = middle + 1 } else { high = middle }
        }
        var elements: [SupplementaryElement] = []
        var index = low
        while index < sections.count, sections[index].minY < bottom {
            let section = sections[index]
            if section.headerMaxY > section.minY, section.headerMaxY > top {
                elements.append(
                    SupplementaryElement(kind: .header, section: index, minY: section.minY, maxY: section.headerMaxY))
            }
            if section.footerMaxY > section.footerMinY, section.footerMinY < bottom, section.footerMaxY > top {
                elements.append(
                    SupplementaryElement(
                        kind: .footer, section: index, minY: section.footerMinY, maxY: section.footerMaxY))
            }
            index += 1
        }
        return elements
    }
}
