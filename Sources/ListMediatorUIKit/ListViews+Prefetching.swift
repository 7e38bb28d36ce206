import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// UIKit's prefetching, translated to the core's: each list view is its table's or collection
// view's prefetch data source, and the rows reach the data sources that own them, when they
// prefetch.

extension TableListView: UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        dataSourceFeatures?.prefetching?.listView(self, prefetchRowsAt: indexPaths)
    }

    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        dataSourceFeatures?.prefetching?.listView(self, cancelPrefetchingForRowsAt: indexPaths)
    }
}

extension CollectionListView: UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        dataSourceFeatures?.prefetching?.listView(self, prefetchRowsAt: indexPaths)
    }

    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        dataSourceFeatures?.prefetching?.listView(self, cancelPrefetchingForRowsAt: indexPaths)
    }
}
