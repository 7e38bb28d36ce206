import Foundation

/// A data source whose items can be replaced with an animated, staged diff: the shared
/// surface of ``FlatDataSource`` and ``GroupedDataSource``.
///
/// Conformers say what they show (``diffableSections``), how new items would be shown
/// (``diffableSections(for:)``) and how a ``ListDifference`` replaces their data
/// (``apply(_:animated:reloadPolicy:completion:)``); this protocol's extensions build every
/// other `apply` on those, once for all data sources.
///
/// Applying works the same wherever the data source is shown — by a list view directly, or
/// inside a composite or a switching data source: the difference travels up the chain of
/// ``HostedDataSource/host``s and the view animates it. A data source shown nowhere just
/// takes the new data (``UpdateOutcome/notDisplayed``).
@MainActor
public protocol DiffableDataSource<Item>: HostedDataSource {
    /// The kind of item the data source shows.
    associatedtype Item
    /// What identifies a section in the data source's differences.
    associatedtype SectionIdentifier: Hashable

    /// The sections shown now, as the diff sees them. Compute a ``ListDifference`` from
    /// these (off the main actor if you like) to apply it later.
    /// - Complexity: O(*s*) for *s* sections.
    var diffableSections: [DiffableSection<SectionIdentifier, Item>] { get }

    /// The sections `newItems` would be shown in, as the diff sees them.
    func diffableSections(for newItems: [Item]) -> [DiffableSection<SectionIdentifier, Item>]

    /// Replaces this data source's data with `difference`'s final data: animates its stages
    /// on the view that shows it, swapping the data inside each batch update, or reloads when
    /// `reloadPolicy` says so.
    ///
    /// It animates only if this data source still holds the very data the difference was
    /// computed from (``ListDifference/isComputed(from:)``): if the data changed in the
    /// meantime — even with the same counts — the list is reloaded with the difference's final
    /// data instead, so nothing stale stays on screen. When the data source is not on screen,
    /// only the data changes.
    ///
    /// - Parameters:
    ///   - difference: the changes from ``diffableSections``.
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - completion: called with the outcome once the list shows the new data: after the
    ///     animation when the view animates, at once otherwise.
    /// - Returns: how the difference reached the view.
    /// - Complexity: O(*n*) for *n* items, plus the view's work per change.
    @discardableResult
    func apply(
        _ difference: ListDifference<SectionIdentifier, Item>,
        animated: ListAnimation,
        reloadPolicy: ReloadPolicy,
        completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome
}

extension DiffableDataSource {
    /// Replaces the items with `newItems`, animating the difference: items are matched by
    /// `identifier` and updated when `isContentEqual` is `false`.
    ///
    /// - Parameters:
    ///   - newItems: the items to show.
    ///   - identifier: what makes an item the same item before and after.
    ///   - isContentEqual: whether a matched item looks the same; `false` updates its row (in place by default; see ``ReloadPolicy/changedRows``).
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - completion: called with the outcome once the list shows the new items.
    /// - Returns: how the new items reached the view. To learn about repeated identities
    ///   (``ListDifference/duplicates``), compute the ``ListDifference`` first and apply it.
    /// - Complexity: O(*n*) expected for *n* items (plus sorting the sections when grouped);
    ///   see ``ListDifference``. New items that show exactly what is shown cost one
    ///   comparison each, with no diff and no batch update.
    @inlinable @discardableResult
    public func apply<ItemIdentifier: Hashable>(
        _ newItems: [Item],
        identifiedBy identifier: (Item) -> ItemIdentifier,
        isContentEqual: (Item, Item) -> Bool,
        animated: ListAnimation = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        let difference = withoutActuallyEscaping(identifier) { identifier in
            withoutActuallyEscaping(isContentEqual) { isContentEqual in
                ListDifference._comparingFirst(
                    from: diffableSections, to: diffableSections(for: newItems),
                    rules: _ClosureDiffRules(identifier: identifier, contentEquality: isContentEqual),
                    reportsDuplicates: false)
            }
        }
        return apply(difference, animated: animated, reloadPolicy: reloadPolicy, completion: completion)
    }
}

// The short forms for items that say how they are identified. Swift cannot state "Identifiable
// and Equatable, or Hashable" in one constraint, so there is one overload per case (the third
// settles items that are both). Each diffs with the rules its constraint names and is
// @inlinable, so the diff is specialised for the app's item type where it is called: through an
// unspecialised generic call it runs several times slower than the diff itself.

extension DiffableDataSource where Item: Identifiable & Equatable {
    /// Replaces the items with `newItems`, animating the difference: items are
    /// matched by `id` and updated when they are no longer equal.
    /// - Returns: how the new items reached the view.
    @inlinable @discardableResult public func apply(
        _ newItems: [Item], animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        let difference = ListDifference._comparingFirst(
            from: diffableSections, to: diffableSections(for: newItems), rules: _IdentifiableDiffRules(),
            reportsDuplicates: false)
        return apply(difference, animated: animated, reloadPolicy: reloadPolicy, completion: completion)
    }
}

extension DiffableDataSource where Item: Hashable {
    /// Replaces the items with `newItems`, animating the difference; each item
    /// is its own identity, so no row is reloaded.
    /// - Returns: how the new items reached the view.
    @inlinable @discardableResult public func apply(
        _ newItems: [Item], animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        let difference = ListDifference._comparingFirst(
            from: diffableSections, to: diffableSections(for: newItems), rules: _HashableDiffRules(),
            reportsDuplicates: false)
        return apply(difference, animated: animated, reloadPolicy: reloadPolicy, completion: completion)
    }
}

extension DiffableDataSource where Item: Identifiable & Hashable {
    /// Replaces the items with `newItems`, animating the difference: items are
    /// matched by `id` and updated when they are no longer equal. Chosen over the `Hashable`
    /// form for items that are both, so an edited item reloads rather than being replaced.
    /// - Returns: how the new items reached the view.
    @inlinable @discardableResult public func apply(
        _ newItems: [Item], animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        let difference = ListDifference._comparingFirst(
            from: diffableSections, to: diffableSections(for: newItems), rules: _IdentifiableDiffRules(),
            reportsDuplicates: false)
        return apply(difference, animated: animated, reloadPolicy: reloadPolicy, completion: completion)
    }
}
