import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The feed guide's view controller, played against the UIKit stand-in.
@MainActor
struct FeedExampleTests {
    typealias Example = FeedExample

    /// `count` posts, newest first, ten a page; the next request fails when asked to.
    actor FakeFeed: Example.FeedService {
        private let all: [Example.Post]
        private var failsNext = false
        private(set) var requests: [Int?] = []

        init(count: Int) {
            all = (0..<count).reversed().map {
                Example.Post(
                    id: $0, author: "author \($0 % 3)", text: "post \($0)",
                    imageURL: URL(string: "https://example.com/\($0).jpg"))
            }
        }

        func failNextRequest() { failsNext = true }

        func posts(before cursor: Int?) async throws -> Page<Example.Post, Int> {
            requests.append(cursor)
            if failsNext {
                failsNext = false
                throw URLError(.notConnectedToInternet)
            }
            let page = Array(all.drop { post in cursor.map { post.id >= $0 } ?? false }.prefix(10))
            return Page(items: page, nextCursor: page.count == 10 ? page.last?.id : nil)
        }
    }

    actor RecordingImages: Example.ImageLoading {
        private(set) var prefetching: Set<URL> = []

        func prefetch(_ urls: [URL]) { prefetching.formUnion(urls) }
        func cancelPrefetching(_ urls: [URL]) { prefetching.subtract(urls) }
    }

    let images = RecordingImages()

    func show(_ feed: FakeFeed) throws -> (Example.FeedViewController, UICollectionView) {
        let controller = Example.FeedViewController(feed: feed, images: images)
        controller.simulateAppearance()
        let collectionView = try #require(controller.view.subviews.lazy.compactMap { $0 as? UICollectionView }.first)
        return (controller, collectionView)
    }

    func background(_ collectionView: UICollectionView) -> Example.FeedMessageView? {
        collectionView.backgroundView as? Example.FeedMessageView
    }

    @Test func theFirstPageLoadsBehindACentredMessageThenTheFooterLoadsTheNext() async throws {
        let feed = FakeFeed(count: 25)
        let (controller, collectionView) = try show(feed)
        #expect(background(collectionView)?.label.text == "Loading your feed…")
        #expect(collectionView.numberOfSections == 1, "no loading footer below nothing")

        await settle { !controller.mediator.isLoading }
        #expect(background(collectionView) == nil)
        #expect(controller.posts.items.first?.text == "post 24")

        while controller.mediator.bottom.loadingRow != .endOfList, controller.mediator.bottom.loadingRow != nil {
            collectionView.setContentOffset(CGPoint(x: 0, y: collectionView.contentSize.height), animated: false)
            await settle { !controller.mediator.isLoading }
        }
        #expect(controller.posts.items.count == 25)
        #expect(await feed.requests == [nil, 15, 5])
    }

    @Test func anEmptyFeedSaysSoAndAFailedOneOffersARetry() async throws {
        let (empty, emptyView) = try show(FakeFeed(count: 0))
        await settle { !empty.mediator.isLoading }
        #expect(background(emptyView)?.label.text == "No posts yet: follow someone to fill your feed")

        let feed = FakeFeed(count: 5)
        await feed.failNextRequest()
        let (controller, collectionView) = try show(feed)
        await settle { !controller.mediator.isLoading }
        let failed = try #require(background(collectionView))
        #expect(failed.label.text?.isEmpty == false)

        failed.retry?()
        await settle { !controller.mediator.isLoading }
        #expect(controller.posts.items.count == 5)
        #expect(background(collectionView) == nil)
    }

    @Test func imagesAreFetchedAheadOfTheirCellsAndCancelledWhenNotNeeded() async throws {
        let (controller, collectionView) = try show(FakeFeed(count: 25))
        await settle { !controller.mediator.isLoading }
        let ahead = [IndexPath(item: 8, section: 0), IndexPath(item: 9, section: 0)]

        collectionView.prefetchDataSource?.collectionView(collectionView, prefetchItemsAt: ahead)
        let urls = Set(ahead.compactMap { controller.posts.item(at: $0)?.imageURL })
        await settle(until: { await images.prefetching == urls })

        collectionView.prefetchDataSource?.collectionView(collectionView, cancelPrefetchingForItemsAt: ahead)
        await settle(until: { await images.prefetching.isEmpty })
    }

    @Test func pullingToRefreshLoadsTheNewestPostsAgain() async throws {
        let feed = FakeFeed(count: 25)
        let (controller, collectionView) = try show(feed)
        await settle { !controller.mediator.isLoading }

        collectionView.refreshControl?.simulatePullToRefresh()
        await settle { !controller.mediator.isLoading }

        let requests = await feed.requests
        #expect(requests.filter { $0 == nil }.count == 2, "the first page, then the refresh: \(requests)")
        #expect(controller.posts.items.count >= 10)
    }
}
