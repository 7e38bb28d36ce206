import Foundation

/// How a change of what a data source shows reaches the list: the plan every change is made
/// as — an apply's stages, a composite's children, a switch, an appended page, a user's deletion,
/// the loading row — and ``DataSourceHost/perform(_:_:from:recording:animated:completion:stage:setData:)``
/// the one routine that carries it out.
package enum UpdatePlan: Sendable {
    /// One batch update; the data of step 0 is set inside it.
    case batch(BatchUpdate)
    /// The `count` stages of a difference, one batch update after another (the routine is given
    /// them by step, so that no array of them is made); the data of step `i` is set inside
    /// update `i`.
    case stages(count: Int)
    /// A reload of the list, for `reason`.
    case reload(UpdateOutcome.ReloadReason)
    /// Nothing the list shows changes; the data is set all the same (values may differ in ways
    /// that do not show).
    case unchanged

    /// The plan of `difference`: its stages; a reload where `policy` asks for one; nothing when
    /// it changes nothing. The stages' updates are ``ListDifference/update(ofStage:policy:)``.
    @MainActor
    package init<SectionIdentifier, Item>(_ difference: ListDifference<SectionIdentifier, Item>, policy: ReloadPolicy) {
        if difference.isEmpty {
            self = .unchanged
        } else if let reason = policy.reloadReason(changeCount: difference.changeCount) {
            self = .reload(reason)
        } else {
            self = .stages(count: difference.stages.count)
        }
    }

    /// The plan of `update`: the batch, or a reload where `policy` asks for one by its change
    /// count.
    @MainActor
    package init(_ update: BatchUpdate, policy: ReloadPolicy) {
        if let reason = policy.reloadReason(changeCount: update.changeCount) {
            self = .reload(reason)
        } else {
            self = .batch(update)
        }
    }

    /// Carries out the plan `makePlan` makes, given the list view, for `child` through `host`,
    /// recorded as a change of `kind`:
    /// where `host` shows `child`, by the host's routine; where nothing shows it, the final data
    /// is set at once (`setData(nil)`) and the outcome is ``UpdateOutcome/notDisplayed``.
    @MainActor
    package static func perform<View: ListView>(
        _ kind: RecordedUpdate.Kind, for child: AnyObject, through host: (any DataSourceHost<View>)?,
        recording details: (_ context: inout ListUpdateRecord.Context) -> Void = { _ in },
        animated: ListAnimation,
        completion: ((UpdateOutcome) -> Void)?, plan makePlan: (View) -> UpdatePlan,
        stage: (_ step: Int) -> BatchUpdate = UpdatePlan.noStages, setData: (_ step: Int?) -> Void
    ) -> UpdateOutcome {
        // The one place that finds a change shown nowhere.
        guard let host, let listView = host.placement(of: child)?.listView else {
            setData(nil)
            completion?(.notDisplayed)
            return .notDisplayed
        }
        return host.perform(
            makePlan(listView), kind, from: child, shownIn: listView, recording: details, animated: animated,
            completion: completion, stage: stage, setData: setData)
    }

    /// The stages of a plan that has none: asking for one is a defect of the plan's maker.
    package static func noStages(_ step: Int) -> BatchUpdate {
        fatalError("a staged update plan was performed without its stages")
    }
}

extension ListDifference {
    /// The batch update of stage `step`, as `policy` shows a changed row: reconfigured in place
    /// unless the policy reloads it (the diff reports it as reloaded).
    @MainActor
    package func update(ofStage step: Int, policy: ReloadPolicy) -> BatchUpdate {
        let update = stages[step].update
        return policy.changedRows == .reconfigure ? update.reconfiguringReloadedRows() : update
    }
}

extension DataSourceHost {
    /// Performs `plan` on behalf of `child`: the one routine that changes what a list shows.
    /// The view records every update it makes as `kind`, from `child`, with what `details` adds
    /// (the data before an apply, a stale difference's counts).
    ///
    /// - `.batch` and `.stages`: each update in turn (a stage's from `stage`), `setData(i)` inside
    ///   update `i`, so the view's record of the old counts and the data source's new counts stay
    ///   in step. When the view refuses an update — before or after its swap — the data source
    ///   gets its final data (`setData(nil)`) and the view reloads, as does every host above it.
    ///   So `setData(nil)` must set the final data whether or not a step's data was set: a
    ///   change made by a mutation runs it once (see `ItemDataSource.change`).
    /// - `.reload`: `setData(nil)`, then the reload.
    /// - `.unchanged`: `setData(nil)` alone.
    ///
    /// - Parameter completion: called with the outcome once the list shows the final data: after
    ///   the last update's animation, at once for a reload, a refusal or no change.
    /// - Returns: the outcome, known before any animation ends.
    @discardableResult
    package func perform(
        _ plan: UpdatePlan, _ kind: RecordedUpdate.Kind, from child: AnyObject,
        recording details: (_ context: inout ListUpdateRecord.Context) -> Void = { _ in }, animated: ListAnimation,
        completion: ((UpdateOutcome) -> Void)? = nil, stage: (_ step: Int) -> BatchUpdate = UpdatePlan.noStages,
        setData: (_ step: Int?) -> Void
    ) -> UpdateOutcome {
        perform(
            plan, kind, from: child, shownIn: placement(of: child)?.listView, recording: details, animated: animated,
            completion: completion, stage: stage, setData: setData)
    }

