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

        func show(_ item: LoadingItem) {
            message = item.text
            offersRetry = item.isRetryable
        }
    }

    /// The app's photo service: an actor in the app, a fake one in its tests.
    protocol PhotoLibrary: Actor {
        func photos(after cursor: Int?) async throws -> Page<Photo, Int>
        func deletePhotos(_ ids: Set<Int>) async throws
    }

    final class PhotoGridViewController: UIViewController {
        private let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private lazy var listView = CollectionListView(collectionView: collectionView)
        private let library: any PhotoLibrary

        let photos = GroupedDataSource<Photo, String, CollectionListView>(
            items: [], sectionKey: \.album,
            cellProvider: .registered(PhotoCell.self) { cell, photo in cell.show(photo) },
            supplementaryViewProvider: .registered(AlbumHeader.self, ofKind: .header) { header, album in
                header.show(album)
            })
        lazy var paging = PagingController(items: photos) { [library] request in
            try await library.photos(after: request.cursor)
        }
        lazy var mediator: ListViewMediator<CollectionListView> = ListViewMediator(
            wrapping: photos, loader: paging,
            loadingRow: .footer(
                .registered(LoadingFooter.self, ofKind: .footer) { footer, item in
                    footer.show(item)
                    footer.retry = { item.retry() }
                }))
        /// Select / Done, and the selection's batch action.
        private(set) lazy var selectButton = UIBarButtonItem(
            title: "Select", primaryAction: UIAction { [weak self] _ in self?.toggleSelecting() })
        private(set) lazy var deleteButton = UIBarButtonItem(
            systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.deleteSelectedPhotos() })
        /// The photos the user opened with a tap outside selection mode.
        private(set) var opened: [Photo] = []

        init(library: any PhotoLibrary) {
            self.library = library
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.collectionViewLayout = listView.makeCompositionalLayout()
            photos.sectionLayout = { album, environment in
                Self.albumGrid(album, environment: environment)
            }
            collectionView.frame = view.bounds
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            navigationItem.rightBarButtonItem = selectButton
            deleteButton.isEnabled = false
            // Several photos at once while selecting; a tap opens one otherwise.
            listView.allowsMultipleSelectionDuringEditing = true
            photos.onSelect = { [weak self] photo in self?.didTap(photo) }
            photos.onDeselect = { [weak self] _ in self?.selectionDidChange() }
            // A two-finger pan across the grid selects the photos it crosses, starting selection.
            photos.onMultipleSelectionInteraction = { [weak self] in self?.setEditing(true, animated: true) }
            paging.failureMessage = { _ in "Could not load the photos" }
            mediator.showsEndOfList = true
            listView.currentDataSource = mediator
            paging.loadFirstPage()
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            listView.isEditing = editing
            if !editing { photos.deselectAllItems(animated: animated) }
            selectButton.title = editing ? "Done" : "Select"
            navigationItem.leftBarButtonItem = editing ? deleteButton : nil
            selectionDidChange()
        }

        private func toggleSelecting() {
            setEditing(!isEditing, animated: true)
        }

        private func didTap(_ photo: Photo) {
            guard isEditing else {
                photos.deselectAllItems()
                opened.append(photo)  // show the photo
                return
            }
            selectionDidChange()
        }

        private func selectionDidChange() {
            deleteButton.isEnabled = !photos.selectedItems.isEmpty
            title = isEditing ? "\(photos.selectedItems.count) selected" : "Photos"
        }

        /// Deletes the selected photos; the selection stays until the library has deleted them.
        func deleteSelectedPhotos() {
            let ids = Set(photos.selectedItems.map(\.id))
            guard !ids.isEmpty else { return }
            Task {
                do {
                    try await library.deletePhotos(ids)
                    // The photos shown now, which a page may have added to while deleting.
                    photos.apply(photos.sections.flatMap(\.items).filter { !ids.contains($0.id) })
                    setEditing(false, animated: true)
                } catch {
                    title = "Could not delete the photos"
                }
            }
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
