import Foundation

/// Turns what the view reports — a scroll, rows it prefetches — into the end of the list whose
/// page to ask for, by each end's settings (``ListViewMediator/End/threshold`` and
/// ``ListViewMediator/End/prefetchDistance``). It decides only where; whether a page may load
/// there is the loading state's, given as `allows`.
///
/// A scroll event asks on every frame, so the checks do constant work and allocate nothing.
struct LoadTrigger: Sendable {
    /// Each end's infinite scroll and prefetching settings.
    var settings = PerEnd(top: EndSettings(), bottom: EndSettings())

    /// The end whose page a view scrolled to `geometry` calls for, among the ends `allowed`: the
    /// bottom first, so a short list near both ends gets its next page before its previous one.
    /// - Parameter countingAnEmptyList: whether an empty list is near its ends.
    func edgeToLoad(at geometry: ScrollGeometry, allowed: PerEnd<Bool>, countingAnEmptyList: Bool) -> ListEdge? {
        // Each end spelled out: a scroll event builds no array of edges.
        if allowed.bottom, isNear(.bottom, at: geometry, countingAnEmptyList: countingAnEmptyList) { return .bottom }
        if allowed.top, isNear(.top, at: geometry, countingAnEmptyList: countingAnEmptyList) { return .top }
        return nil
    }

    /// Whether the visible area of a view scrolled to `geometry` is within `edge`'s threshold of
    /// that end of the content, which an empty list counts as only when `countingAnEmptyList`.
    func isNear(_ edge: ListEdge, at geometry: ScrollGeometry, countingAnEmptyList: Bool) -> Bool {
        guard geometry.contentSize.height > 0 || countingAnEmptyList else { return false }
        let threshold = settings[edge].threshold ?? geometry.boundsSize.height
        return switch edge {
        case .bottom: geometry.distanceToBottom < threshold
        case .top: geometry.distanceToTop < threshold
        }
    }

    /// The end whose page prefetching `indexPaths` calls for: one of them is among the owner's
    /// rows within that end's prefetch distance of it. The bottom first, as for a scroll.
    /// - Parameter ownerIndexPath: a view's index path in the owner's numbers, or `nil` for a
    ///   row that is not the owner's.
    @MainActor func edgeToLoad<View: ListView>(
        prefetching indexPaths: [IndexPath], of owner: any ListViewDataSource<View>, in listView: View,
        ownerIndexPath: (IndexPath) -> IndexPath?, allows: (ListEdge) -> Bool
    ) -> ListEdge? {
        func prefetchesNear(_ edge: ListEdge) -> Bool {
            guard let distance = settings[edge].prefetchDistance, allows(edge) else { return false }
            return indexPaths.contains {
                guard let local = ownerIndexPath($0) else { return false }
                return owner.isRow(local, within: distance, of: edge, in: listView)
            }
        }
        if prefetchesNear(.bottom) { return .bottom }
        if prefetchesNear(.top) { return .top }
        return nil
    }
}

extension ListViewDataSource {
    /// Whether `indexPath` is one of this data source's first (at the top) or last (at the
    /// bottom) `count` rows.
    /// - Complexity: O(*s*) for the *s* sections between the row's and `edge`.
    fileprivate func isRow(_ indexPath: IndexPath, within count: Int, of edge: ListEdge, in listView: View) -> Bool {
        if edge == .top {
            var rowsBefore = indexPath.row
            var section = indexPath.section - 1
            while rowsBefore < count, section >= 0 {
                rowsBefore += self.listView(listView, numberOfRowsInSection: section)
                section -= 1
            }
            return rowsBefore < count
        }
        let sectionCount = numberOfSections(in: listView)
        var rowsAfter = self.listView(listView, numberOfRowsInSection: indexPath.section) - indexPath.row - 1
        var section = indexPath.section + 1
        while rowsAfter < count, section < sectionCount {
            rowsAfter += self.listView(listView, numberOfRowsInSection: section)
            section += 1
        }
        return rowsAfter < count
    }
}

/// How one end of a mediator's list asks for its pages.
struct EndSettings: Equatable, Sendable {
    /// The distance to the end, in points, that starts a page; `nil` for one screen height.
    var threshold: CGFloat?
    /// The owner's rows nearest the end whose prefetching starts a page; `nil` for never.
    var prefetchDistance: Int? = 10
}