    /// ``perform(_:_:from:recording:animated:completion:stage:setData:)`` where `child` is known
    /// to be shown in `listView` (`nil`: nowhere): the placement is not looked up again.
    fileprivate func perform(
        _ plan: UpdatePlan, _ kind: RecordedUpdate.Kind, from child: AnyObject, shownIn listView: View?,
        recording details: (_ context: inout ListUpdateRecord.Context) -> Void, animated: ListAnimation,
        completion: ((UpdateOutcome) -> Void)?, stage: (_ step: Int) -> BatchUpdate,
        setData: (_ step: Int?) -> Void
    ) -> UpdateOutcome {
        if case .unchanged = plan {
            // Nothing to show, so nothing to time or to give a context: the cheapest way out, as
            // an apply of unchanged items takes it once per apply (`apply.nochange`).
            setData(nil)
            listView?.updateRecord.recordUnchanged(kind, from: child)
            completion?(.unchanged)
            return .unchanged
        }
        #if canImport(os)
            let signpost = _Signposts.beginUpdate()
            defer { _Signposts.endUpdate(signpost) }
        #endif
        // What the view records of the updates below: this kind, on behalf of `child`. The
        // context is this routine's alone: restored before any completion runs, so an update a
        // completion starts is its own.
        let record = listView?.updateRecord
        let outerContext = record?.context
        if let record {
            var context = ListUpdateRecord.Context(kind: kind, source: child)
            details(&context)
            if case .reload(let reason) = plan { context.reloadReason = reason }
            record.context = context
        }
        let outcome: UpdateOutcome
        var completesNow = true
        switch plan {
        case .unchanged, .stages(count: 0):
            setData(nil)
            record?.recordUnchanged(kind, from: child)
            outcome = .unchanged
        case .reload(let reason):
            setData(nil)
            reloadData(from: child)
            outcome = .reloaded(reason)
        case .batch(let update):
            (outcome, completesNow) = performBatches(
                1, { _ in update }, from: child, animated: animated, completion: completion, setData)
        case .stages(let count):
            (outcome, completesNow) = performBatches(
                count, stage, from: child, animated: animated, completion: completion, setData)
        }
        if let record {
            let context = record.context
            record.context = outerContext
            // Once the final data is set and shown: the report describes what the list shows.
            listView?.deliverPendingRejection(context)
        }
        if completesNow { completion?(outcome) }
        return outcome
    }

    /// Performs `count` batch updates, the one of step `step` being `update(step)`; see
    /// ``perform(_:_:from:recording:animated:completion:stage:setData:)``.
    /// - Returns: the outcome, and whether the caller calls `completion` with it now (a
    ///   refusal) rather than the view after the last update's animation.
    private func performBatches(
        _ count: Int, _ update: (_ step: Int) -> BatchUpdate, from child: AnyObject, animated: ListAnimation,
        completion: ((UpdateOutcome) -> Void)?, _ setData: (_ step: Int?) -> Void
    ) -> (outcome: UpdateOutcome, completesNow: Bool) {
        let outcome = UpdateOutcome.animated(stageCount: count)
        for step in 0..<count {
            let isLast = step == count - 1
            do {
                try performBatchUpdates(
                    update(step), from: child, animated: animated,
                    updateData: { setData(step) },
                    // Updates animate one after another; the list shows the final data when the last ends.
                    completion: isLast ? completion.map { completion in { _ in completion(outcome) } } : nil)
            } catch {
                // The view may have refused after the swap (it checks the new counts): the final
                // data either way — `setData(nil)` sets it, it does not add to it.
                setData(nil)
                reloadData(from: child)
                return (.reloaded(.batchUpdateRejected(error)), true)
            }
        }
        return (outcome, false)
    }
}
