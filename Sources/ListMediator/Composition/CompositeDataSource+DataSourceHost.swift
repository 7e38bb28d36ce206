import Foundation

// The composite as its children's host: a child's update moves down by the sections of the
// children above it — an offset handed on with it, applied once by the view — and goes on to
// the composite's own host.

extension CompositeDataSource: DataSourceHost {
    public func placement(of child: AnyObject) -> DataSourcePlacement<View>? {
        guard let index = index(of: child), let placement = host?.placement(of: self) else { return nil }
        recountIfNeeded(in: placement.listView)
        return placement.shifted(by: sectionStarts.start(ofChild: index))
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, sectionOffset: Int, from child: AnyObject, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        guard let index = index(of: child), let host, let placement = host.placement(of: self) else {
            needsRecount = true  // a child's section count may change with its data
            return changeDataNotShown(updateData, completion: completion)
        }
        recountIfNeeded(in: placement.listView)
        // The child's own start does not move in its update: only the children below it shift.
        let start = sectionStarts.start(ofChild: index)
        try host.performBatchUpdates(
            update, sectionOffset: sectionOffset + start, from: self, animated: animated,
            updateData: {
                updateData()
                needsRecount = true
            }, completion: completion)
    }

    public func reloadData(from child: AnyObject) {
        needsRecount = true
        host?.reloadData(from: self)
    }
}

extension CompositeDataSource: SelectionHolding {
    package func yieldSelection(to keeper: AnyObject, animated: Bool) {
        childrenYieldSelection(children, to: keeper, animated: animated)
    }
}
