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
        // Shown nowhere, or changing nothing, the apply is finished here rather than by
        // `UpdatePlan.perform(for:through:…)`: the generic routine costs half a microsecond an
        // apply, a tenth of an apply of unchanged items (`apply.nochange`, 10,000 rows).
        guard let host, let placement = host.placement(of: self) else {
            setData(difference.finalSections)
            completion?(.notDisplayed)
            return .notDisplayed
        }
        let isCurrent = difference.isComputed(from: currentSections)
        if isCurrent, difference.isEmpty {
            // Values may differ in ways that do not show (equal content); keep the new ones.
            setData(difference.finalSections)
            placement.listView.updateRecord.recordUnchanged(.apply, from: self)
            completion?(.unchanged)
            return .unchanged
        }
        return host.perform(
            isCurrent ? UpdatePlan(difference, policy: reloadPolicy) : .reload(.staleChangeset), .apply, from: self,
            recording: { context in
                context.sectionsBefore = currentSections
                if !isCurrent {
                    context.staleDifference = RecordedUpdate.StaleDifference(
                        rowCountsComputedFrom: difference.rowCountsBefore,
                        rowCountsHeld: currentSections.map(\.items.count))
                }
            },
            animated: animated, completion: completion, stage: { difference.update(ofStage: $0, policy: reloadPolicy) }
        ) { step in setData(step.map { difference.stages[$0].sections } ?? difference.finalSections) }
    }
}
