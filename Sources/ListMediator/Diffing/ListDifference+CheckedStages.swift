extension ListDifference {
    /// This difference with every stage marked as passing UIKit's rules on the counts of the
    /// data before and after it (``BatchUpdate/checked(before:after:)``): what an asynchronous
    /// apply does off the main actor, so that the view on the main actor compares counts
    /// instead of checking rows.
    /// - Complexity: O(*s* + *c*) for *s* sections and *c* changes per stage.
    @_spi(Testing) public func checkingStages() -> ListDifference {
        var checked = self
        var before = initialSections.map(\.items.count)
        for index in checked.stages.indices {
            let after = checked.stages[index].sections.map(\.items.count)
            checked.stages[index].update = checked.stages[index].update.checked(before: before, after: after)
            before = after
        }
        return checked
    }
}
