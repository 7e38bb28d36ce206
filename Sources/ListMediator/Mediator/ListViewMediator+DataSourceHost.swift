import Foundation

// The mediator hosts its parts: the owner's updates come up through the composite, already in the
// mediator's numbers, and pass on carrying a change of the row below that waits for them.

extension ListViewMediator: DataSourceHost {
    public func placement(of child: AnyObject) -> DataSourcePlacement<View>? {
        guard child === parts else { return nil }
        return host?.placement(of: self)
    }

    /// An update of the owner's, which reaches the mediator through its composite of parts (the loading
    /// rows' changes are the mediator's own, made where it shows the rows its state wants).
    public func performBatchUpdates(
        _ update: BatchUpdate, sectionOffset: Int, from child: AnyObject, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        guard child === parts else { return changeDataNotShown(updateData, completion: completion) }
        var combined = update
        var offset = sectionOffset
        let bottom = presenter.rows.bottom
        // Decided now, before the owner's data changes, and shown as decided.
        let target = presenter.wantedRow(at: .bottom)
        if bottom.shownRow != target, let listView = placement?.listView {
            // Joined in the mediator's own numbers, where the composite places the row's change.
            combined = update.offsettingSections(by: offset)
            offset = 0
            combined.formUnion(
                bottom.change(
                    to: target,
                    starts: parts.starts(ofChildAt: 2, sectionsGainedAbove: update.sectionCountChange, in: listView)))
        }
        try passOn(
            combined, sectionOffset: offset, to: host, animated: animated,
            updateData: {
                updateData()
                presenter.setShownRow(target, at: .bottom)
            }, completion: completion)
        // The owner's new rows may start or end the end of the list, or move a failure between the
        // background and the row, and the row above may wait for them: shown in a batch of their own.
        if showsEndOfList || backgroundViewProvider != nil || presenter.shownRows.top != presenter.wantedRow(at: .top) {
            presenter.render()
        }
        ownerDidUpdate()
    }

    public func reloadData(from child: AnyObject) {
        guard child === parts else { return }
        presenter.setShownRows(presenter.wantedRows)
        host?.reloadData(from: self)
        presenter.renderBackground(animated: false)
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
        childrenYieldSelection([parts], to: keeper, animated: animated)
    }
}
