import Foundation

// The view's questions, each answered by the child that owns the section or row, in the
// child's own coordinates.

extension CompositeDataSource {
    public func numberOfSections(in listView: View) -> Int {
        // The view asks on reload and after every batch update: the moment counts may change.
        needsRecount = true
        recountIfNeeded(in: listView)
        return sectionStarts.total
    }

    public func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int {
        let (child, local) = owner(of: section, in: listView)
        return children[child].listView(listView, numberOfRowsInSection: local)
    }

    public func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        let (child, local) = owner(of: indexPath, in: listView)
        return children[child].listView(listView, cellForRowAt: local)
    }

    public func listView(_ listView: View, titleForHeaderInSection section: Int) -> String? {
        let (child, local) = owner(of: section, in: listView)
        return children[child].listView(listView, titleForHeaderInSection: local)
    }

    public func listView(_ listView: View, titleForFooterInSection section: Int) -> String? {
        let (child, local) = owner(of: section, in: listView)
        return children[child].listView(listView, titleForFooterInSection: local)
    }

    public func registerCells(in listView: View) {
        for child in children { child.registerCells(in: listView) }
    }

    // MARK: Routing

    func owner(of section: Int, in listView: View) -> (child: Int, section: Int) {
        recountIfNeeded(in: listView)
        guard let owner = sectionStarts.locate(section) else {
            fatalError("section \(section) is out of range: the composite has \(sectionStarts.total) sections")
        }
        return owner
    }

    func owner(of indexPath: IndexPath, in listView: View) -> (child: Int, indexPath: IndexPath) {
        recountIfNeeded(in: listView)
        guard let owner = childIndexPath(for: indexPath) else {
            fatalError("index path \(indexPath) is out of range: the composite has \(sectionStarts.total) sections")
        }
        return owner
    }
}
