import Foundation

// Editing and moving rows, answered by the data source that owns the row, in its own numbers. A
// move stays among the rows of the data source it started in, unless that data source lets the
// row go and the one under the drop takes it: then the first removes the item and the second
// inserts it, neither with a batch update. A row dragged where it may not go lands at the
// nearest end of its own data source's rows.

extension RoutingDataSource {
    public func listView(_ listView: View, canEditRowAt indexPath: IndexPath) -> Bool {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return features(at: route).editing?.listView(listView, canEditRowAt: route.localIndexPath(for: indexPath))
            ?? false
    }

    public func listView(_ listView: View, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath) {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        features(at: route).editing?.listView(
            listView, commit: editingStyle, forRowAt: route.localIndexPath(for: indexPath))
    }

    public func listView(_ listView: View, canMoveRowAt indexPath: IndexPath) -> Bool {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return features(at: route).moving?.listView(listView, canMoveRowAt: route.localIndexPath(for: indexPath))
            ?? false
    }

    public func listView(_ listView: View, canAnchorRowAt indexPath: IndexPath) -> Bool {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return features(at: route).anchoring?.listView(listView, canAnchorRowAt: route.localIndexPath(for: indexPath))
            ?? true
    }

    /// Goes to the data source that owns both rows; for a row dropped in another data source,
    /// the owner removes it (``ListViewMovingDataSource/listView(_:removeRowMovedOutAt:)``) and the
    /// other inserts it (``ListViewMovingDataSource/listView(_:insertMovedItem:at:)``).
    /// - Precondition: both index paths are rows of one data source, or the owner lets the row go
    ///   and the other takes it there, as
    ///   ``listView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`` keeps them.
    public func listView(_ listView: View, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let route = owningRoute(forRowAt: sourceIndexPath, in: listView)
        guard destinationIndexPath.count == 2,
            let destinationRoute = self.route(forSection: destinationIndexPath.section, in: listView)
        else {
            fatalError(
                "a row was moved from \(sourceIndexPath) to \(destinationIndexPath), which is not a place in "
                    + "\(type(of: self)) (\(numberOfSections(in: listView)) sections)")
        }
        let localSource = route.localIndexPath(for: sourceIndexPath)
        let localDestination = destinationRoute.localIndexPath(for: destinationIndexPath)
        guard destinationRoute.target != route.target else {
            return features(at: route).moving?.listView(listView, moveRowAt: localSource, to: localDestination) ?? ()
        }
        let giver = features(at: route).moving
        let receiver = features(at: destinationRoute).moving
        guard let giver, let receiver, let movedItem = giver.listView(listView, itemForRowMovingOutAt: localSource),
            receiver.listView(listView, canInsertMovedItem: movedItem, at: localDestination)
        else {
            fatalError(
                "a row was moved from \(sourceIndexPath) (\(route.target)) to \(destinationIndexPath) "
                    + "(\(destinationRoute.target)), but \(type(of: dataSource(at: route))) does not let it go or "
                    + "\(type(of: dataSource(at: destinationRoute))) does not take it there; "
                    + "targetIndexPathForMoveFromRowAt keeps such a row in its own data source")
        }
        giver.listView(listView, removeRowMovedOutAt: localSource)
        receiver.listView(listView, insertMovedItem: movedItem, at: localDestination)
    }

