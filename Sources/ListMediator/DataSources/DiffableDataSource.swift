import Foundation

/// A data source whose items can be replaced with an animated, staged diff: the shared
/// surface of ``FlatDataSource`` and ``GroupedDataSource``.
///
/// Conformers implement the general `apply(_:to:identifiedBy:isContentEqual:…)`; this
/// protocol's extensions add the short forms for `Identifiable & Equatable` items (matched by
/// `id`, reloaded when no longer equal), `Hashable` items (their own identity) and items that
/// are both (matched by `id`), so every data source gets them once.
@MainActor
public protocol DiffableDataSource<Item>: ListViewDataSource {
    /// The kind of item the data source shows.
    associatedtype Item
    /// What identifies a section in the data source's changesets.
    associatedtype SectionIdentifier: Hashable

    /// Replaces the items with `newItems`, animating the difference on `listView`: items are
    /// matched by `identifier` and reloaded when `isContentEqual` is `false`.
    ///
    /// - Parameters:
    ///   - newItems: the items to show.
    ///   - listView: the view showing this data source.
    ///   - identifier: what makes an item the same item before and after.
    ///   - isContentEqual: whether a matched item looks the same; `false` reloads its row.
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - completion: called once the items and the view are up to date.
    /// - Returns: the changeset, for example to learn about ``ListDifference/duplicates``.
    @discardableResult
    func apply<ItemIdentifier: Hashable>(
        _ newItems: [Item],
        to listView: View,
        identifiedBy identifier: (Item) -> ItemIdentifier,
        isContentEqual: (Item, Item) -> Bool,
        animated: Bool,
        reloadPolicy: ReloadPolicy,
        completion: ((UpdateOutcome) -> Void)?
    ) -> ListDifference<SectionIdentifier, Item>
}

extension DiffableDataSource where Item: Identifiable & Equatable {
    /// Replaces the items with `newItems`, animating the difference on `listView`: items are
    /// matched by `id` and reloaded when they are no longer equal.
    /// - Returns: the changeset, for example to learn about ``ListDifference/duplicates``.
    /// - Complexity: O(*n*) expected for *n* items (plus sorting the sections when grouped).
    @discardableResult
    public func apply(
        _ newItems: [Item], to listView: View, animated: Bool = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> ListDifference<SectionIdentifier, Item> {
        apply(
            newItems, to: listView, identifiedBy: { $0.id }, isContentEqual: { $0 == $1 }, animated: animated,
            reloadPolicy: reloadPolicy, completion: completion)
    }
}

extension DiffableDataSource where Item: Hashable {
    /// Replaces the items with `newItems`, animating the difference on `listView`; each item
    /// is its own identity, so no row is reloaded.
    /// - Returns: the changeset, for example to learn about ``ListDifference/duplicates``.
    /// - Complexity: O(*n*) expected for *n* items (plus sorting the sections when grouped).
    @discardableResult
    public func apply(
        _ newItems: [Item], to listView: View, animated: Bool = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> ListDifference<SectionIdentifier, Item> {
        apply(
            newItems, to: listView, identifiedBy: { $0 }, isContentEqual: { _, _ in true }, animated: animated,
            reloadPolicy: reloadPolicy, completion: completion)
    }
}

extension DiffableDataSource where Item: Identifiable & Hashable {
    /// Replaces the items with `newItems`, animating the difference on `listView`: items are
    /// matched by `id` and reloaded when they are no longer equal. Chosen over the `Hashable`
    /// form for items that are both, so an edited item reloads rather than being replaced.
    /// - Returns: the changeset, for example to learn about ``ListDifference/duplicates``.
    /// - Complexity: O(*n*) expected for *n* items (plus sorting the sections when grouped).
    @discardableResult
    public func apply(
        _ newItems: [Item], to listView: View, animated: Bool = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> ListDifference<SectionIdentifier, Item> {
        apply(
            newItems, to: listView, identifiedBy: { $0.id }, isContentEqual: { $0 == $1 }, animated: animated,
            reloadPolicy: reloadPolicy, completion: completion)
    }
}
