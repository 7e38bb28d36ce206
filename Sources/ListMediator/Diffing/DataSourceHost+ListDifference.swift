extension DataSourceHost {
    /// Applies `difference` stage by stage on behalf of `child`, handing each stage's data to
    /// `setData` inside the batch update, or reloads when `reloadPolicy` says so: the one
    /// policy behind every `apply`.
    ///
    /// Setting the data inside each stage's update, never before, is what keeps the view's
    /// record of the old counts and the data source's new counts in step. Should the view reject
    /// a stage (it cannot for a difference computed from the data it shows), the data source
    /// still gets the final data and the view reloads, so the two never disagree.
    package func performStages<SectionIdentifier, Item>(
        of difference: ListDifference<SectionIdentifier, Item>,
        from child: AnyObject,
        animated: ListAnimation,
        reloadPolicy: ReloadPolicy,
        completion: ((UpdateOutcome) -> Void)?,
        setData: ([DiffableSection<SectionIdentifier, Item>]) -> Void
    ) -> UpdateOutcome {
        func finish(_ outcome: UpdateOutcome) -> UpdateOutcome {
            completion?(outcome)
            return outcome
        }
        if difference.isEmpty {
            // Values may differ in ways that do not show (equal content); keep the new ones.
            setData(difference.finalSections)
            return finish(.unchanged)
        }
        if let reason = reloadPolicy.reloadReason(changeCount: difference.changeCount) {
            setData(difference.finalSections)
            reloadData(from: child)
            return finish(.reloaded(reason))
        }
        let outcome = UpdateOutcome.animated(stageCount: difference.stages.count)
        for (index, stage) in difference.stages.enumerated() {
            // Stages animate one after another; the list shows the new data when the last ends.
            let isLast = index == difference.stages.count - 1
            // The diff reports a changed row as reloaded; updated in place unless the policy says not.
            let update =
                reloadPolicy.changedRows == .reconfigure ? stage.update.reconfiguringReloadedRows() : stage.update
            let shown = performOrReload(
                update, from: child, animated: animated, updateData: { setData(stage.sections) },
                afterRefusal: { _ in setData(difference.finalSections) },
                completion: isLast ? completion.map { completion in { _ in completion(outcome) } } : nil)
            if case .reloaded = shown {
                // The last stage's completion heard it already; an earlier one's has no completion.
                if !isLast { completion?(shown) }
                return shown
            }
        }
        return outcome
    }
}

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
        guard let host, host.placement(of: self) != nil else {
            setData(difference.finalSections)
            completion?(.notDisplayed)
            return .notDisplayed
        }
        guard difference.isComputed(from: currentSections) else {
            setData(difference.finalSections)
            host.reloadData(from: self)
            completion?(.reloaded(.staleChangeset))
            return .reloaded(.staleChangeset)
        }
        return host.performStages(
            of: difference, from: self, animated: animated, reloadPolicy: reloadPolicy, completion: completion,
            setData: setData)
    }
}
