import Foundation

// Every call about a section or a row goes to the child that owns it, in the child's own
// numbers (see RoutingDataSource); calls about the whole list go to every child that is a
// delegate.

extension CompositeDataSource: RoutingDataSource {
    public func numberOfSections(in listView: View) -> Int {
        // The view asks on reload and after every batch update: the moment counts may change.
        needsRecount = true
        recountIfNeeded(in: listView)
        return sectionStarts.total
    }

    public func registerCells(in listView: View) {
        for child in children { child.registerCells(in: listView) }
    }

    /// The child holding `section` by the section counts the view last asked for.
    /// - Complexity: O(log *c*) for *c* children; no allocation.
    public func route(forSection section: Int, in listView: View) -> SectionRoute? {
        recountIfNeeded(in: listView)
        guard let (child, local) = sectionStarts.locate(section) else { return nil }
        return SectionRoute(target: .child(child), section: local, sectionOffset: section - local)
    }

    /// The child at the route's position. A composite's routes all lead to children; the array
    /// traps on any other (a negative position), which only a defect of the composite could make.
    public func dataSource(at route: SectionRoute) -> any ListViewDataSource<View> { children[route.target.position] }

    public func features(at route: SectionRoute) -> ListViewDataSourceFeatures<View> {
        childFeatures[route.target.position]
    }

    public func delegate(at route: SectionRoute) -> (any ListViewDelegate<View>)? { delegates[route.target.position] }

    public func forEachListener(_ body: (any ListViewScrollingDelegate<View>) -> Void) {
        for features in childFeatures {
            if let scrolling = features.delegateFeatures?.scrolling { body(scrolling) }
        }
    }

}

extension CompositeDataSource: SectionRangeDescribing {
    package var shownSectionsDescription: String { "the composite has \(sectionStarts.total) sections" }
}
