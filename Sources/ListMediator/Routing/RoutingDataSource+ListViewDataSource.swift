import Foundation

// The view's questions about a section or a row, each answered by the data source that owns it,
// in its own numbers.

extension RoutingDataSource {
    public func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int {
        let route = owningRoute(forSection: section, in: listView)
        return dataSource(at: route).listView(listView, numberOfRowsInSection: route.section)
    }

    public func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        return dataSource(at: route).listView(listView, cellForRowAt: route.localIndexPath(for: indexPath))
    }

    public func listView(_ listView: View, titleForHeaderInSection section: Int) -> String? {
        let route = owningRoute(forSection: section, in: listView)
        return dataSource(at: route).listView(listView, titleForHeaderInSection: route.section)
    }

    public func listView(_ listView: View, titleForFooterInSection section: Int) -> String? {
        let route = owningRoute(forSection: section, in: listView)
        return dataSource(at: route).listView(listView, titleForFooterInSection: route.section)
    }

    public func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout? {
        let route = owningRoute(forSection: section, in: listView)
        return dataSource(at: route).listView(listView, layoutForSection: route.section, environment: environment)
    }

    /// Each target is asked once, for its part of `sections`, in its own numbers.
    public func listView(_ listView: View, indexPathsForSelectedRowsIn sections: Range<Int>) -> [IndexPath] {
        var selected: [IndexPath] = []
        var section = sections.lowerBound
        while section < sections.upperBound, let route = route(forSection: section, in: listView) {
            let target = dataSource(at: route)
            let end = min(target.numberOfSections(in: listView), route.section + sections.upperBound - section)
            guard end > route.section else { break }
            for indexPath in target.listView(listView, indexPathsForSelectedRowsIn: route.section..<end) {
                selected.append(route.containerIndexPath(for: indexPath))
            }
            section += end - route.section
        }
        return selected
    }

    /// Each data source that prefetches is given its own rows, in its own numbers, in the order asked.
    public func listView(_ listView: View, prefetchRowsAt indexPaths: [IndexPath]) {
        forEachOwner(of: indexPaths, in: listView) { route, local in
            features(at: route).prefetching?.listView(listView, prefetchRowsAt: local)
        }
    }

    /// Each data source that prefetches is told of its own rows, in its own numbers.
    public func listView(_ listView: View, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        forEachOwner(of: indexPaths, in: listView) { route, local in
            features(at: route).prefetching?.listView(listView, cancelPrefetchingForRowsAt: local)
        }
    }

    /// Calls `body` once per target that owns some of `indexPaths` (rows), with a route to it and
    /// those rows in its numbers, targets in the order their first row comes; rows of sections
    /// the container does not have are left out, as a prefetch may name rows an update removed.
    func forEachOwner(
        of indexPaths: [IndexPath], in listView: View, _ body: (SectionRoute, [IndexPath]) -> Void
    ) {
        var groups: [(route: SectionRoute, rows: [IndexPath])] = []
        for indexPath in indexPaths where indexPath.count == 2 {
            guard let route = route(forSection: indexPath.section, in: listView) else { continue }
            let local = route.localIndexPath(for: indexPath)
            if let index = groups.firstIndex(where: { $0.route.target == route.target }) {
                groups[index].rows.append(local)
            } else {
                groups.append((route, [local]))
            }
        }
        for group in groups { body(group.route, group.rows) }
    }

    /// Goes to the data source that owns the view's section, at its own index path: item paths
    /// of any length keep everything after the section.
    public func listView(
        _ listView: View, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, at indexPath: IndexPath
    ) -> View.SupplementaryView? {
        guard !indexPath.isEmpty else {
            fatalError("a supplementary view's index path must name a section; \(kind) was asked at \(indexPath)")
        }
        let route = owningRoute(forSection: indexPath[0], in: listView)
        var local = indexPath
        if route.sectionOffset != 0 { local[0] = route.section }
        return dataSource(at: route).listView(listView, viewForSupplementaryElementOfKind: kind, at: local)
    }
}
