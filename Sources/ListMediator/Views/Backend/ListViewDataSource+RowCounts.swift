import Foundation

extension ListViewDataSource {
    /// The number of rows in each section, as the data source reports them now: what a
    /// list view records on reload and compares against after a batch update.
    ///
    /// - Precondition: no count is negative.
    /// - Complexity: O(*s*) calls for *s* sections.
    @_spi(Backends) public func rowCounts(in listView: View) -> [Int] {
        let sections = numberOfSections(in: listView)
        guard sections >= 0 else { fatalError("numberOfSections(in:) returned \(sections); it must not be negative") }
        return (0..<sections).map { section in
            let rows = self.listView(listView, numberOfRowsInSection: section)
            guard rows >= 0 else {
                fatalError("numberOfRowsInSection \(section) returned \(rows); it must not be negative")
            }
            return rows
        }
    }
}
