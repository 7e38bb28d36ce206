import Foundation
import ListMediator

/// A row as last drawn, and everything its line was drawn from.
struct DrawnRow {
    struct Key: Equatable {
        var cell: ObjectIdentifier?
        var text: String?
        var detailText: String?
        var textStyle: TextStyle
        var detailStyle: TextStyle
        var isFocused: Bool
        var isSelected: Bool
        var mark: TerminalChangeMark?
        var width: Int
    }

    var key: Key
    var line: TerminalLine
}

// What the view draws. A row is a two-column gutter — `>` on the focused row, `*` on the
// selected one, so both show without colours — then the cell's text, and its detail against
// the right edge; a header is `## ` and its title, a footer its title indented.

extension TerminalListView {
    /// The lines the view shows now, top to bottom, each ``width`` columns wide: the refresh
    /// line while refreshing, then the list from the scroll position, at most ``height`` lines
    /// (fewer when the list ends sooner).
    ///
    /// - Complexity: O(*h* · *w* + log *s*) for *h* lines on screen and *s* sections, once the
    ///   cells on screen exist; a layout pass first makes those that came on screen.
    public func drawnLines() -> [TerminalLine] {
        layoutIfNeeded()
        // Rows that left the screen are forgotten, so the cache stays a screenful.
        if drawnRows.count > displayedCells.count { drawnRows = drawnRows.filter { displayedCells[$0.key] != nil } }
        var lines: [TerminalLine] = []
        if let refreshControl, refreshControl.isRefreshing {
            lines.append(TerminalLine("  " + refreshControl.title, style: .attention).fitted(to: width))
        }
        for index in topLine..<min(topLine + rowAreaHeight, layout.lineCount) {
            switch layout.line(at: index) {
            case .header(_, let title):
                lines.append(TerminalLine("## " + title, style: .heading).fitted(to: width))
            case .footer(_, let title):
                lines.append(TerminalLine("   " + title, style: .secondary).fitted(to: width))
            case .row(let indexPath):
                lines.append(rowLine(indexPath))
            case nil:
                break
            }
        }
        if let backgroundView, showsNoRows {
            // Below the headers, a line apart, as far as the view reaches.
            let room = max(0, height - lines.count - 1)
            if room > 0 {
                lines.append(TerminalLine().fitted(to: width))
                lines += backgroundView.lines.prefix(room).map { $0.fitted(to: width) }
            }
        }
        return lines
    }

    /// ``drawnLines()`` as plain text.
    public func visibleLines() -> [String] {
        drawnLines().map(\.text)
    }

    private func rowLine(_ indexPath: IndexPath) -> TerminalLine {
        let cell = displayedCells[indexPath]
        let key = DrawnRow.Key(
            cell: cell.map(ObjectIdentifier.init), text: cell?.text, detailText: cell?.detailText,
            textStyle: cell?.textStyle ?? .plain, detailStyle: cell?.detailStyle ?? .secondary,
            isFocused: indexPath == focusedIndexPath, isSelected: rowSelection.indexPaths.contains(indexPath),
            mark: changeMarks[indexPath], width: width)
        // A row that scrolled, or did not change, is drawn as it was: its text is not measured again.
        if let drawn = drawnRows[indexPath], drawn.key == key { return drawn.line }
        var textStyle = key.textStyle
        var detailStyle = key.detailStyle
        switch key.mark {
        case .replaced: textStyle.foreground = .green
        case .updatedInPlace: textStyle.foreground = .yellow
        case nil: break
        }
        if key.isSelected { textStyle.isBold = true }
        if key.isFocused {
            textStyle.isReversed = true
            detailStyle.isReversed = true
        }
        let marker = key.isSelected ? "*" : key.mark == .updatedInPlace ? "~" : " "
        let gutter = TerminalLine((key.isFocused ? ">" : " ") + marker, style: textStyle)
        let content = TerminalLine.justified(
            left: key.text ?? "", leftStyle: textStyle, right: key.detailText ?? "", rightStyle: detailStyle,
            width: max(0, width - 2))
        let line = (gutter + content).fitted(to: width)
        drawnRows[indexPath] = DrawnRow(key: key, line: line)
        return line
    }

    /// Every line of the list, top to bottom, each exactly ``width`` columns wide, without focus,
    /// selection or styles: a printout of the whole list.
    ///
    /// It asks the data source for a cell per row, each returned to the reuse pool at once, and
    /// tells the delegate nothing: the rows are printed, not shown.
    /// - Complexity: O(*n* · *w*) for *n* lines.
    public func renderedLines() -> [String] {
        layoutLinesIfNeeded()
        guard let dataSource else { return [] }
        return (0..<layout.lineCount).compactMap { index in
            switch layout.line(at: index) {
            case .header(_, let title): return TextLine.justified(left: "## \(title)", right: "", width: width)
            case .footer(_, let title): return TextLine.justified(left: "   \(title)", right: "", width: width)
            case .row(let indexPath):
                let cell = dataSource.listView(self, cellForRowAt: indexPath)
                defer { cellPool.enqueue(cell, identifier: cell.reuseIdentifier) }
                return TextLine.justified(left: "  " + (cell.text ?? ""), right: cell.detailText ?? "", width: width)
            case nil: return nil
            }
        }
    }
}
