// Animated updates for FlatDataSource; the `apply` forms that take items are shared by every
// DiffableDataSource.

extension FlatDataSource {
    /// The one section shown now, as the diff sees it (identifier `0`).
    /// - Complexity: O(1).
    public var diffableSections: [DiffableSection<Int, Item>] {
        [DiffableSection(identifier: 0, items: items)]
    }

    /// `newItems` as the one section the diff compares (identifier `0`).
    /// - Complexity: O(1).
    public func diffableSections(for newItems: [Item]) -> [DiffableSection<Int, Item>] {
        [DiffableSection(identifier: 0, items: newItems)]
    }

    /// Shows `difference`, replacing ``items`` inside each batch update; see
    /// ``DiffableDataSource/apply(_:animated:reloadPolicy:completion:)``.
    ///
    /// - Precondition: the difference ends with one section; otherwise this traps, in release
    ///   builds too, because a flat list cannot show more.
    @discardableResult
    public func apply(
        _ difference: ListDifference<Int, Item>, animated: ListAnimation = true,
        reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        guard difference.finalSections.count == 1 else {
            fatalError(
                "a FlatDataSource shows one section; the difference ends with \(difference.finalSections.count)")
        }
        return keepingSelection(through: difference, isCurrent: difference.isComputed(from: diffableSections)) {
            apply(
                difference, holding: diffableSections, animated: animated, reloadPolicy: reloadPolicy,
                completion: completion
            ) { sections in
                self.storage.replaceSections([sections.first?.items ?? []])
            }
        }
    }
}
