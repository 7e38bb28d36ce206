import Foundation

// Editing and moving rows, answered by the data source that owns the row, in its own numbers. A
// move stays among the rows of the data source it started in: a row dragged over another data
// source's sections lands at the nearest end of its own.

extension RoutingDataSource {
    public func listView(_ listView: View, canEditRowAt indexPath: IndexPath) -> Bool {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return dataSource(at: route).listView(listView, canEditRowAt: route.localIndexPath(for: indexPath))
    }

    public func listView(_ listView: View, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath) {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        dataSource(at: route).listView(listView, commit: editingStyle, forRowAt: route.localIndexPath(for: indexPath))
    }

    public func listView(_ listView: View, canMoveRowAt indexPath: IndexPath) -> Bool {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return dataSource(at: route).listView(listView, canMoveRowAt: route.localIndexPath(for: indexPath))
    }

    /// Goes to the data source that owns both rows.
    /// - Precondition: both index paths are rows of one data source, as
    ///   ``listView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`` keeps them.
    public func listView(_ listView: View, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let route = owningRoute(forRowAt: sourceIndexPath, in: listView)
        guard destinationIndexPath.count == 2,
            let destinationRoute = self.route(forSection: destinationIndexPath.section, in: listView),
            destinationRoute.target == route.target
        else {
            fatalError(
                "a row was moved from \(sourceIndexPath) to \(destinationIndexPath), out of the data source that owns it; "
                    + "\(type(of: self)) keeps moves within one data source through targetIndexPathForMoveFromRowAt")
        }
        dataSource(at: route).listView(
            listView, moveRowAt: route.localIndexPath(for: sourceIndexPath),
            to: destinationRoute.localIndexPath(for: destinationIndexPath))
    }

    /// Keeps the row among its data source's rows, then lets the delegates on its route choose,
    /// the data source's first, in their own numbers.
    public func listView(
        _ listView: View, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let route = owningRoute(forRowAt: sourceIndexPath, in: listView)
        let owner = dataSource(at: route)
        let ownSections = owner.numberOfSections(in: listView)
        let first = route.sectionOffset
        let last = first + ownSections - 1
        var proposed = proposedDestinationIndexPath
        if proposed.section < first {
            proposed = IndexPath(row: 0, section: first)
        } else if proposed.section > last {
            // After the last row; a row that stays in its section takes the last place there.
            let rows = owner.listView(listView, numberOfRowsInSection: ownSections - 1)
            proposed = IndexPath(row: max(0, last == sourceIndexPath.section ? rows - 1 : rows), section: last)
        }
        let localSource = route.localIndexPath(for: sourceIndexPath)
        // The proposed section may be another of the owner's than the source's: offset it.
        var target = IndexPath(row: proposed.row, section: proposed.section - route.sectionOffset)
        if let delegate = delegate(at: route) {
            target = delegate.listView(
                listView, targetIndexPathForMoveFromRowAt: localSource, toProposedIndexPath: target)
        }
        if let additional = additionalDelegate(at: route) {
            target = additional.listView(
                listView, targetIndexPathForMoveFromRowAt: localSource, toProposedIndexPath: target)
        }
        return route.containerIndexPath(for: target)
    }

    /// The app's delegate's actions when it gives some, the data source's otherwise.
    public func listView(_ listView: View, swipeActionsFor edge: ListSwipeEdge, forRowAt indexPath: IndexPath)
        -> ListSwipeActions?
    {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        return firstAnswer(on: route) { $0.listView(listView, swipeActionsFor: edge, forRowAt: local) }
    }
}
