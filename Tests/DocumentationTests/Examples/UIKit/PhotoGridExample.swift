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

    final class LoadingCell: UICollectionViewCell {}

    @MainActor
    final class PhotoGridViewController: UIViewController, ListViewMediatorDelegate {
        typealias View = CollectionListView
        private let layout = UICollectionViewFlowLayout()
        private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
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
            loadingRowCell: .registered(LoadingCell.self) { _, _ in },
            loadingPresentation: .footer(
                .registered(LoadingFooter.self, ofKind: .footer) { [weak self] footer, row in
                    footer.show(row)
                    footer.retry = { self?.mediator.retry() }
                }))

        init(loadPage: @escaping (_ after: Int?) async throws -> [Photo]) {
            self.loadPage = loadPage
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            layout.headerReferenceSize = CGSize(width: 0, height: 44)
            layout.footerReferenceSize = CGSize(width: 0, height: 60)
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
