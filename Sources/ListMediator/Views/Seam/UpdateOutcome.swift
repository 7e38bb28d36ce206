/// How a ``ListDifference`` reached the list: what a completion handler is told.
public enum UpdateOutcome: Sendable, Equatable {
    /// Why the list was reloaded instead of animated.
    public enum ReloadReason: Sendable, Equatable {
        /// The changeset had `count` changes, more than the policy's `limit`.
        case tooManyChanges(Int, limit: Int)
        /// The policy's visibility check said the list is off screen.
        case listNotVisible
        /// The list view rejected a stage; it cannot happen with a changeset computed from
        /// the data the list shows, so it points at data changed behind the data source's back.
        case batchUpdateRejected(BatchUpdateError)
        /// The changeset was not computed from the very data the data source held when it
        /// was applied (``ListDifference/isComputed(from:)`` was `false`: other section
        /// identifiers, or item arrays edited or replaced since, even with the same counts or
        /// equal contents), so its updates might not describe the list; the data source took
        /// the changeset's final data and reloaded.
        case staleChangeset
    }

    /// Nothing changed; the data was swapped without touching the list.
    case unchanged
    /// The changes were animated in `stageCount` batch updates.
    case animated(stageCount: Int)
    /// The list was reloaded instead, for `reason`.
    case reloaded(ReloadReason)
    /// The data source is not on screen — not attached to a host that shows it, or a hidden
    /// child of a switching data source — so only the data changed.
    case notDisplayed
    /// A newer apply was asked of the same data source while this one was being computed off the
    /// main actor, so this one was dropped: the newest request wins.
    case superseded
}
