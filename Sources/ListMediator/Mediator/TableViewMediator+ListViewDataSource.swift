import Foundation

// The view's questions: the owner's sections go to the owner's data source unchanged, the
// section below them holds the loading row.

extension TableViewMediator {
    /// Whether `section` is the loading row's.
    func isLoadingSection(_ section: Int) -> Bool {
        shownRow != nil && section == ownerSectionCount
    }

    public func numberOfSections(in listView: View) -> Int {
        // The view asks on reload and after every batch update: the moments the owner's count may change.
        ownerSectionCount = dataSource.numberOfSections(in: listView)
        return ownerSectionCount + (shownRow == nil ? 0 : 1)
    }

    public func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int {
        isLoadingSection(section) ? 1 : dataSource.listView(listView, numberOfRowsInSection: section)
    }

    public func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        guard indexPath.count == 2, isLoadingSection(indexPath.section), let row = shownRow else {
            return dataSource.listView(listView, cellForRowAt: indexPath)
        }
        let viewIndexPath = placement?.globalIndexPath(for: indexPath) ?? indexPath
        return mediatorDataSource?.listView(listView, mediator: self, cellFor: row, at: viewIndexPath)
            ?? loadingRowCell.makeCell(listView, viewIndexPath, row)
    }

    public func listView(_ listView: View, titleForHeaderInSection section: Int) -> String? {
        isLoadingSection(section) ? nil : dataSource.listView(listView, titleForHeaderInSection: section)
    }

    public func listView(_ listView: View, titleForFooterInSection section: Int) -> String? {
        isLoadingSection(section) ? nil : dataSource.listView(listView, titleForFooterInSection: section)
    }

    public func registerCells(in listView: View) {
        dataSource.registerCells(in: listView)
        loadingRowCell.registerCells(listView)
    }
}
