import Foundation

/// A data source that shows other data sources' sections as its own — a composite, a
/// switching data source, a mediator — and forwards every call about a row or a section to the
/// data source that owns it, in that data source's own numbers.
///
/// A conformer says where a section goes (``route(forSection:in:)``), what is at the end of a
/// route (``dataSource(at:)``, ``features(at:)``, ``delegate(at:)``) and who hears about the whole
/// list (``forEachListener(_:)``); every per-row and per-section call of ``ListViewDataSource``,
/// of its feature protocols and of ``ListViewDelegate`` is then answered by this protocol's
/// extensions. A call added to those protocols is added to the extensions once and reaches the
/// owning data source through every container. A container adopts every feature protocol, and
/// passes a call on only to a data source that adopts the feature: for one that does not, it
/// answers as a list view would (a row that cannot be edited or moved, no index, a row that may
/// hold the place).
///
/// What a conformer still writes itself: ``ListViewDataSource/numberOfSections(in:)`` and
/// ``ListViewDataSource/registerCells(in:)``, which concern all of its children.
@MainActor
public protocol RoutingDataSource<View>:
    ListViewEditingDataSource, ListViewMovingDataSource, ListViewDragAndDropDataSource, ListViewPrefetchingDataSource,
    ListViewSectionIndexDataSource, ListViewAnchoringDataSource, ListViewScrollingDelegate, ListViewRowActionsDelegate,
    ListViewMultipleSelectionDelegate, ListViewMovingDelegate
{
    /// Which target owns `section` of this container and the section in its numbers, or `nil`
    /// when `section` is not one of this container's.
    ///
    /// Called for every row the view asks about: keep it O(log *n*) or better and free of
    /// allocations.
    func route(forSection section: Int, in listView: View) -> SectionRoute?

    /// The data source at the end of `route`: it answers the data-source calls.
    func dataSource(at route: SectionRoute) -> any ListViewDataSource<View>

    /// The feature protocols the data source at the end of `route` adopts: a call about a feature
    /// goes on only to a data source that adopts it. The default finds them on every call; the
    /// library's containers find them once per child, when it is added.
    func features(at route: SectionRoute) -> ListViewDataSourceFeatures<View>

    /// The data source at the end of `route` as a delegate, or `nil` when it is none: it hears
    /// the delegate calls. Cast once per child, not per call: a cast to a parameterised protocol
    /// costs about a microsecond.
    func delegate(at route: SectionRoute) -> (any ListViewDelegate<View>)?

    /// The features of another delegate that hears about the sections on `route`, or `nil` (the
    /// default): the app's delegate that a mediator forwards to beside its data source. It is
    /// told after the data source and asked before it, so the app's answer wins. Never the data
    /// source itself, which would hear every call twice.
    func additionalDelegate(at route: SectionRoute) -> ListViewDelegateFeatures<View>?

    /// Where the end of `cell`'s display goes. `indexPath` is where the cell was shown, which a
    /// batch update may have given to another data source since; the default routes by it all
    /// the same, and a call that finds no route is dropped.
    func route(forEndedDisplayOf cell: View.Cell, at indexPath: IndexPath, in listView: View) -> SectionRoute?

    /// Calls `body` with each delegate that hears about the list as a whole (scrolling,
    /// dragging), once each: the scrolling delegates among the children, and a mediator's app
    /// delegate when it is one.
    func forEachListener(_ body: (any ListViewScrollingDelegate<View>) -> Void)
}

/// A container of the library's that says more than its section count when the view asks about
/// a section it does not have.
@MainActor
package protocol SectionRangeDescribing {
    /// What the container shows, after "section 7 is out of range: ".
    var shownSectionsDescription: String { get }
}

extension RoutingDataSource {
    /// Finds the features of the data source at the end of `route` on each call.
    public func features(at route: SectionRoute) -> ListViewDataSourceFeatures<View> {
        ListViewDataSourceFeatures(dataSource(at: route))
    }

    public func additionalDelegate(at route: SectionRoute) -> ListViewDelegateFeatures<View>? { nil }

    public func route(forEndedDisplayOf cell: View.Cell, at indexPath: IndexPath, in listView: View)
        -> SectionRoute?
    {
        guard indexPath.count == 2 else { return nil }
        return route(forSection: indexPath.section, in: listView)
    }

    /// Stops the program with a message naming `section` and what this container holds: the
    /// view asked about a section that is not there.
    package func sectionOutOfRange(_ section: Int, in listView: View) -> Never {
        let shown =
            (self as? any SectionRangeDescribing)?.shownSectionsDescription
            ?? "\(type(of: self)) has \(numberOfSections(in: listView)) sections"
        fatalError("section \(section) is out of range: \(shown)")
    }

    /// The route of `section`; traps with ``sectionOutOfRange(_:in:)`` when there is none.
    @inline(__always)
    package func owningRoute(forSection section: Int, in listView: View) -> SectionRoute {
        guard let route = route(forSection: section, in: listView) else { sectionOutOfRange(section, in: listView) }
        return route
    }

    /// The route of the row at `indexPath`; traps when it is not a row (a path of another length)
    /// or its section is out of range.
    @inline(__always)
    package func owningRoute(forRowAt indexPath: IndexPath, in listView: View) -> SectionRoute {
        guard indexPath.count == 2 else {
            fatalError("index path \(indexPath) is not a row's: a row's index path has a section and a row")
        }
        return owningRoute(forSection: indexPath.section, in: listView)
    }

    /// Tells each delegate on `route`: the data source's role first, then the additional delegate.
    @inline(__always)
    package func tell(_ route: SectionRoute, _ body: (any ListViewDelegate<View>) -> Void) {
        if let delegate = delegate(at: route) { body(delegate) }
        if let additional = additionalDelegate(at: route)?.delegate { body(additional) }
    }

    /// The first answer on `route`: the additional delegate's when it gives one, the data
    /// source's otherwise; `nil` when neither answers.
    @inline(__always)
    package func firstAnswer<Answer>(on route: SectionRoute, _ ask: (any ListViewDelegate<View>) -> Answer?)
        -> Answer?
    {
        if let additional = additionalDelegate(at: route)?.delegate, let answer = ask(additional) { return answer }
        if let delegate = delegate(at: route) { return ask(delegate) }
        return nil
    }

    /// Whether every delegate on `route` agrees; `true` when there is none.
    @inline(__always)
    package func allAgree(on route: SectionRoute, _ ask: (any ListViewDelegate<View>) -> Bool) -> Bool {
        if let delegate = delegate(at: route), !ask(delegate) { return false }
        if let additional = additionalDelegate(at: route)?.delegate, !ask(additional) { return false }
        return true
    }

    /// The delegates on `route` that adopt a feature, `feature` of their features: the
    /// additional delegate's first, then the data source's.
    package func delegates<Feature>(
        on route: SectionRoute, adopting feature: KeyPath<ListViewDelegateFeatures<View>, Feature?>
    ) -> (additional: Feature?, own: Feature?) {
        (additionalDelegate(at: route)?[keyPath: feature], features(at: route).delegateFeatures?[keyPath: feature])
    }
}
