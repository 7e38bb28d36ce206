import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// One collection view, one compositional layout, each part of a composite laid out by its own
/// data source: a carousel, a grid and a list, with headers, a supplementary view of the app's
/// own kind, and the mediator's loading footer.
@MainActor
struct CompositionalLayoutOnUIKitTests {
    final class TileCell: UICollectionViewCell {
        var text: String?
    }

    final class TitleView: UICollectionReusableView {
        var text: String?
    }

    /// Accepts every load, and leaves it running.
    final class AcceptingOwner: ListViewMediatorDelegate {
        typealias View = CollectionListView

        func listView(
            _ listView: CollectionListView, mediator: ListViewMediator<CollectionListView>,
            shouldLoad request: LoadRequest
        ) -> Bool { true }
    }

    static let badgeKind = SupplementaryViewKind(rawValue: "badge")

    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
    let listView: CollectionListView
    let featured = FlatDataSource<String, CollectionListView>(
        items: ["f0", "f1", "f2", "f3"], cellProvider: .registered(TileCell.self) { $0.text = $1 })
    let photos = FlatDataSource<String, CollectionListView>(
        items: (0..<7).map { "p\($0)" }, cellProvider: .registered(TileCell.self) { $0.text = $1 },
        supplementaryViewProvider: .combining(
            .registered(TitleView.self, ofKind: .header) { view, items in view.text = "\(items.count) photos" },
            .registered(TitleView.self, ofKind: badgeKind, reuseIdentifier: "Badge") { view, items in
                view.text = "new: \(items.count)"
            }))
    let albums = FlatDataSource<String, CollectionListView>(
        items: ["Holidays", "Family"], cellProvider: .registered(TileCell.self) { $0.text = $1 })