    /// Lets the row land in another data source when its own lets it go and the other takes its
    /// item there. Otherwise keeps the row among its data source's rows and lets the delegates on
    /// its route choose, in their own numbers: the app's delegate first, then the data source's,
    /// whose rules about its own rows (a grouped data source keeps a row in its section unless
    /// the item may change sections) win; what they choose is kept among the data source's rows
    /// again.
    public func listView(
        _ listView: View, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let route = owningRoute(forRowAt: sourceIndexPath, in: listView)
        let owner = dataSource(at: route)
        if proposedDestinationIndexPath.count == 2,
            let proposedRoute = self.route(forSection: proposedDestinationIndexPath.section, in: listView),
            proposedRoute.target != route.target,
            let movedItem = features(at: route).moving?.listView(
                listView, itemForRowMovingOutAt: route.localIndexPath(for: sourceIndexPath)),
            features(at: proposedRoute).moving?.listView(
                listView, canInsertMovedItem: movedItem,
                at: proposedRoute.localIndexPath(for: proposedDestinationIndexPath)) == true
        {
            return proposedDestinationIndexPath
        }
        // Where the row may go among the owner's sections: all of them for a place the user
        // proposed there (a container owner lets its children decide), but for a drop refused
        // elsewhere only those of the data source holding the row, so that a container never
        // hands the row to a sibling of that data source that would take it.
        let isProposedToTheOwner =
            proposedDestinationIndexPath.count == 2
            && self.route(forSection: proposedDestinationIndexPath.section, in: listView)?.target == route.target
        let home =
            isProposedToTheOwner
            ? 0..<owner.numberOfSections(in: listView)
            : (owner as? any RoutingDataSource<View>)?.homeSections(
                ofRowAt: route.localIndexPath(for: sourceIndexPath), in: listView)
                ?? 0..<owner.numberOfSections(in: listView)
        // A place among the home rows, in the owner's numbers, for a place in the container's.
        func ownPlace(for proposed: IndexPath) -> IndexPath {
            var local = IndexPath(row: proposed.row, section: proposed.section - route.sectionOffset)
            if local.section < home.lowerBound {
                local = IndexPath(row: 0, section: home.lowerBound)
            } else if local.section >= home.upperBound {
                // After the last row; a row that stays in its section takes the last place there.
                let last = home.upperBound - 1
                let rows = owner.listView(listView, numberOfRowsInSection: last)
                local = IndexPath(row: max(0, last == route.section ? rows - 1 : rows), section: last)
            }
            return local
        }
        let localSource = route.localIndexPath(for: sourceIndexPath)
        var target = ownPlace(for: proposedDestinationIndexPath)
        let (additional, own) = delegates(on: route, adopting: \.moving)
        if let additional {
            target = additional.listView(
                listView, targetIndexPathForMoveFromRowAt: localSource, toProposedIndexPath: target)
        }
        if let own {
            target = own.listView(listView, targetIndexPathForMoveFromRowAt: localSource, toProposedIndexPath: target)
        }
        return route.containerIndexPath(for: ownPlace(for: route.containerIndexPath(for: target)))
    }

    /// The sections, in this container's numbers, of the data source — through nested
    /// containers — that holds the row at `indexPath`: where a row whose drop is refused stays.
    package func homeSections(ofRowAt indexPath: IndexPath, in listView: View) -> Range<Int> {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let owner = dataSource(at: route)
        let local =
            (owner as? any RoutingDataSource<View>)?.homeSections(
                ofRowAt: route.localIndexPath(for: indexPath), in: listView)
            ?? 0..<owner.numberOfSections(in: listView)
        return (local.lowerBound + route.sectionOffset)..<(local.upperBound + route.sectionOffset)
    }

    public func listView(_ listView: View, itemForRowMovingOutAt indexPath: IndexPath) -> MovedItem? {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return features(at: route).moving?.listView(
            listView, itemForRowMovingOutAt: route.localIndexPath(for: indexPath))
    }

    public func listView(_ listView: View, canInsertMovedItem movedItem: MovedItem, at indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, let route = route(forSection: indexPath.section, in: listView) else { return false }
        return features(at: route).moving?.listView(
            listView, canInsertMovedItem: movedItem, at: route.localIndexPath(for: indexPath)) ?? false
    }

    public func listView(_ listView: View, removeRowMovedOutAt indexPath: IndexPath) {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        features(at: route).moving?.listView(listView, removeRowMovedOutAt: route.localIndexPath(for: indexPath))
    }

    public func listView(_ listView: View, insertMovedItem movedItem: MovedItem, at indexPath: IndexPath) {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        features(at: route).moving?.listView(
            listView, insertMovedItem: movedItem, at: route.localIndexPath(for: indexPath))
    }

    public func listView(_ listView: View, dragDataForRowAt indexPath: IndexPath) -> ListDragData? {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return features(at: route).dragAndDrop?.listView(
            listView, dragDataForRowAt: route.localIndexPath(for: indexPath))
    }

    /// The receiver of the data source whose rows the place is among, which keeps the place in
    /// that data source's numbers.
    public func listView(_ listView: View, dropReceiverAt indexPath: IndexPath) -> ListDropReceiver? {
        guard indexPath.count == 2, let route = route(forSection: indexPath.section, in: listView) else { return nil }
        return features(at: route).dragAndDrop?.listView(
            listView, dropReceiverAt: route.localIndexPath(for: indexPath))
    }

    /// The app's delegate's actions when it gives some, the data source's otherwise.
    public func listView(_ listView: View, swipeActionsFor edge: ListSwipeEdge, forRowAt indexPath: IndexPath)
        -> ListSwipeActions?
    {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        let (additional, own) = delegates(on: route, adopting: \.rowActions)
        return additional?.listView(listView, swipeActionsFor: edge, forRowAt: local)
            ?? own?.listView(listView, swipeActionsFor: edge, forRowAt: local)
    }

    public func listView(_ listView: View, contextMenuForRowAt indexPath: IndexPath) -> ListContextMenu? {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        let (additional, own) = delegates(on: route, adopting: \.rowActions)
        return additional?.listView(listView, contextMenuForRowAt: local)
            ?? own?.listView(listView, contextMenuForRowAt: local)
    }
}
