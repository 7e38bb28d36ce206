extension ListView {
    /// Applies `difference` stage by stage, handing each stage's data to `setData` inside the
    /// batch update, or reloads when `reloadPolicy` says so.
    ///
    /// For a data source of your own that this view shows directly; the library's data sources
    /// apply through their ``HostedDataSource/host`` instead, which works wherever they are
    /// shown. `setData` must make the data source report exactly the sections it is given. Setting the data inside each stage's update, never before, is what keeps
    /// the view's record of the old counts and the data source's new counts in step — the
    /// crash most reported against other diffing libraries comes from data changed outside
    /// the update.
    ///
    /// Should the view reject a stage (it cannot for a difference computed from the data the
    /// view shows), the data source still gets the final data and the view reloads, so the
    /// two never disagree.
    ///
    /// - Parameters:
    ///   - difference: the changes from the data the view shows now.
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - completion: called with the outcome once the list shows the new data: after the
    ///     last stage's animation when the view animates, at once otherwise.
    ///   - setData: replaces the data source's sections.
    /// - Returns: how the difference reached the view, known before any animation ends.
    /// - Complexity: O(*n*) for *n* items, plus whatever the view does per change.
    @discardableResult
    public func performBatchUpdates<SectionIdentifier, Item>(
        stagedBy difference: ListDifference<SectionIdentifier, Item>,
        animated: ListAnimation = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil,
        setData: ([DiffableSection<SectionIdentifier, Item>]) -> Void
    ) -> UpdateOutcome {
        // On behalf of whatever this view shows; with no data source there is nothing to animate.
        perform(
            UpdatePlan(difference, policy: reloadPolicy), .apply, from: dataSource ?? self, animated: animated,
            completion: completion, stage: { difference.update(ofStage: $0, policy: reloadPolicy) }
        ) { step in setData(step.map { difference.stages[$0].sections } ?? difference.finalSections) }
    }
}