    /// An item as tall as its group and `widthFraction` of its width.
    static func item(widthFraction: CGFloat) -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(widthFraction), heightDimension: .fractionalHeight(1)))
    }

    init() {
        listView = CollectionListView(collectionView: collectionView)
        featured.sectionLayout = { _, environment in
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(environment.container.contentSize.width * 0.8),
                    heightDimension: .absolute(120)),
                subitems: [Self.item(widthFraction: 1)])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            return section
        }
        photos.sectionLayout = { _, _ in
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                repeatingSubitem: Self.item(widthFraction: 1 / 3), count: 3)
            let section = NSCollectionLayoutSection(group: group)
            let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: Self.badgeKind.rawValue, alignment: .bottom),
            ]
            return section
        }
        collectionView.collectionViewLayout = listView.makeCompositionalLayout()
        listView.currentDataSource = CompositeDataSource([featured, photos, albums])
    }

    func frame(_ item: Int, _ section: Int) -> CGRect? {
        collectionView.frameForItem(at: IndexPath(item: item, section: section))
    }

    func text(ofKind kind: String, inSection section: Int) -> String? {
        (collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)) as? TitleView)?
            .text
    }

    @Test func eachDataSourceLaysOutItsOwnSectionInOneLayout() {
        collectionView.layoutIfNeeded()

        #expect(frame(1, 0) == CGRect(x: 312, y: 0, width: 312, height: 120), "the carousel: side by side")
        #expect(frame(4, 1) == CGRect(x: 130, y: 260, width: 130, height: 100), "the grid, below its header")
        #expect(frame(1, 2) == CGRect(x: 0, y: 544, width: 390, height: 44), "the list, the default section")
        #expect(collectionView.contentSize.height == CGFloat(120 + 40 + 300 + 40 + 88))
    }

    @Test func theCarouselShowsOnlyTheItemsWithinTheWidth() {
        let visible = collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.sorted()
        #expect(visible == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test func headersAndViewsOfTheAppsOwnKindComeFromTheDataSourceThatOwnsTheSection() {
        collectionView.layoutIfNeeded()

        #expect(text(ofKind: UICollectionView.elementKindSectionHeader, inSection: 1) == "7 photos")
        #expect(text(ofKind: "badge", inSection: 1) == "new: 7")
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "badge") == [
                IndexPath(item: 0, section: 1)
            ])
    }

    @Test func aBadgeAtTheTrailingEdgeHasItsOwnWidth() {
        albums.sectionLayout = { _, environment in
            let section = NSCollectionLayoutSection.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(20)),
                    elementKind: Self.badgeKind.rawValue, alignment: .topTrailing)
            ]
            return section
        }
        collectionView.reloadData()
        collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)

        #expect(frame(0, 2) == CGRect(x: 0, y: 520, width: 390, height: 44), "below the 20-point badge")
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "badge").contains(
                IndexPath(item: 0, section: 2)))
    }

    @Test func theLayoutFollowsAnUpdateAndItsViewsAreRefreshedInPlace() {
        collectionView.layoutIfNeeded()
        let badge = collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 1))

        photos.apply((0..<9).map { "p\($0)" })

        #expect(frame(8, 1) == CGRect(x: 260, y: 360, width: 130, height: 100))
        #expect(text(ofKind: "badge", inSection: 1) == "new: 9")
        #expect(collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 1)) === badge)
    }

    struct Tile: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    @Test func aContentChangeKeepsEveryVisibleCellObjectAndShowsTheNewContent() {
        let tiles = FlatDataSource<Tile, CollectionListView>(
            items: (0..<9).map { Tile(id: $0, name: "tile \($0)") },
            cellProvider: .registered(TileCell.self) { $0.text = $1.name })
        let grid = photos.sectionLayout
        tiles.sectionLayout = { _, environment in grid?([], environment) }
        listView.currentDataSource = CompositeDataSource([tiles])
        let before = Dictionary(
            uniqueKeysWithValues: collectionView.indexPathsForVisibleItems.map {
                ($0, collectionView.cellForItem(at: $0))
            })

        tiles.apply((0..<9).map { Tile(id: $0, name: $0.isMultiple(of: 3) ? "renamed \($0)" : "tile \($0)") })

        #expect(before.count == 9, "every tile of the grid")
        for (indexPath, cell) in before {
            #expect(collectionView.cellForItem(at: indexPath) === cell, "\(indexPath)")
        }
        #expect((collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TileCell)?.text == "renamed 3")
        #expect(collectionView.reconfiguredCellCount == 3)
    }

    @Test func theMediatorsLoadingFooterShowsWithNoLayoutOfTheApps() {
        let owner = AcceptingOwner()
        let mediator = mediatorWithALoadingFooter(delegate: owner)

        mediator.startLoading(.nextPage)
        collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)

        #expect(text(ofKind: UICollectionView.elementKindSectionFooter, inSection: 3) == LoadingRow.loading.text)
    }

    @Test func theMediatorsOwnLoadingSectionLayoutReplacesTheViews() {
        let owner = AcceptingOwner()
        let mediator = mediatorWithALoadingFooter(delegate: owner)
        mediator.loadingSectionLayout = { _, environment in
            // A list with no footer: the loading footer is not asked for.
            .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }

        mediator.startLoading(.nextPage)
        collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)

        #expect(text(ofKind: UICollectionView.elementKindSectionFooter, inSection: 3) == nil)
    }

    /// The three data sources behind a mediator that shows its loading row as a footer.
    private func mediatorWithALoadingFooter(delegate: AcceptingOwner) -> ListViewMediator<CollectionListView> {
        listView.currentDataSource = nil  // releases the composite, so its children can be shown again
        let mediator = ListViewMediator(
            wrapping: CompositeDataSource([featured, photos, albums]), delegate: delegate,
            loadingRow: .footer(.registered(TitleView.self, ofKind: .footer) { view, row in view.text = row.text }))
        listView.currentDataSource = mediator
        return mediator
    }
}

#if !canImport(UIKit)
    /// What the stand-in does not lay out, it refuses with a message rather than lay out wrong.
    @MainActor
    struct CompositionalLayoutLimitsTests {
        @Test func aGroupNestedInAGroupStopsTheTest() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let size = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    let inner = NSCollectionLayoutGroup.horizontal(
                        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let outer = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [inner])
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                        collectionViewLayout: UICollectionViewCompositionalLayout(
                            section: NSCollectionLayoutSection(group: outer)))
                    let listView = CollectionListView(collectionView: collectionView)
                    listView.currentDataSource = FlatDataSource<String, CollectionListView>(
                        items: ["a"], cellProvider: .registered(UICollectionViewCell.self) { _, _ in })
                    collectionView.layoutIfNeeded()
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("the stand-in does not lay out groups nested in groups"))
        }
    }
#endif
