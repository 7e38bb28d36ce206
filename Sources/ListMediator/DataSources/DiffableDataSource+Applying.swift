extension DiffableDataSource {
    /// Shows `difference` through this data source's host: the policy behind every `apply`.
    /// Implement ``apply(_:animated:reloadPolicy:completion:)`` with it, as the library's data
    /// sources do, and your data source behaves as theirs: the same outcomes, the same
    /// completion, and ``applyAndWait(_:identifiedBy:isContentEqual:animated:reloadPolicy:offMainActorThreshold:)``
    /// superseded by a newer apply.
    ///
    /// `currentSections` is the data the data source holds now; `setData` must make it report
    /// exactly the sections it is given. The data is set inside each stage's batch update, never
    /// before, which keeps every host's counts consistent when the view checks them.
    ///
    /// - Not on screen (no host, or a host that does not show it now, such as a switching data
    ///   source showing another child): only the data changes (`.notDisplayed`).
    /// - No longer holding the very data the difference was computed from: the final data is
    ///   set and the view reloads (`.reloaded(.staleChangeset)`), so no cell shows something the
    ///   data source no longer has.
    /// - Otherwise the stages are animated, the data swapped inside each one.
    @discardableResult
    public func apply(
        _ difference: ListDifference<SectionIdentifier, Item>,
        holding currentSections: [DiffableSection<SectionIdentifier, Item>],
        animated: ListAnimation,
        reloadPolicy: ReloadPolicy,
        completion: ((UpdateOutcome) -> Void)?,
        setData: ([DiffableSection<SectionIdentifier, Item>]) -> Void
    ) -> UpdateOutcome {
        countApplyRequest()
        // Checked once the apply is known to show, as the plan is made.
        var isCurrent = true
        return UpdatePlan.perform(
            .apply, for: self, through: host,
            recording: { context in
                context.sectionsBefore = currentSections
                if !isCurrent {
                    context.staleDifference = RecordedUpdate.StaleDifference(
                        rowCountsComputedFrom: difference.rowCountsBefore,
                        rowCountsHeld: currentSections.map(\.items.count))
                }
            },
            animated: animated, completion: completion,
            plan: { _ in
                isCurrent = difference.isComputed(from: currentSections)
                return isCurrent ? UpdatePlan(difference, policy: reloadPolicy) : .reload(.staleChangeset)
            },
            stage: { difference.update(ofStage: $0, policy: reloadPolicy) }
        ) { step in setData(step.map { difference.stages[$0].sections } ?? difference.finalSections) }
    }
}
