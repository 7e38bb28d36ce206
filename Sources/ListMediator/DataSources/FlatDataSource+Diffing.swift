// Animated updates for FlatDataSource.
//
// Design: the list view is passed to every `apply` call rather than remembered by the data
// source. A data source does not own its view (the view holds it, weakly or through
// `currentDataSource`), the same data source may be shown by another view later, and an
// explicit parameter keeps the data source free of a hidden back reference. If the view
// does not show this data source at the time, the items are replaced and the view is left
// alone, because its counts belong to another data source.

extension FlatDataSource {
    /// Shows `changeset` on `listView`: animates its stages, replacing this data source's
    /// items inside each batch update, or reloads when `reloadPolicy` says so.
    ///
    /// Compute the changeset off the main actor with ``ListDifference``'s initializers
    /// from ``items``. It animates only if this data source still holds those very items
    /// (``ListDifference/isComputed(from:)``): if they changed in the meantime — even with
    /// the same count — or the changeset was computed from another array, the list is
    /// reloaded with the changeset's final items instead, so nothing stale stays on screen.
    ///
    /// The list view is a parameter, not remembered by the data source: the view owns its
    /// data source, not the other way round, and a data source may move to another view.
    /// When `listView` does not show this data source, only the items change.
    ///
    /// - Parameters:
    ///   - changeset: the changes from ``items`` to the new items, as section `0`.
    ///   - listView: the view showing this data source.
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - completion: called with the outcome once the list shows the new items: after the
    ///     animation when the view animates, at once otherwise.
    /// - Returns: how the changeset reached the view.
    /// - Precondition: the changeset's final data is one section.
    /// - Complexity: O(*n*) for *n* items, plus the view's work per change.
    @discardableResult
    public func apply(
        _ changeset: ListDifference<Int, Item>,
        to listView: View,
        animated: Bool = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        precondition(
            changeset.finalSections.count == 1,
            "a FlatDataSource shows one section; the changeset ends with \(changeset.finalSections.count)")
        return listView.show(
            changeset, for: self, holding: [DiffableSection(identifier: 0, items: storage.sections[0])],
            animated: animated, reloadPolicy: reloadPolicy, completion: completion
        ) { sections in
            self.storage.sections = [sections.first?.items ?? []]
        }
    }

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
    ///   - completion: called with the outcome once the list shows the new items: after the
    ///     animation when the view animates, at once otherwise.
    /// - Returns: the changeset, for example to learn about ``ListDifference/duplicates``.
    /// - Complexity: O(*n*) expected for *n* items; see ``ListDifference``.
    @discardableResult
    public func apply<ItemIdentifier: Hashable>(
        _ newItems: [Item],
        to listView: View,
        identifiedBy identifier: (Item) -> ItemIdentifier,
        isContentEqual: (Item, Item) -> Bool,
        animated: Bool = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> ListDifference<Int, Item> {
        let changeset = ListDifference(
            from: items, to: newItems, identifiedBy: identifier, isContentEqual: isContentEqual)
        apply(changeset, to: listView, animated: animated, reloadPolicy: reloadPolicy, completion: completion)
        return changeset
    }
}
