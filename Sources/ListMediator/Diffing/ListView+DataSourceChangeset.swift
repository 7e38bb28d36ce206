import Foundation

extension ListView {
    /// Shows `changeset` on behalf of `dataSource`, which holds `currentSections` and stores new
    /// data through `setData`: the one policy behind every data source's `apply(_:to:)`.
    ///
    /// - When this view shows another data source, only the data changes (`.notDisplayed`):
    ///   the view's counts belong to that other data source.
    /// - When the data source no longer holds the very data the changeset was computed from,
    ///   the final data is set and the view reloads (`.reloaded(.staleChangeset)`), so no cell
    ///   shows something the data source no longer has.
    /// - Otherwise the stages are animated, the data swapped inside each one.
    func show<SectionIdentifier, Item>(
        _ changeset: ListDifference<SectionIdentifier, Item>,
        for dataSource: AnyObject,
        holding currentSections: [DiffableSection<SectionIdentifier, Item>],
        animated: Bool,
        reloadPolicy: ReloadPolicy,
        completion: ((UpdateOutcome) -> Void)?,
        setData: ([DiffableSection<SectionIdentifier, Item>]) -> Void
    ) -> UpdateOutcome {
        func finish(_ outcome: UpdateOutcome) -> UpdateOutcome {
            completion?(outcome)
            return outcome
        }
        if self.dataSource !== dataSource {
            setData(changeset.finalSections)
            return finish(.notDisplayed)
        }
        if !changeset.isComputed(from: currentSections) {
            setData(changeset.finalSections)
            reloadData()
            return finish(.reloaded(.staleChangeset))
        }
        return performBatchUpdates(
            stagedBy: changeset, animated: animated, reloadPolicy: reloadPolicy, completion: completion,
            setData: setData)
    }
}
