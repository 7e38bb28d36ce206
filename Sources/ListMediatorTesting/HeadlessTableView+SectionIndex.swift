import Foundation
import ListMediator

// The section index beside a table — the A–Z of a contacts list — as UITableView shows it from
// its data source, and a tap on one of its titles.

extension HeadlessTableView {
    /// The titles of the section index, top to bottom, as the data source gives them now; empty
    /// when it gives none (no index shows).
    public var sectionIndexTitles: [String] {
        dataSourceFeatures?.sectionIndex?.checkedSectionIndexTitles(in: self).map(\.title) ?? []
    }

    /// Taps the section index's title at `index`, as a user does: the table scrolls so the
    /// title's section starts at the top of the visible area (as far as the content scrolls),
    /// an empty section's place being that of the first row after it. Returns the section, or
    /// `nil` when there is no such title.
    @discardableResult
    public func tapSectionIndexTitle(at index: Int) -> Int? {
        let titles = dataSourceFeatures?.sectionIndex?.checkedSectionIndexTitles(in: self) ?? []
        guard titles.indices.contains(index) else { return nil }
        let section = titles[index].section
        if let firstRow = (section..<numberOfSections).first(where: { numberOfRows(inSection: $0) > 0 }) {
            scrollToRow(at: IndexPath(row: 0, section: firstRow), at: .top, animated: false)
        }
        return section
    }
}
