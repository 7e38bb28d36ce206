import Foundation

extension ItemDataSource {
    /// Changes the items with `updateData` as `update` describes, the one way every change of
    /// the items without a diff goes: in a batch update where the list shows this data source —
    /// or, refused (data changed behind this data source's back), by a reload with the items
    /// changed all the same, so nothing is lost — and at once where it shows it nowhere.
    /// The view records it as `kind`.
    /// - Returns: how the change reached the view (``UpdateOutcome/notDisplayed`` when nowhere).
    func change(
        _ update: BatchUpdate, as kind: RecordedUpdate.Kind, animated: ListAnimation, updateData: () -> Void,
        completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        // Inside the batch, or after a refusal when the view refused before the swap: once.
        var didUpdateData = false
        return UpdatePlan.perform(
            kind, for: self, through: host, animated: animated, completion: completion, plan: { _ in .batch(update) }
        ) { _ in
            guard !didUpdateData else { return }
            didUpdateData = true
            updateData()
        }
    }
}
