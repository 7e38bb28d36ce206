import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The timeline guide's view controller, played against the UIKit stand-in.
@MainActor
struct TimelineExampleTests {
    typealias Example = TimelineExample

    /// Posts 1…`count`, newest first, ten a page, served around any post; records the cursors.
    actor FakeTimeline: Example.TimelineService {
        let count: Int
        private(set) var requests: [PageRequest<Int>] = []

        init(count: Int) { self.count = count }

        func posts(_ request: PageRequest<Int>) async throws -> Page<Example.Post, Int> {
            requests.append(request)
            // Newest first: position 0 is post `count`. Cursors are positions.
            let (lower, upper): (Int, Int) =
                switch request.kind {
                case .previousPage: (max(0, (request.cursor ?? 0) - 10), (request.cursor ?? 0) - 1)
                case .nextPage: ((request.cursor ?? count), min(count - 1, (request.cursor ?? count) + 9))
                case .firstPage, .refresh:
                    request.cursor.map { id in
                        let position = count - id
                        return (max(0, position - 5), min(count - 1, position + 4))
                    } ?? (0, min(count - 1, 9))
                }
            guard lower <= upper else { return Page(items: [], nextCursor: nil) }
            let posts = (lower...upper).map { Example.Post(id: count - $0, text: "post \(count - $0)") }
            return Page(
                items: posts, previousCursor: lower > 0 ? lower : nil, nextCursor: upper < count - 1 ? upper + 1 : nil)
        }

        /// The cursor of every request, reloads as the post they were around.
        var cursors: [Int?] { requests.map(\.cursor) }
    }

    @Test func theTimelineOpensAtThePostFromTheLinkAndGrowsBothWays() async throws {
        let timeline = FakeTimeline(count: 200)
        let controller = Example.TimelineViewController(service: timeline, openingAt: 120)
        controller.simulateAppearance()
        let collectionView = try #require(controller.view.subviews.lazy.compactMap { $0 as? UICollectionView }.first)
        await settle { !controller.mediator.isLoading && controller.posts.items.contains { $0.id == 120 } }

        #expect(await timeline.cursors.first == 120)
        let row = try #require(controller.posts.items.firstIndex { $0.id == 120 })
        let section = controller.mediator.top.loadingSection == nil ? 0 : 1
        let frame = try #require(
            collectionView.layoutAttributesForItem(at: IndexPath(item: row, section: section))?.frame)
        let onScreen = frame.minY - collectionView.contentOffset.y
        #expect(onScreen >= 0 && frame.maxY - collectionView.contentOffset.y <= collectionView.bounds.height)
        #expect(controller.mediator.hasPreviousPage && controller.mediator.hasNextPage)
    }
}
