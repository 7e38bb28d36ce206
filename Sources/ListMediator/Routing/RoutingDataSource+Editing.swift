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

    public func listView(_ listView: View, canAnchorRowAt indexPath: IndexPath) -> Bool {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return dataSource(at: route).listView(listView, canAnchorRowAt: route.localIndexPath(for: indexPath))
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

    /// Keeps the row among its data source's rows and lets the delegates on its route choose, in
    /// their own numbers: the app's delegate first, then the data source's, whose rules about its
    /// own rows (a grouped data source keeps a row in its section) win; what they choose is kept
    /// among the data source's rows again, so a drop never lands in another data source.
    public func listView(
        _ listView: View, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let route = owningRoute(forRowAt: sourceIndexPath, in: listView)
        let owner = dataSource(at: route)
        let ownSections = owner.numberOfSections(in: listView)
        // A place among the owner's rows, in the owner's numbers, for a place in the container's.
        func ownPlace(for proposed: IndexPath) -> IndexPath {
            var local = IndexPath(row: proposed.row, section: proposed.section - route.sectionOffset)
            if local.section < 0 {
                local = IndexPath(row: 0, section: 0)
            } else if local.section >= ownSections {
                // After the last row; a row that stays in its section takes the last place there.
                let last = ownSections - 1
                let rows = owner.listView(listView, numberOfRowsInSection: last)
                local = IndexPath(row: max(0, last == route.section ? rows - 1 : rows), section: last)
            }
            return local
        }
        let localSource = route.localIndexPath(for: sourceIndexPath)
        var target = ownPlace(for: proposedDestinationIndexPath)
        if let additional = additionalDelegate(at: route) {
            target = additional.listView(
                listView, targetIndexPathForMoveFromRowAt: localSource, toProposedIndexPath: target)
        }
        if let delegate = delegate(at: route) {
            target = delegate.listView(
                listView, targetIndexPathForMoveFromRowAt: localSource, toProposedIndexPath: target)
        }
        return route.containerIndexPath(for: ownPlace(for: route.containerIndexPath(for: target)))
    }

    /// The app's delegate's actions when it gives some, the data source's otherwise.
    public func listView(_ listView: View, swipeActionsFor edge: ListSwipeEdge, forRowAt indexPath: IndexPath)
        -> ListSwipeActions?
    {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        return firstAnswer(on: route) { $0.listView(listView, swipeActionsFor: edge, forRowAt: local) }
    }

    public func listView(_ listView: View, contextMenuForRowAt indexPath: IndexPath) -> ListContextMenu? {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        return firstAnswer(on: route) { $0.listView(listView, contextMenuForRowAt: local) }
    }
}
