import Foundation

// Adding new items to a grouped list without diffing it: each item joins its key's section — at
// its end for a next page, at its start for an older page — and a key with no section yet gets
// one where the order puts it. A page costs the page and the sections, not the items shown.

extension GroupedDataSource {
    /// Adds `newItems` at the end of their sections: a next page whose first group joins the last
    /// section when they share a key. Keys with no section yet get a new one where
    /// `sectionOrder` puts it.
    ///
    /// No diff runs: the items are known to be new, so the update is the inserted sections and
    /// rows. Use `apply` when items may also change, move or repeat.
    ///
    /// - Parameters:
    ///   - newItems: the items to add, in order.
    ///   - animated: whether the view animates the insertion.
    ///   - completion: called with the outcome once the list shows the new rows.
    /// - Returns: how the rows reached the view.
    /// - Complexity: O(*k* + *s* + *g* log *g*) for *k* new items in *g* groups and *s* sections.
    @discardableResult
    public func append(
        contentsOf newItems: [Item], animated: ListAnimation = true, completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        add(newItems, atStart: false, animated: animated, completion: completion)
    }

    /// Adds `newItems` at the start of their sections: an older page of a chat grouped by day,
    /// whose last group joins the first section when they share a key. Keys with no section yet
    /// get a new one where `sectionOrder` puts it. The rows below move down with their selection.
    /// See ``append(contentsOf:animated:completion:)``.
    /// - Complexity: O(*k* + *s* + *g* log *g*) for *k* new items in *g* groups and *s* sections,
    ///   as for appending: a section grows at its start without moving its other items.
    @discardableResult
    public func prepend(
        contentsOf newItems: [Item], animated: ListAnimation = true, completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        add(newItems, atStart: true, animated: animated, completion: completion)
    }

    private func add(
        _ newItems: [Item], atStart: Bool, animated: ListAnimation, completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        guard !newItems.isEmpty else {
            completion?(.unchanged)
            return .unchanged
        }
        applyRequests.countRequest()
        defer { selectionListener?.itemsDidChange() }
        let plan = placing(grouping.sections(of: newItems), atStart: atStart)
        func addItems() { perform(plan, atStart: atStart) }
        selectionFollows(
            plan.update, sectionCountBefore: keys.count, sectionCountAfter: keys.count + plan.newSections.count)
        return change(
            plan.update, as: atStart ? .prepend : .append, animated: animated, updateData: addItems,
            completion: completion)
    }

    /// Where a page's groups go: into existing sections (by their index now) or as new sections
    /// (by their index after the change, ascending), and the update that shows it, in the
    /// numbering after the change.
    private struct Placement {
        /// Groups joining a section: its index now, its index after the change, the items.
        var joining: [(section: Int, finalSection: Int, items: [Item])] = []
        var newSections: [(index: Int, section: Section)] = []
        var update = BatchUpdate()
    }

    /// Places `groups` (sorted by the section order): a group whose key has a section joins it at
    /// its start or end; one whose key has none becomes a section before the first existing one
    /// the order puts after it.
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* new items.
    private func placing(_ groups: [Section], atStart: Bool) -> Placement {
        var existing: [SectionKey: Int] = [:]
        existing.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() { existing[key] = index }
        var placement = Placement()
        var next = 0  // the first existing section not yet passed
        // The existing section each new section goes before (`keys.count` for the end).
        var newSectionsBefore: [Int] = []
        // A list with sections always shown groups every page into them too; the empty ones add
        // nothing.
        for group in groups where !group.items.isEmpty {
            // Sections before this group's place keep their order; new ones before them shift them
            // (new keys of a list with sections always shown come in their own order, all at the
            // end, so not every new section is before an existing one that comes later).
            if let index = existing[group.key] {
                next = index + 1
                let section = index + newSectionsBefore.lazy.filter { $0 <= index }.count
                let start = atStart ? 0 : itemCount(inSection: index)
                placement.update.insertedRows += IndexPath.rows(start..<start + group.items.count, inSection: section)
                placement.joining.append((index, section, group.items))
            } else {
                while next < keys.count, !grouping.order(group.key, keys[next]) { next += 1 }
                let index = next + newSectionsBefore.lazy.filter { $0 <= next }.count
                newSectionsBefore.append(next)
                placement.update.insertedSections.append(index)
                placement.newSections.append((index, group))
            }
        }
        return placement
    }

    /// Adds the placed items in place: the joining ones to their sections, then the new sections,
    /// in ascending order so each lands at its final index.
    private func perform(_ placement: Placement, atStart: Bool) {
        for (section, _, items) in placement.joining {
            if atStart {
                storage.insert(contentsOf: items, at: 0, inSection: section)
            } else {
                storage.append(contentsOf: items, toSection: section)
            }
        }
        for (index, section) in placement.newSections { insertSection(section, at: index) }
        for joined in placement.joining { itemsDidChange(inSection: joined.finalSection) }
    }
}
