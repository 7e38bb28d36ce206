// Animated updates for GroupedDataSource: new items are grouped with the closures given at
// creation, then sections (by key) and rows are diffed. As for FlatDataSource, the list
// view is a parameter, not remembered; see FlatDataSource+Diffing.swift for why.

extension GroupedDataSource {
    /// The sections as the diff sees them: each key with its items.
    /// - Complexity: O(*k*) for *k* sections.
    public var diffableSections: [DiffableSection<SectionKey, Item>] {
        sections.map { DiffableSection(identifier: $0.key, items: $0.items) }
    }

    /// The sections `newItems` would be grouped into, as the diff sees them.
    /// - Complexity: O(*n* + *k* log *k*) for *n* items in *k* sections.
    public func diffableSections(grouping newItems: [Item]) -> [DiffableSection<SectionKey, Item>] {
        Self.group(newItems, by: sectionKey, order: sectionOrder).map {
            DiffableSection(identifier: $0.key, items: $0.items)
        }
    }

    /// Shows `changeset` on `listView`: animates its stages, replacing this data source's
    /// sections inside each batch update, or reloads when `reloadPolicy` says so.
    ///
    /// Compute the changeset, off the main actor if you like, from ``diffableSections`` to
    /// ``diffableSections(grouping:)``. It animates only if this data source still holds
    /// those very sections (``ListDifference/isComputed(from:)``): if they changed in the
    /// meantime — even with the same counts — the list is reloaded with the changeset's final
    /// sections instead, so nothing stale stays on screen.
    ///
    /// The list view is a parameter, not remembered by the data source: the view owns its
    /// data source, not the other way round, and a data source may move to another view.
    /// When `listView` does not show this data source, only the sections change.
    ///
    /// - Parameters:
    ///   - changeset: the changes from the sections shown now.
    ///   - listView: the view showing this data source.
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - completion: called with the outcome once the list shows the new sections: after the
    ///     animation when the view animates, at once otherwise.
    /// - Returns: how the changeset reached the view.
    /// - Complexity: O(*n*) for *n* items, plus the view's work per change.
    @discardableResult
    public func apply(
        _ changeset: ListDifference<SectionKey, Item>,
        to listView: View,
        animated: Bool = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        return listView.show(
            changeset, for: self, holding: diffableSections, animated: animated, reloadPolicy: reloadPolicy,
            completion: completion
        ) { sections in
            self.replaceSections(sections.map { Section(key: $0.identifier, items: $0.items) })
        }
    }

    /// Replaces the items with `newItems`, grouped as at creation, animating the difference
    /// of sections (by key) and rows on `listView`: items are matched by `identifier` and
    /// reloaded when `isContentEqual` is `false`.
    ///
    /// - Parameters:
    ///   - newItems: the items to show, in any order within their sections.
    ///   - listView: the view showing this data source.
    ///   - identifier: what makes an item the same item before and after.
    ///   - isContentEqual: whether a matched item looks the same; `false` reloads its row.
    ///   - animated: whether the view animates the changes.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - completion: called with the outcome once the list shows the new sections: after the
    ///     animation when the view animates, at once otherwise.
    /// - Returns: the changeset, for example to learn about ``ListDifference/duplicates``.
    /// - Complexity: O(*n* + *k* log *k*) expected for *n* items in *k* sections.
    @discardableResult
    public func apply<ItemIdentifier: Hashable>(
        _ newItems: [Item],
        to listView: View,
        identifiedBy identifier: (Item) -> ItemIdentifier,
        isContentEqual: (Item, Item) -> Bool,
        animated: Bool = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> ListDifference<SectionKey, Item> {
        let changeset = ListDifference(
            from: diffableSections, to: diffableSections(grouping: newItems), identifiedBy: identifier,
            isContentEqual: isContentEqual)
        apply(changeset, to: listView, animated: animated, reloadPolicy: reloadPolicy, completion: completion)
        return changeset
    }
}
