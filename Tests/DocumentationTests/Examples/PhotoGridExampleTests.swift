import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The photo grid guide's view controller, played against the UIKit stand-in.
@MainActor
struct PhotoGridExampleTests {
    typealias Example = PhotoGridExample

    /// Two pages of photos in two albums, then none; the first request fails when asked to.
    actor FakePhotoLibrary: Example.PhotoLibrary {
        var failsNext = false
        private(set) var requests: [Int?] = []
        private var photos: [Example.Photo]

        init(photoCount: Int = 8) {
            photos = (0..<photoCount).map { Example.Photo(id: $0, album: $0 % 2 == 0 ? "Beach" : "City") }
        }

        func failNextRequest() { failsNext = true }

        func photos(after cursor: Int?) async throws -> Page<Example.Photo, Int> {
            requests.append(cursor)
            if failsNext {
                failsNext = false
                throw URLError(.notConnectedToInternet)
            }
            let page = Array(photos.drop { photo in cursor.map { photo.id <= $0 } ?? false }.prefix(4))
            return Page(items: page, nextCursor: page.count == 4 ? page.last?.id : nil)
        }

        func deletePhotos(_ ids: Set<Int>) async throws {
            photos.removeAll { ids.contains($0.id) }
        }
    }

    func collectionView(of controller: UIViewController) throws -> UICollectionView {
        try #require(controller.view.subviews.lazy.compactMap { $0 as? UICollectionView }.first)
    }

