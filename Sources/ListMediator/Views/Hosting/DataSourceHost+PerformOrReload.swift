import Foundation

extension DataSourceHost {
    /// Performs `update` on behalf of `child` as one batch, running `updateData` inside it, or —
    /// when the view refuses the update — reloads: the one routine behind every change a data
    /// source makes to what a list shows (an apply's stages, a composite's children, a switch, a
    /// user's deletion, an appended page, the loading row).
    ///
    /// The data changes exactly once either way: a refused update may have run `updateData`
    /// already (the view checks the new counts after the swap), so after a refusal it runs only
    /// if it has not. The view has reloaded by then; this host is told to reload too, so every
    /// level above it re-reads its child.
    ///
    /// - Parameter completion: called with `.animated(stageCount: 1)` when the batch ends, or
    ///   with the refusal at once.
    /// - Returns: `.animated(stageCount: 1)`, or `.reloaded(.batchUpdateRejected(_:))`.
    @discardableResult
    package func performOrReload(
        _ update: BatchUpdate, from child: AnyObject, animated: ListAnimation, updateData: () -> Void,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        performOrReload(
            update, from: child, animated: animated, updateData: updateData,
            afterRefusal: { didUpdateData in if !didUpdateData { updateData() } }, completion: completion)
    }

    /// ``performOrReload(_:from:animated:updateData:completion:)`` with the data set after a
    /// refusal by `afterRefusal`, told whether `updateData` ran.
    @discardableResult
    package func performOrReload(
        _ update: BatchUpdate, from child: AnyObject, animated: ListAnimation, updateData: () -> Void,
        afterRefusal: (_ didUpdateData: Bool) -> Void, completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        var didUpdateData = false
        let outcome = UpdateOutcome.animated(stageCount: 1)
        do {
            try performBatchUpdates(
                update, from: child, animated: animated,
                updateData: {
                    updateData()
                    didUpdateData = true
                }, completion: completion.map { completion in { _ in completion(outcome) } })
            return outcome
        } catch {
            afterRefusal(didUpdateData)
            reloadData(from: child)
            let refused = UpdateOutcome.reloaded(.batchUpdateRejected(error))
            completion?(refused)
            return refused
        }
    }
}
