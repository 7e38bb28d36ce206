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
    ///   - completion: called with the outcome once the list shows the new data: after the
    ///     last stage's animation when the view animates, at once otherwise.
    ///   - setData: replaces the data source's sections.
    /// - Returns: how the changeset reached the view, known before any animation ends.
    /// - Complexity: O(*n*) for *n* items, plus whatever the view does per change.
    @discardableResult
    public func performBatchUpdates<SectionIdentifier, Item>(
        stagedBy changeset: ListDifference<SectionIdentifier, Item>,
        animated: Bool = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil,
        setData: ([DiffableSection<SectionIdentifier, Item>]) -> Void
    ) -> UpdateOutcome {
        func finish(_ outcome: UpdateOutcome) -> UpdateOutcome {
            completion?(outcome)
            return outcome
        }
        if changeset.isEmpty {
            // Values may differ in ways that do not show (equal content); keep the new ones.
            setData(changeset.finalSections)
            return finish(.unchanged)
        }
        if let reason = reloadPolicy.reloadReason(changeCount: changeset.changeCount) {
            setData(changeset.finalSections)
            reloadData()
            return finish(.reloaded(reason))
        }
        let outcome = UpdateOutcome.animated(stageCount: changeset.stages.count)
        for (index, stage) in changeset.stages.enumerated() {
            // Stages animate one after another; the list shows the new data when the last ends.
            let isLast = index == changeset.stages.count - 1
            do {
                try performBatchUpdates(
                    stage.update, animated: animated, updateData: { setData(stage.sections) },
                    completion: isLast ? completion.map { completion in { _ in completion(outcome) } } : nil)
            } catch {
                setData(changeset.finalSections)
                reloadData()
                return finish(.reloaded(.batchUpdateRejected(error)))
            }
        }
        return outcome
    }
}
