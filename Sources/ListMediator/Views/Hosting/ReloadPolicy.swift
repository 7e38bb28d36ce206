/// When applying a ``ListDifference`` should give up on animated batch updates and call
/// `reloadData()` instead.
///
/// Animating thousands of changes is slower than reloading and shows the user nothing
/// they can follow, and animating a list that is not on screen wastes work; IGListKit and
/// DifferenceKit offer the same escape hatch. Whatever the policy says, the data source
/// always ends up holding the new data and the view always agrees with it.
public struct ReloadPolicy: Sendable {
    /// How a row whose item is still there but whose content changed is shown.
    public enum ChangedRows: Sendable {
        /// The cell the row shows is asked to show the new content (UIKit's
        /// `reconfigureRows(at:)`): no new cell, no flicker, selection and first responder kept.
        /// The cell provider must make the same kind of cell for the new content.
        case reconfigure
        /// The row is reloaded: its cell is replaced by a new one, with the reload animation.
        /// Choose it when a change of content can change the kind of cell.
        case reload
    }

    /// Reload instead of animating when the changeset has more individual changes than
    /// this; `nil` never reloads for size.
    public var maximumAnimatedChangeCount: Int?
    /// Answers whether the list is on screen; when it answers `false` the list reloads,
    /// because nobody would see the animation. `nil` treats the list as always visible.
    ///
    /// On iOS this is typically `{ tableView.window != nil }`.
    public var isListVisible: (@MainActor @Sendable () -> Bool)?
    /// How rows whose content changed are shown; ``ChangedRows/reconfigure`` by default.
    public var changedRows: ChangedRows

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - maximumAnimatedChangeCount: the largest number of changes still animated;
    ///     `nil` for no limit.
    ///   - isListVisible: whether the list is on screen now; `nil` for always.
    ///   - changedRows: how rows whose content changed are shown.
    public init(
        maximumAnimatedChangeCount: Int? = nil,
        isListVisible: (@MainActor @Sendable () -> Bool)? = nil,
        changedRows: ChangedRows = .reconfigure
    ) {
        self.maximumAnimatedChangeCount = maximumAnimatedChangeCount
        self.isListVisible = isListVisible
        self.changedRows = changedRows
    }

    /// This policy with changed rows shown as `changedRows` says.
    public func changedRows(_ changedRows: ChangedRows) -> ReloadPolicy {
        var policy = self
        policy.changedRows = changedRows
        return policy
    }

    /// Animates up to 1,000 changes and reloads above that, about where a full reload
    /// becomes cheaper than animating rows that mostly scroll off screen anyway.
    public static let automatic = ReloadPolicy(maximumAnimatedChangeCount: 1_000)

    /// Always animates, however many changes there are.
    public static let alwaysAnimate = ReloadPolicy()

    /// Reloads whenever anything changed; useful for lists that are rebuilt while hidden.
    public static let alwaysReload = ReloadPolicy(maximumAnimatedChangeCount: -1)

    /// Why the policy asks for a reload before anything is animated, or `nil` to animate.
    @MainActor
    func reloadReason(changeCount: Int) -> UpdateOutcome.ReloadReason? {
        if let limit = maximumAnimatedChangeCount, changeCount > limit {
            return .tooManyChanges(changeCount, limit: limit)
        }
        if let isListVisible, !isListVisible() { return .listNotVisible }
        return nil
    }
}
