import Foundation
import ListMediator

/// Where every line of a ``TerminalListView`` is: per section, a header line when it has a
/// title, a line per row, and a footer line when it has a title.
///
/// Only sections are stored, so a section of 100,000 rows costs what a section of one does;
/// finding what is on a line is a binary search over the sections.
struct TerminalListLayout {
    struct Section {
        var firstLine: Int
        var header: String?
        var rowCount: Int
        var footer: String?

        var firstRowLine: Int { firstLine + (header == nil ? 0 : 1) }
        var endLine: Int { firstRowLine + rowCount + (footer == nil ? 0 : 1) }
    }

    /// What a line shows.
    enum Line: Equatable {
        case header(section: Int, title: String)
        case row(IndexPath)
        case footer(section: Int, title: String)
    }

    private(set) var sections: [Section] = []
    /// The number of lines of the whole list.
    private(set) var lineCount = 0

    /// An empty layout.
    init() {}

    /// Lays out sections of `rowCounts` rows, asking each section's titles once.
    /// - Complexity: O(*s*) for *s* sections.
    init(rowCounts: [Int], header: (Int) -> String?, footer: (Int) -> String?) {
        sections.reserveCapacity(rowCounts.count)
        var line = 0
        for (index, rowCount) in rowCounts.enumerated() {
            let section = Section(firstLine: line, header: header(index), rowCount: rowCount, footer: footer(index))
            sections.append(section)
            line = section.endLine
        }
        lineCount = line
    }

    /// What line `index` shows, or `nil` past the end.
    /// - Complexity: O(log *s*).
    func line(at index: Int) -> Line? {
        guard index >= 0, index < lineCount else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstLine <= index { low = middle } else { high = middle - 1 }
        }
        let section = sections[low]
        if let header = section.header, index == section.firstLine { return .header(section: low, title: header) }
        let row = index - section.firstRowLine
        if row < section.rowCount { return .row(IndexPath(row: row, section: low)) }
        return section.footer.map { .footer(section: low, title: $0) }
    }

    /// The line of the row at `indexPath`, or `nil` when there is no such row.
    /// - Complexity: O(1).
    func lineIndex(of indexPath: IndexPath) -> Int? {
        guard contains(indexPath) else { return nil }
        return sections[indexPath.section].firstRowLine + indexPath.row
    }

    /// Whether `indexPath` is a row of the list.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The rows on `lines`, top to bottom.
    /// - Complexity: O(log *s* + *l*) for *l* lines.
    func rows(onLines lines: Range<Int>) -> [IndexPath] {
        lines.compactMap { index in
            if case .row(let indexPath) = line(at: index) { indexPath } else { nil }
        }
    }

    /// The first row of the list, or `nil` when it has none.
    var firstRow: IndexPath? { row(after: nil) }

    /// The last row of the list, or `nil` when it has none.
    var lastRow: IndexPath? { row(before: nil) }

    /// The row after `indexPath` across sections, or the first row when `indexPath` is `nil`.
    /// - Complexity: O(*s*) at worst, skipping empty sections.
    func row(after indexPath: IndexPath?) -> IndexPath? {
        var section = indexPath?.section ?? 0
        var row = indexPath.map { $0.row + 1 } ?? 0
        while sections.indices.contains(section) {
            if row < sections[section].rowCount { return IndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
    }

    /// The row before `indexPath` across sections, or the last row when `indexPath` is `nil`.
    /// - Complexity: O(*s*) at worst, skipping empty sections.
    func row(before indexPath: IndexPath?) -> IndexPath? {
        var section = indexPath?.section ?? sections.count - 1
        var row = indexPath.map { $0.row - 1 } ?? (sections.last?.rowCount ?? 0) - 1
        while sections.indices.contains(section) {
            if row >= 0 { return IndexPath(row: min(row, sections[section].rowCount - 1), section: section) }
            section -= 1
            row = sections.indices.contains(section) ? sections[section].rowCount - 1 : -1
        }
        return nil
    }

    /// The row at `indexPath` when there is one, otherwise the nearest: the last row of its
    /// section, or the nearest row of the sections after it, then before it. `nil` when the
    /// list has no rows.
    func nearestRow(to indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2 else { return firstRow }
        if contains(indexPath) { return indexPath }
        let section = min(max(indexPath.section, 0), sections.count)
        if sections.indices.contains(section), sections[section].rowCount > 0 {
            return IndexPath(row: min(max(indexPath.row, 0), sections[section].rowCount - 1), section: section)
        }
        if let later = (section..<sections.count).first(where: { sections[$0].rowCount > 0 }) {
            return IndexPath(row: 0, section: later)
        }
        if let earlier = (0..<section).last(where: { sections[$0].rowCount > 0 }) {
            return IndexPath(row: sections[earlier].rowCount - 1, section: earlier)
        }
        return nil
    }
}
