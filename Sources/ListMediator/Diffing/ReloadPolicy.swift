/// When applying a ``ListDifference`` should give up on animated batch updates and call
/// `reloadData()` instead.
///
/// Animating thousands of changes is slower than reloading and shows the user nothing
/// they can follow, and animating a list that is not on screen wastes work; IGListKit and
/// DifferenceKit offer the same escape hatch. Whatever the policy says, the data source
/// always ends up holding the new data and the view always agrees with it.
public struct ReloadPolicy: Sendable {
    /// Reload instead of animating when the changeset has more individual changes than
    /// this; `nil` never reloads for size.
    public var maximumAnimatedChangeCount: Int?
    /// Answers whether the list is on screen; when it answers `false` the list reloads,
    /// because nobody would see the animation. `nil` treats the list as always visible.
    ///
    /// On iOS this is typically `{ tableView.window != nil }`.
    public var isListVisible: (@MainActor @Sendable () -> Bool)?

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - maximumAnimatedChangeCount: the largest number of changes still animated;
    ///     `nil` for no limit.
    ///   - isListVisible: whether the list is on screen now; `nil` for always.
    public init(
        maximumAnimatedChangeCount: Int? = nil,
        isListVisible: (@MainActor @Sendable () -> Bool)? = nil
    ) {
        self.maximumAnimatedChangeCount = maximumAnimatedChangeCount
        self.isListVisible = isListVisible
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
