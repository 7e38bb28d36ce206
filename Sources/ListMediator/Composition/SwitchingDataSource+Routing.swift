import Foundation

// The view's questions go to the selected child, or to the transition while a diffed switch
// passes through its stages (see RoutingDataSource).

extension SwitchingDataSource: RoutingDataSource {
    public func numberOfSections(in listView: View) -> Int {
        reportedSectionCount =
            transition?.numberOfSections(in: listView) ?? selectedChild.numberOfSections(in: listView)
        return reportedSectionCount
    }

    /// Registers every child's cells, so switching never dequeues an unregistered identifier.
    public func registerCells(in listView: View) {
        for child in children { child.registerCells(in: listView) }
    }

    /// The selected child, or the transition while a diffed switch passes through its stages
    /// (no child's delegate is told then: none owns the rows on screen). Sections keep their
    /// numbers.
    ///
    /// A view asks about sections below the count it was last given, so those pass on a compare;
    /// only another section costs asking the child for its count again.
    public func route(forSection section: Int, in listView: View) -> SectionRoute? {
        if section < 0 || section >= reportedSectionCount {
            guard section >= 0, section < numberOfSections(in: listView) else { return nil }
        }
        return SectionRoute(
            target: transition == nil ? .child(selectedIndex) : .transition, section: section, sectionOffset: 0)
    }

    /// The child at the route's position, or the transition. A route is used at once, while
    /// what it names is still there.
    public func dataSource(at route: SectionRoute) -> any ListViewDataSource<View> {
        if let index = route.target.childIndex { return children[index] }
        // A switching data source's routes lead to a child or to the transition, nothing else.
        guard let transition else { fatalError("a route to a switch's transition outlived the transition") }
        return transition
    }

    public func features(at route: SectionRoute) -> ListViewDataSourceFeatures<View> {
        if let index = route.target.childIndex { return childFeatures[index] }
        guard let transitionFeatures else { fatalError("a route to a switch's transition outlived the transition") }
        return transitionFeatures
    }

    public func delegate(at route: SectionRoute) -> (any ListViewDelegate<View>)? {
        guard let index = route.target.childIndex else { return nil }
        return delegates[index]
    }

    public func forEachListener(_ body: (any ListViewScrollingDelegate<View>) -> Void) {
        if transition == nil, let scrolling = childFeatures[selectedIndex].delegateFeatures?.scrolling {
            body(scrolling)
        }
    }

}

// MARK: - DataSourceHost

// Only the selected child reaches the view; a hidden child's changes only change its data.

extension SwitchingDataSource: DataSourceHost {
    public func placement(of child: AnyObject) -> DataSourcePlacement<View>? {
        guard transition == nil, child === selectedChild else { return nil }
        return host?.placement(of: self)
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, sectionOffset: Int, from child: AnyObject, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        let isShown = transition == nil && child === selectedChild
        try passOn(
            update, sectionOffset: sectionOffset, to: isShown ? host : nil, animated: animated, updateData: updateData,
            completion: completion)
    }

    public func reloadData(from child: AnyObject) {
        if child === selectedChild { host?.reloadData(from: self) }
    }
}

extension SwitchingDataSource: SelectionHolding {
    /// Every child yields, the hidden ones too.
    package func yieldSelection(to keeper: AnyObject, animated: Bool) {
        childrenYieldSelection(children, to: keeper, animated: animated)
    }
}

/// Names the section and the count, as a composite does, where the child or the transition would
/// stop with a bare "Index out of range".
extension SwitchingDataSource: SectionRangeDescribing {
    package var shownSectionsDescription: String {
        "the switching data source shows \(reportedSectionCount) sections "
            + (transition == nil ? "(its child at \(selectedIndex))" : "(a switch passing through its stages)")
    }
}
