import Foundation

// `await dataSource.applyAndWait(newItems)`: returns once the list shows the new data, and
// diffs large inputs off the main actor. Its own name, not `apply`, so that a call means the
// same in any context: Swift would otherwise pick the async form in async code and the
// synchronous one elsewhere.

extension DiffableDataSource {
    /// Shows `difference` as ``apply(_:animated:reloadPolicy:completion:)`` does and returns the
    /// outcome once the list shows the new data: after the animation when the view animates.
    @discardableResult
    public func applyAndWait(
        _ difference: ListDifference<SectionIdentifier, Item>, animated: ListAnimation = true,
        reloadPolicy: ReloadPolicy = .automatic
    ) async -> UpdateOutcome {
        await withCheckedContinuation { continuation in
            apply(difference, animated: animated, reloadPolicy: reloadPolicy) { continuation.resume(returning: $0) }
        }
    }
}

extension DiffableDataSource where Item: Sendable, SectionIdentifier: Sendable {
    /// Replaces the items with `newItems`, animating the difference, and returns the outcome once
    /// the list shows them: items are matched by `identifier` and updated when
    /// `isContentEqual` is `false`.
    ///
    /// When the old and new items together number `offMainActorThreshold` or more, the
    /// difference is computed off the main actor, so a large update never stalls a frame. The
    /// newest request wins: if another apply is asked of this data source meanwhile, this one is
    /// dropped and returns ``UpdateOutcome/superseded``. If the data changed meanwhile for
    /// another reason (an older request finishing), the difference is computed again from what
    /// is shown now, so a stale difference is never applied.
    ///
    /// - Parameters:
    ///   - newItems: the items to show.
    ///   - identifier: what makes an item the same item before and after.
    ///   - isContentEqual: whether a matched item looks the same; `false` updates its row (in place by default; see ``ReloadPolicy/changedRows``).
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - offMainActorThreshold: from how many items, old and new together, the diff runs off
    ///     the main actor.
    /// - Returns: how the new items reached the view.
    @discardableResult
    public func applyAndWait<ItemIdentifier: Hashable & Sendable>(
        _ newItems: [Item],
        identifiedBy identifier: @escaping @Sendable (Item) -> ItemIdentifier,
        isContentEqual: @escaping @Sendable (Item, Item) -> Bool,
        animated: ListAnimation = true,
        reloadPolicy: ReloadPolicy = .automatic,
        offMainActorThreshold: Int = 10_000
    ) async -> UpdateOutcome {
        let request = countApplyRequest()
        let old = diffableSections
        let new = diffableSections(for: newItems)
        var difference: ListDifference<SectionIdentifier, Item>
        let itemCount = (old + new).reduce(0) { $0 + $1.items.count }
        // New items that show what is shown cost a comparison, where the diff would run.
        let rules = _ClosureDiffRules(identifier: identifier, contentEquality: isContentEqual)
        if itemCount >= offMainActorThreshold {
            // The stages are checked against UIKit's rules there too, so that on the main actor
            // the view compares counts instead of checking every row.
            difference = await Task.detached {
                ListDifference._comparingFirst(
                    from: old, to: new,
                    rules: _ClosureDiffRules(identifier: identifier, contentEquality: isContentEqual),
                    reportsDuplicates: false
                ).checkingStages()
            }.value
            if applyRequestCount != request { return .superseded }
            if !difference.isComputed(from: diffableSections) {
                difference = ListDifference._comparingFirst(
                    from: diffableSections, to: new, rules: rules, reportsDuplicates: false)
            }
        } else {
            difference = ListDifference._comparingFirst(from: old, to: new, rules: rules, reportsDuplicates: false)
        }
        return await applyAndWait(difference, animated: animated, reloadPolicy: reloadPolicy)
    }
}

// The short forms, one per way items say how they are identified, as for the synchronous apply.

extension DiffableDataSource
where Item: Identifiable & Equatable & Sendable, Item.ID: Sendable, SectionIdentifier: Sendable {
    /// The rule for items with an identity and a value, shared with the `Identifiable & Hashable` form.
    func applyMatchingIDs(_ newItems: [Item], _ animated: ListAnimation, _ reloadPolicy: ReloadPolicy) async
        -> UpdateOutcome
    {
        await applyAndWait(
            newItems, identifiedBy: { $0.id }, isContentEqual: { $0 == $1 }, animated: animated,
            reloadPolicy: reloadPolicy)
    }

    /// Replaces the items with `newItems` and returns once the list shows them: items are matched
    /// by `id` and updated when no longer equal; large inputs are diffed off the main actor.
    @discardableResult public func applyAndWait(
        _ newItems: [Item], animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic
    ) async -> UpdateOutcome {
        await applyMatchingIDs(newItems, animated, reloadPolicy)
    }
}

extension DiffableDataSource where Item: Hashable & Sendable, SectionIdentifier: Sendable {
    /// Replaces the items with `newItems` and returns once the list shows them; each item is its
    /// own identity. Large inputs are diffed off the main actor.
    @discardableResult public func applyAndWait(
        _ newItems: [Item], animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic
    ) async -> UpdateOutcome {
        await applyAndWait(
            newItems, identifiedBy: { $0 }, isContentEqual: { _, _ in true }, animated: animated,
            reloadPolicy: reloadPolicy)
    }
}

extension DiffableDataSource
where Item: Identifiable & Hashable & Sendable, Item.ID: Sendable, SectionIdentifier: Sendable {
    /// Replaces the items with `newItems` and returns once the list shows them: items are matched
    /// by `id` and updated when no longer equal. Chosen over the `Hashable` form for items that
    /// are both.
    @discardableResult public func applyAndWait(
        _ newItems: [Item], animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic
    ) async -> UpdateOutcome {
        await applyMatchingIDs(newItems, animated, reloadPolicy)
    }
}
