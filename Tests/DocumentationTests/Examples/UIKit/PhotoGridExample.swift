import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A photo grid on UIKit" (ListMediatorUIKit.docc/PhotoGridOnUIKit.md), compiled against UIKit
/// or its stand-in.
enum PhotoGridExample {
    struct Photo: Identifiable, Hashable, Sendable {
        let id: Int
        let album: String
        var isFavourite = false
    }

    final class PhotoCell: UICollectionViewCell {
        private(set) var photoID: Int?
        private(set) var showsHeart = false

        func show(_ photo: Photo) {
            photoID = photo.id
            showsHeart = photo.isFavourite
        }
    }

    final class AlbumHeader: UICollectionReusableView {
        private(set) var title = ""

        func show(_ album: GroupedDataSource<Photo, String, CollectionListView>.Section) {
            title = "\(album.key) · \(album.items.count) photos"
        }
    }

    final class LoadingFooter: UICollectionReusableView {
        private(set) var message = ""
        private(set) var offersRetry = false
        var retry: () -> Void = {}

        func show(_ row: LoadingRow) {
            message = row.text
            if case .failed = row { offersRetry = true } else { offersRetry = false }
        }
    }

    @MainActor
    final class PhotoGridViewController: UIViewController, ListViewMediatorDelegate {
        typealias View = CollectionListView
        private let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private lazy var listView = CollectionListView(collectionView: collectionView)
        private let loadPage: (_ after: Int?) async throws -> [Photo]

        let photos = GroupedDataSource<Photo, String, CollectionListView>(
            items: [], sectionKey: \.album,
            cellProvider: .registered(PhotoCell.self) { cell, photo in cell.show(photo) },
            supplementaryViewProvider: .registered(AlbumHeader.self, ofKind: .header) { header, album in
                header.show(album)
            })

        lazy var mediator: ListViewMediator<CollectionListView> = ListViewMediator(
            wrapping: photos, delegate: self,
            loadingFooter: .registered(LoadingFooter.self, ofKind: .footer) { [weak self] footer, row in
                footer.show(row)
                footer.retry = { self?.mediator.retry() }
            })

        init(loadPage: @escaping (_ after: Int?) async throws -> [Photo]) {
            self.loadPage = loadPage
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.collectionViewLayout = listView.makeCompositionalLayout()
            photos.sectionLayout = { album, environment in
                Self.albumGrid(album, environment: environment)
            }
            mediator.loadingSectionLayout = { _, environment in
                Self.footerOnly(environment: environment)
            }
            collectionView.frame = view.bounds
            view.addSubview(collectionView)
            mediator.showsEndOfList = true
            listView.currentDataSource = mediator
            mediator.startLoading(.firstPage)
        }

        func listView(
            _ listView: CollectionListView, mediator: ListViewMediator<CollectionListView>,
            shouldLoad request: LoadRequest
        ) -> Bool {
            Task {
                do {
                    let shown = photos.sections.flatMap(\.items)
                    let page = try await loadPage(request == .nextPage ? shown.last?.id : nil)
                    photos.apply(request == .nextPage ? shown + page : page)
                    mediator.hasMorePages = !page.isEmpty
                    mediator.stopLoading()
                } catch {
                    mediator.stopLoading(failure: "Could not load the photos")
                }
            }
            return true
        }

        /// An album: square photos, three a row (four on a wide screen), under its header.
        static func albumGrid(
            _ album: GroupedDataSource<Photo, String, CollectionListView>.Section,
            environment: any NSCollectionLayoutEnvironment
        ) -> NSCollectionLayoutSection {
            let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 3
            let photo = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .fractionalWidth(1 / CGFloat(columns))),
                repeatingSubitem: photo, count: columns)
            let section = NSCollectionLayoutSection(group: row)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }

        /// The mediator's section: no items, the loading footer.
        static func footerOnly(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
            var list = UICollectionLayoutListConfiguration(appearance: .plain)
            list.footerMode = .supplementary
            return .list(using: list, layoutEnvironment: environment)
        }

        /// Marks a photo as a favourite: its cell is updated in place, not replaced.
        func toggleFavourite(_ id: Int) {
            let updated = photos.sections.flatMap(\.items).map { photo in
                var photo = photo
                if photo.id == id { photo.isFavourite.toggle() }
                return photo
            }
            photos.apply(updated)
        }
    }
}
