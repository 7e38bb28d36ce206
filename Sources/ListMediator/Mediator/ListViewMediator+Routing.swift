import Foundation

// The owner's sections go to the owner's data source and delegate unchanged; the section below
// them holds the loading row, which the mediator answers for itself (see RoutingDataSource).

extension ListViewMediator: RoutingDataSource {
    /// Whether `section` is the loading row's.
    func isLoadingSection(_ section: Int) -> Bool {
        shownRow != nil && section == ownerSectionCount
    }

    public func numberOfSections(in listView: View) -> Int {
        // The view asks on reload and after every batch update: the moments the owner's count may change.
        ownerSectionCount = dataSource.numberOfSections(in: listView)
        return ownerSectionCount + (shownRow == nil ? 0 : 1)
    }

    public func registerCells(in listView: View) {
        dataSource.registerCells(in: listView)
        switch loadingPresentation {
        case .row: loadingRowCell?.registerCells(listView)
        case .footer(let provider): provider.registerViews(listView)
        }
    }

    /// The loading row's section goes to the loading row; every other section to the owner —
    /// its data source and the app's ``delegate`` — by the same number.
    public func route(forSection section: Int, in listView: View) -> SectionRoute? {
        if isLoadingSection(section) {
            return SectionRoute(target: .loadingRow, section: 0, sectionOffset: section)
        }
        return SectionRoute(target: .owner, section: section, sectionOffset: 0)
    }

    /// Told by cell rather than by index path for the loading row: the view names the row's place
    /// before the update that removed it, which the owner's sections may have taken since.
    public func route(forEndedDisplayOf cell: View.Cell, at indexPath: IndexPath, in listView: View)
        -> SectionRoute?
    {
        let section = indexPath.count == 2 ? indexPath.section : 0
        if displayedLoadingCells.contains(ObjectIdentifier(cell)) {
            return SectionRoute(target: .loadingRow, section: 0, sectionOffset: section)
        }
        return SectionRoute(target: .owner, section: section, sectionOffset: 0)
    }

    public func dataSource(at route: SectionRoute) -> any ListViewDataSource<View> {
        route.target == .loadingRow ? loadingRowSection : dataSource
    }

    public func delegate(at route: SectionRoute) -> (any ListViewDelegate<View>)? {
        route.target == .loadingRow ? loadingRowSection : dataSourceDelegate
    }

    /// The app's delegate hears about the owner's rows, unless it is the data source itself.
    public func additionalDelegate(at route: SectionRoute) -> (any ListViewDelegate<View>)? {
        guard route.target == .owner, let delegate, delegate !== dataSourceDelegate else { return nil }
        return delegate
    }

    /// The owner's data source, when it is a delegate, then the app's delegate when it is
    /// another object.
    public func forEachListener(_ body: (any ListViewDelegate<View>) -> Void) {
        if let dataSourceDelegate { body(dataSourceDelegate) }
        if let delegate, delegate !== dataSourceDelegate { body(delegate) }
    }

    /// Tells the owner, then asks for the next page when the end of the content is near.
    public func listViewDidScroll(_ listView: View) {
        forEachListener { $0.listViewDidScroll(listView) }
        loadMoreIfNeeded(in: listView)
    }
}
