import Foundation

/// Hands `handler` the items at `indexPaths` that are still rows (a prefetch may name rows an
/// update has removed since), when there are any: the item-level prefetching of the flat and
/// grouped data sources.
@MainActor
func handOver<Item>(_ indexPaths: [IndexPath], as item: (IndexPath) -> Item?, to handler: (([Item]) -> Void)?) {
    guard let handler else { return }
    let items = indexPaths.compactMap(item)
    if !items.isEmpty { handler(items) }
}
