import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// Supplementary views of every kind: registered and dequeued through the collection view, asked
// of the data source when the layout wants one, and refreshed in place after each batch update.

extension CollectionListView {
    public func register(
        _ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind kind: SupplementaryViewKind,
        withReuseIdentifier identifier: String
    ) {
        collectionView.register(viewClass, forSupplementaryViewOfKind: kind.rawValue, withReuseIdentifier: identifier)
    }

    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let refreshing = refreshingSupplementaryView {
            return refreshing.handBack(ofKind: kind, withReuseIdentifier: identifier)
        }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind.rawValue, withReuseIdentifier: identifier, for: indexPath)
    }

    /// The data source's view of `kind` at `indexPath`, or — UIKit needs a view for every element
    /// the layout asks for — an empty one when the data source gives none.
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        askedSupplementaryKinds.insert(kind)
        let elementKind = SupplementaryViewKind(rawValue: kind)
        if let view = dataSource?.listView(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath) {
            return view
        }
        if !placeholderKinds.contains(kind) {
            placeholderKinds.insert(kind)
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.placeholderIdentifier)
        }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.placeholderIdentifier, for: indexPath)
    }

    /// Asks the data source again for the supplementary views on screen, each handed back by the
    /// dequeue it makes, so changed texts show without replacing a view. A section whose data
    /// source no longer gives a view it shows is reloaded. Empty views stand for none and are left
    /// alone: a section that starts giving a view shows it once the section is reloaded or
    /// scrolled back on screen.
    func refreshVisibleSupplementaryViews() {
        guard let dataSource else { return }
        var vanished = IndexSet()
        for kind in askedSupplementaryKinds.sorted() {
            for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                guard let shown = collectionView.supplementaryView(forElementKind: kind, at: indexPath),
                    let identifier = shown.reuseIdentifier, identifier != Self.placeholderIdentifier
                else { continue }
                let elementKind = SupplementaryViewKind(rawValue: kind)
                refreshingSupplementaryView = SupplementaryViewRefresh(
                    view: shown, kind: elementKind, identifier: identifier, indexPath: indexPath)
                if dataSource.listView(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath) == nil {
                    vanished.insert(indexPath[0])
                }
                refreshingSupplementaryView = nil
            }
        }
        // A view the data source no longer gives goes with a reload of its section, which shows
        // an empty view in its place.
        if !vanished.isEmpty { collectionView.reloadSections(vanished) }
    }

    /// The identifier of the empty views shown where the data source gives none.
    static let placeholderIdentifier = "ListMediator.EmptySupplementaryView"
}