    func headers(_ collectionView: UICollectionView) -> [String] {
        collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
            .sorted().compactMap {
                (collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: $0)
                    as? Example.AlbumHeader)?.title
            }
    }

    func footer(_ collectionView: UICollectionView, section: Int) -> Example.LoadingFooter? {
        collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
            as? Example.LoadingFooter
    }

    @Test func theGridLoadsPagesIntoAlbumsWithHeadersAndEndsWithAFooter() async throws {
        let library = FakePhotoLibrary()
        let controller = Example.PhotoGridViewController(library: library)
        controller.simulateAppearance()
        let collectionView = try collectionView(of: controller)
        #expect(footer(collectionView, section: 0)?.message == "Loading…")
        // A short first page is followed by the next at once, without a scroll.
        await settle { controller.mediator.bottom.loadingRow == .endOfList }

        for _ in 0..<3 {
            collectionView.setContentOffset(CGPoint(x: 0, y: collectionView.contentSize.height), animated: false)
            await settle { !controller.mediator.isLoading }
        }

        #expect(await library.requests == [nil, 3, 7])
        #expect(controller.photos.sections.map(\.items.count) == [4, 4])
        #expect(controller.mediator.bottom.loadingRow == .endOfList)
        let top = CGPoint(x: 0, y: 0)
        collectionView.setContentOffset(top, animated: false)
        #expect(headers(collectionView) == ["Beach · 4 photos", "City · 4 photos"])
        // Each album is the grid its data source lays out: three square photos a row under a
        // 44-point header, the fourth on a second row.
        #expect(
            collectionView.frameForItem(at: IndexPath(item: 2, section: 0))
                == CGRect(x: 260, y: 44, width: 130, height: 130))
        #expect(
            collectionView.frameForItem(at: IndexPath(item: 3, section: 0))
                == CGRect(x: 0, y: 174, width: 130, height: 130))
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 1))?.minY == CGFloat(304 + 44))
    }

    @Test func aFailedPageOffersARetryInTheFooter() async throws {
        let library = FakePhotoLibrary()
        await library.failNextRequest()
        let controller = Example.PhotoGridViewController(library: library)
        controller.simulateAppearance()
        let collectionView = try collectionView(of: controller)
        await settle { !controller.mediator.isLoading }

        let failed = try #require(footer(collectionView, section: 0))
        #expect(failed.message == "Could not load the photos — tap to retry")
        #expect(failed.offersRetry)

        failed.retry()
        await settle { !controller.mediator.isLoading }
        #expect(controller.photos.sections.count == 2)
    }

    @Test func aFavouriteIsShownByTheSameCellUpdatedInPlace() async throws {
        let controller = Example.PhotoGridViewController(library: FakePhotoLibrary())
        controller.simulateAppearance()
        let collectionView = try collectionView(of: controller)
        await settle { !controller.mediator.isLoading }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? Example.PhotoCell)
        let batches = collectionView.performedBatchUpdates.count

        controller.toggleFavourite(0)

        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(cell.showsHeart)
        #expect(collectionView.performedBatchUpdates.count == batches)  // no batch: updated in place
        #expect(collectionView.reconfiguredCellCount == 1)
    }

    @Test func selectingSeveralPhotosAndDeletingThemRemovesThemFromTheLibraryAndTheGrid() async throws {
        let library = FakePhotoLibrary()
        let controller = Example.PhotoGridViewController(library: library)
        controller.simulateAppearance()
        let collectionView = try collectionView(of: controller)
        await settle { !controller.mediator.isLoading }
        #expect(!controller.deleteButton.isEnabled)

        controller.selectButton.simulateTap()
        collectionView.simulateTap(at: IndexPath(item: 0, section: 0))  // Beach 0
        collectionView.simulateTap(at: IndexPath(item: 1, section: 1))  // City 3
        #expect(controller.title == "2 selected")
        #expect(controller.deleteButton.isEnabled)
        #expect(controller.opened.isEmpty, "selecting opens nothing")

        controller.deleteButton.simulateTap()
        await settle { !controller.isEditing }

        #expect(controller.photos.sections.flatMap(\.items).map(\.id).sorted() == [1, 2, 4, 5, 6, 7])
        let next = try await library.photos(after: nil)
        #expect(next.items.map(\.id) == [1, 2, 4, 5], "gone from the library too")
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(controller.selectButton.title == "Select")
    }

    @Test func aTwoFingerPanStartsSelectionAndSelectsThePhotosItCrosses() async throws {
        let controller = Example.PhotoGridViewController(library: FakePhotoLibrary())
        controller.simulateAppearance()
        let collectionView = try collectionView(of: controller)
        await settle { !controller.mediator.isLoading }

        let began = collectionView.simulateTwoFingerPan(across: (0..<3).map { IndexPath(item: $0, section: 0) })

        #expect(began)
        #expect(controller.isEditing)
        #expect(controller.title == "3 selected")
        #expect(controller.opened.isEmpty)
    }

    @Test func outsideSelectionATapOpensThePhotoAndLeavesNothingSelected() async throws {
        let controller = Example.PhotoGridViewController(library: FakePhotoLibrary())
        controller.simulateAppearance()
        let collectionView = try collectionView(of: controller)
        await settle { !controller.mediator.isLoading }

        collectionView.simulateTap(at: IndexPath(item: 1, section: 0))

        #expect(controller.opened.map(\.id) == [2])
        #expect(controller.photos.selectedItems.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aSelectionStaysOnItsPhotosWhileTheNextPageArrives() async throws {
        let controller = Example.PhotoGridViewController(library: FakePhotoLibrary(photoCount: 200))
        controller.simulateAppearance()
        let collectionView = try collectionView(of: controller)
        await settle { !controller.mediator.isLoading }
        controller.selectButton.simulateTap()
        collectionView.simulateTap(at: IndexPath(item: 1, section: 1))
        collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
        let selected = controller.photos.selectedItems
        let loaded = controller.photos.sections.flatMap(\.items).count

        collectionView.setContentOffset(CGPoint(x: 0, y: collectionView.contentSize.height), animated: false)
        await settle { !controller.mediator.isLoading }

        #expect(controller.photos.sections.flatMap(\.items).count > loaded, "a page came in")
        #expect(controller.photos.selectedItems == selected)
        #expect(collectionView.indexPathsForSelectedItems == controller.photos.indexPathsForSelectedItems)
    }
}
