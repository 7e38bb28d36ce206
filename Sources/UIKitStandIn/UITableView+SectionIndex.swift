import Foundation

// The section index beside a table (the A–Z of a contacts list): UIKit asks the data source for
// its titles when the table reloads and on `reloadSectionIndexTitles()`, and for the section of
// a title when the user touches it.

extension UITableView {
    /// Asks the data source for the section index's titles again, as UIKit's does.
    public func reloadSectionIndexTitles() {
        sectionIndexTitlesShown = dataSource?.sectionIndexTitles(for: self)
    }

    /// The user touches the index's title at `index`: the table asks its data source for the
    /// section and scrolls to its first row, as UIKit's does. Returns the section, or `nil` when
    /// the index shows no such title. The stand-in's, for tests.
    @discardableResult
    public func tapSectionIndexTitle(at index: Int) -> Int? {
        guard let titles = sectionIndexTitlesShown, titles.indices.contains(index),
            let dataSource
        else { return nil }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        if section < numberOfSections, numberOfRows(inSection: section) > 0 {
            scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)
        }
        return section
    }
}
