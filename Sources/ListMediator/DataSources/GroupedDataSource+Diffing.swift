// Animated updates for GroupedDataSource: new items are grouped with the closures given at
// creation, then sections (by key) and rows are diffed. The `apply` forms that take items
// are shared by every DiffableDataSource.

extension GroupedDataSource {
    /// The sections shown now, as the diff sees them: each key with its items.
    /// - Complexity: O(*k*) for *k* sections.
    public var diffableSections: [DiffableSection<SectionKey, Item>] {
        keys.indices.map { DiffableSection(identifier: keys[$0], items: items(inSection: $0)) }
    }

    /// The sections `newItems` would be grouped into, as the diff sees them.
    /// - Complexity: O(*n* + *k* log *k*) for *n* items in *k* sections.
    public func diffableSections(for newItems: [Item]) -> [DiffableSection<SectionKey, Item>] {
        grouping.sections(of: newItems).map {
            DiffableSection(identifier: $0.key, items: $0.items)
        }
    }

    /// Shows `difference`, replacing ``sections`` inside each batch update; see
    /// ``DiffableDataSource/apply(_:animated:reloadPolicy:completion:)``.
    @discardableResult
    public func apply(
        _ difference: ListDifference<SectionKey, Item>, animated: ListAnimation = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        keepingSelection(through: difference, isCurrent: difference.isComputed(from: diffableSections)) {
            apply(
                difference, holding: diffableSections, animated: animated, reloadPolicy: reloadPolicy,
                completion: completion
            ) { sections in
                self.replaceSections(sections.map { Section(key: $0.identifier, items: $0.items) })
            }
        }
    }
}
