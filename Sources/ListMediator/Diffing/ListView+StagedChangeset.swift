extension ListView {
    /// Applies `changeset` stage by stage, handing each stage's data to `setData` inside the
    /// batch update, or reloads when `reloadPolicy` says so.
    ///
    /// Data sources call this from their `apply` methods; call it yourself only for a data
    /// source of your own. `setData` must make the data source report exactly the sections it
    /// is given. Setting the data inside each stage's update, never before, is what keeps
    /// the view's record of the old counts and the data source's new counts in step — the
    /// crash most reported against other diffing libraries comes from data changed outside
    /// the update.
    ///
    /// Should the view reject a stage (it cannot for a changeset computed from the data the
    /// view shows), the data source still gets the final data and the view reloads, so the
    /// two never disagree.
    ///
    /// - Parameters:
    ///   - changeset: the changes from the data the view shows now.
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - setData: replaces the data source's sections.
    /// - Returns: how the changeset reached the view.
    /// - Complexity: O(*n*) for *n* items, plus whatever the view does per change.
    @discardableResult
    public func performBatchUpdates<SectionIdentifier, Item>(
        stagedBy changeset: StagedChangeset<SectionIdentifier, Item>,
        animated: Bool = true,
        reloadPolicy: ReloadPolicy = .automatic,
        setData: ([DiffableSection<SectionIdentifier, Item>]) -> Void
    ) -> ChangesetApplication {
        if changeset.isEmpty {
            // Values may differ in ways that do not show (equal content); keep the new ones.
            setData(changeset.finalSections)
            return .unchanged
        }
        if let reason = reloadPolicy.reloadReason(changeCount: changeset.changeCount) {
            setData(changeset.finalSections)
            reloadData()
            return .reloaded(reason)
        }
        for stage in changeset.stages {
            do {
                try performBatchUpdates(stage.update, animated: animated) { setData(stage.sections) }
            } catch {
                setData(changeset.finalSections)
                reloadData()
                return .reloaded(.batchUpdateRejected(error))
            }
        }
        return .animated(stageCount: changeset.stages.count)
    }
}
