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
