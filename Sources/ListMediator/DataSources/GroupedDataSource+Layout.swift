import Foundation

// The layout, the row heights and the prefetching the owner asked for, answered for the view in
// this data source's numbers.

extension GroupedDataSource {
    public func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout? {
        sectionLayout?(sections[section], environment)
    }

    public func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        heightForItem?(self[indexPath])
    }

    public func listView(_ listView: View, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? {
        estimatedHeightForItem?(self[indexPath])
    }

    /// Gives ``onPrefetch`` the items of the rows that are still rows of this data source.
    public func listView(_ listView: View, prefetchRowsAt indexPaths: [IndexPath]) {
        handOver(indexPaths, as: item(at:), to: onPrefetch)
    }

    /// Gives ``onCancelPrefetching`` the items of the rows that are still rows of this data source.
    public func listView(_ listView: View, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        handOver(indexPaths, as: item(at:), to: onCancelPrefetching)
    }
}
