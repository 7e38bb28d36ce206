import Foundation

// The view's questions go to the selected child, or to the transition while a diffed switch
// passes through its stages.

extension SwitchingDataSource {
    public func numberOfSections(in listView: View) -> Int {
        reportedSectionCount = transition?.sectionCount ?? selectedChild.numberOfSections(in: listView)
        return reportedSectionCount
    }

    public func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int {
        checkSection(section, in: listView)
        return transition?.rowCount(section) ?? selectedChild.listView(listView, numberOfRowsInSection: section)
    }

    public func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        checkSection(indexPath.section, in: listView)
        return transition?.cell(listView, indexPath) ?? selectedChild.listView(listView, cellForRowAt: indexPath)
    }

    public func listView(_ listView: View, titleForHeaderInSection section: Int) -> String? {
        checkSection(section, in: listView)
        if let transition { return transition.header(section) }
        return selectedChild.listView(listView, titleForHeaderInSection: section)
    }

    public func listView(_ listView: View, titleForFooterInSection section: Int) -> String? {
        checkSection(section, in: listView)
        if let transition { return transition.footer(section) }
        return selectedChild.listView(listView, titleForFooterInSection: section)
    }

    /// Traps with a message that names the section and the count, as a composite does, where the
    /// child or the transition would stop with a bare "Index out of range". Rows are the child's
    /// to check.
    ///
    /// A view asks about sections below the count it was last given, so those pass on a compare;
    /// only another section costs asking the child for its count again.
    @inline(__always)
    private func checkSection(_ section: Int, in listView: View) {
        guard section < 0 || section >= reportedSectionCount else { return }
        let count = numberOfSections(in: listView)
        guard section >= 0, section < count else {
            fatalError(
                "section \(section) is out of range: the switching data source shows \(count) sections "
                    + (transition == nil ? "(its child at \(selectedIndex))" : "(a switch passing through its stages)"))
        }
    }

    /// Registers every child's cells, so switching never dequeues an unregistered identifier.
    public func registerCells(in listView: View) {
        for child in children { child.registerCells(in: listView) }
    }
}

// MARK: - DataSourceHost

// Only the selected child reaches the view; a hidden child's changes only change its data.

extension SwitchingDataSource: DataSourceHost {
    public func placement(of child: AnyObject) -> DataSourcePlacement<View>? {
        guard transition == nil, child === selectedChild else { return nil }
        return host?.placement(of: self)
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, from child: AnyObject, animated: ListAnimation, updateData: () -> Void,
        completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        let isShown = transition == nil && child === selectedChild
        try passOn(update, to: isShown ? host : nil, animated: animated, updateData: updateData, completion: completion)
    }

    public func reloadData(from child: AnyObject) {
        if child === selectedChild { host?.reloadData(from: self) }
    }
}
