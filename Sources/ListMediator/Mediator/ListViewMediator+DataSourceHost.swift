import Foundation

// The owner's data source reaches the view through the mediator: its sections are the
// mediator's from section 0 — from section 1 while a loading row shows above them — so its
// updates pass on moved by that much, carrying a change of the row below that waits for them.

extension ListViewMediator: DataSourceHost {
    public func placement(of child: AnyObject) -> DataSourcePlacement<View>? {
        guard child === dataSource, let placement = host?.placement(of: self) else { return nil }
        let above = shownRows.sectionsAbove
        return above == 0
            ? placement
            : DataSourcePlacement(listView: placement.listView, sectionOffset: placement.sectionOffset + above)
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, sectionOffset: Int, from child: AnyObject, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        guard child === dataSource else { return changeDataNotShown(updateData, completion: completion) }
        var combined = update
        // The row above stays as it is in this batch, so the owner's sections are as far down
        // before it as after it.
        var offset = sectionOffset + shownRows.sectionsAbove
        // Decided now, before the owner's data changes, and shown as decided.
        let target = wantedRow(at: .bottom)
        if shownRows.bottom != target, let listView = placement?.listView {
            // Counted now too: the loading row's section before the update.
            let before = shownRows.sectionsAbove + dataSource.numberOfSections(in: listView)
            let after = before + update.insertedSections.count - update.deletedSections.count
            // Joined in the mediator's own coordinates, where the loading row's change is given.
            combined = update.offsettingSections(by: offset)
            offset = 0
            combined.formUnion(
                loadingRowUpdate(at: .bottom, to: target, sectionBefore: before, sectionAfter: after))
        }
        try passOn(
            combined, sectionOffset: offset, to: host, animated: animated,
            updateData: {
                updateData()
                shownRows.bottom = target
            }, completion: completion)
        // The owner's new rows may start or end the end of the list, or move a failure between the
        // background and the row, and the row above may wait for them: shown in a batch of their own.
        if showsEndOfList || backgroundViewProvider != nil || shownRows.top != wantedRow(at: .top) {
            showWantedRow()
        }
        ownerDidUpdate()
    }

    public func reloadData(from child: AnyObject) {
        guard child === dataSource else { return }
        shownRows = wantedRows
        host?.reloadData(from: self)
        showWantedBackground(animated: false)
        ownerDidUpdate()
    }
}

extension ListViewMediator {
    /// After an update of the owner's: a load that ended with `updatesList: false` is announced
    /// now that the owner shows its page — on the main actor's next turn, once every stage of the
    /// owner's update is shown, so the count is the whole page's — and the ends are checked for a
    /// page, counting an empty list the first time, as right after a load.
    func ownerDidUpdate() {
        perform(loading.ownerDidUpdate())
    }
}

extension BatchUpdate {
    /// Adds `other`'s changes, given in the same coordinates, to this update's.
    mutating func formUnion(_ other: BatchUpdate) {
        deletedSections += other.deletedSections
        insertedSections += other.insertedSections
        reloadedSections += other.reloadedSections
        movedSections += other.movedSections
        deletedRows += other.deletedRows
        insertedRows += other.insertedRows
        reloadedRows += other.reloadedRows
        movedRows += other.movedRows
        reconfiguredRows += other.reconfiguredRows
    }
}

extension ListViewMediator: SelectionHolding {
    package func yieldSelection(to keeper: AnyObject, animated: Bool) {
        childrenYieldSelection([dataSource], to: keeper, animated: animated)
    }
}
