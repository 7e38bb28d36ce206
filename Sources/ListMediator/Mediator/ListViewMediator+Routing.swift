import Foundation

// The owner's sections go to the owner's data source and delegate, one section further down
// while a loading row shows above them; the sections above and below them hold the loading rows,
// which the mediator answers for itself (see RoutingDataSource).

extension ListViewMediator: RoutingDataSource {
    /// The end whose loading row `section` (the mediator's) holds, or `nil` for the owner's.
    func loadingEdge(ofSection section: Int) -> ListEdge? {
        if shownRows.top != nil, section == 0 { return .top }
        if shownRows.bottom != nil, section == shownRows.sectionsAbove + ownerSectionCount { return .bottom }
        return nil
    }

    /// Whether `section` is a loading row's.
    func isLoadingSection(_ section: Int) -> Bool {
        loadingEdge(ofSection: section) != nil
    }

    public func numberOfSections(in listView: View) -> Int {
        // The view asks on reload and after every batch update: the moments the owner's count may change.
        ownerSectionCount = dataSource.numberOfSections(in: listView)
        return shownRows.sectionsAbove + ownerSectionCount + (shownRows.bottom == nil ? 0 : 1)
    }

    public func registerCells(in listView: View) {
        dataSource.registerCells(in: listView)
        switch loadingPresentation {
        case .cell(let provider): provider.registerCells(listView)
        case .footer(let provider): provider.registerViews(listView)
        }
    }

    /// A loading row's section goes to that loading row; every other section to the owner — its
    /// data source and the app's ``delegate`` — one section up while a row shows above it.
    public func route(forSection section: Int, in listView: View) -> SectionRoute? {
        switch loadingEdge(ofSection: section) {
        case .top?: SectionRoute(target: .loadingRowAbove, section: 0, sectionOffset: 0)
        case .bottom?: SectionRoute(target: .loadingRow, section: 0, sectionOffset: section)
        case nil: ownerRoute(forSection: section)
        }
    }

    /// The owner's route for `section`, the mediator's.
    private func ownerRoute(forSection section: Int) -> SectionRoute {
        let above = shownRows.sectionsAbove
        return SectionRoute(target: .owner, section: section - above, sectionOffset: above)
    }

    /// Told by cell rather than by index path for the loading row: the view names the row's place
    /// before the update that removed it, which the owner's sections may have taken since.
    public func route(forEndedDisplayOf cell: View.Cell, at indexPath: IndexPath, in listView: View)
        -> SectionRoute?
    {
        let section = indexPath.count == 2 ? indexPath.section : 0
        switch displayedLoadingCells[ObjectIdentifier(cell)] {
        case .top?: return SectionRoute(target: .loadingRowAbove, section: 0, sectionOffset: section)
        case .bottom?: return SectionRoute(target: .loadingRow, section: 0, sectionOffset: section)
        case nil: return ownerRoute(forSection: section)
        }
    }

    public func dataSource(at route: SectionRoute) -> any ListViewDataSource<View> {
        switch route.target {
        case .loadingRow: loadingRowSection
        case .loadingRowAbove: topLoadingRowSection
        default: dataSource
        }
    }

    public func delegate(at route: SectionRoute) -> (any ListViewDelegate<View>)? {
        switch route.target {
        case .loadingRow: loadingRowSection
        case .loadingRowAbove: topLoadingRowSection
        default: dataSourceDelegate
        }
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

    /// Tells the owner, then asks for a page when either end of the content is near.
    public func listViewDidScroll(_ listView: View) {
        forEachListener { $0.listViewDidScroll(listView) }
        loadMoreIfNeeded(in: listView)
    }
}
