import Foundation

// The mediator shows its parts — the loading row above, the owner, the loading row below — as a
// composite does, and routes every call as the composite routes it; the app's delegate hears
// about the owner's rows beside the owner's data source (see RoutingDataSource).

extension ListViewMediator: RoutingDataSource {
    /// The owner's position among the mediator's parts: between the loading rows.
    static var ownerPosition: Int { 1 }

    public func numberOfSections(in listView: View) -> Int {
        parts.numberOfSections(in: listView)
    }

    public func registerCells(in listView: View) {
        dataSource.registerCells(in: listView)
        switch loadingPresentation {
        case .cell(let provider): provider.registerCells(listView)
        case .footer(let provider): provider.registerViews(listView)
        }
    }

    /// The part holding `section`: a loading row's data source, or the owner's.
    public func route(forSection section: Int, in listView: View) -> SectionRoute? {
        parts.route(forSection: section, in: listView)
    }

    /// A loading row's cell ends its display at its loading row, whatever section the view names
    /// — the row's place before the update that removed it, which the owner's sections may have
    /// taken since; every other cell is the owner's.
    public func route(forEndedDisplayOf cell: View.Cell, at indexPath: IndexPath, in listView: View)
        -> SectionRoute?
    {
        let section = indexPath.count == 2 ? indexPath.section : 0
        // Each end spelled out: a cell's end of display builds no array.
        if presenter.rows.top.isDisplaying(cell) {
            return SectionRoute(target: .child(0), section: 0, sectionOffset: section)
        }
        if presenter.rows.bottom.isDisplaying(cell) {
            return SectionRoute(target: .child(2), section: 0, sectionOffset: section)
        }
        return parts.route(forSection: section, toChildAt: Self.ownerPosition, in: listView)
    }

    public func dataSource(at route: SectionRoute) -> any ListViewDataSource<View> { parts.dataSource(at: route) }

    public func features(at route: SectionRoute) -> ListViewDataSourceFeatures<View> { parts.features(at: route) }

    public func delegate(at route: SectionRoute) -> (any ListViewDelegate<View>)? { parts.delegate(at: route) }

    /// The app's delegate hears about the owner's rows, unless it is the data source itself.
    public func additionalDelegate(at route: SectionRoute) -> ListViewDelegateFeatures<View>? {
        route.target.childIndex == Self.ownerPosition ? listeners.app : nil
    }

    /// The owner's data source, when it is a scrolling delegate, then the app's delegate when it
    /// is one and another object.
    public func forEachListener(_ body: (any ListViewScrollingDelegate<View>) -> Void) {
        listeners.forEachScrollingDelegate(body)
    }

    /// Tells the owner, then asks for a page when either end of the content is near.
    public func listViewDidScroll(_ listView: View) {
        forEachListener { $0.listViewDidScroll(listView) }
        loadMoreIfNeeded(in: listView)
    }
}
