import ListMediator
import ListMediatorStore
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The offline feed guide's view controller, played against the UIKit stand-in over a real
/// store file: a second launch opens offline, where the first left off.
@MainActor
struct OfflineFeedExampleTests {
    typealias Example = OfflineFeedExample

    /// `count` posts, one a minute, newest first, thirty a page; offline when asked to be.
    actor FakeFeedAPI: Example.FeedAPI {
        private let all: [Example.Post]
        private var isOffline = false

        init(count: Int) {
            let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
            all = (0..<count).map {
                Example.Post(
                    id: "p\($0)", published: now.addingTimeInterval(-60 * Double($0)), author: "author \($0 % 3)",
                    text: "post \($0)")
            }
        }

        func goOffline() { isOffline = true }

        func posts(_ request: RemotePageRequest<Example.Post>) async throws -> RemotePage<Example.Post> {
            if isOffline { throw URLError(.notConnectedToInternet) }
            var start = 0
            if case .page(at: .end) = request.kind, case .text(let cursor)? = request.cursor {
                start = Int(cursor) ?? 0
            }
            let end = min(start + 30, all.count)
            return RemotePage(items: Array(all[start..<end]), nextCursor: end < all.count ? .text(String(end)) : nil)
        }
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offline-feed-\(UUID().uuidString)")
    var storeURL: URL { folder.appendingPathComponent("feed.sqlite") }

    func show(_ api: FakeFeedAPI) throws -> (Example.OfflineFeedViewController, UITableView) {
        let store = try ListStore(fileURL: storeURL) { _ in }
        let controller = Example.OfflineFeedViewController(store: store, api: api)
        controller.simulateAppearance()
        let tableView = try #require(controller.view.subviews.lazy.compactMap { $0 as? UITableView }.first)
        return (controller, tableView)
    }

    @Test func aSecondLaunchOpensOfflineAtThePostLeftAndARefreshThereShowsTheBanner() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let api = FakeFeedAPI(count: 100)
        var left: Example.Post?
        do {
            let (controller, tableView) = try show(api)
            await settle { !controller.mediator.isLoading }
            #expect(controller.posts.items.first?.text == "post 0")
            tableView.scrollToRow(at: IndexPath(row: 12, section: 0), at: .top, animated: false)
            left = tableView.indexPathsForVisibleRows?.first.flatMap { controller.posts.item(at: $0) }
            controller.viewWillDisappear(false)
        }

        await api.goOffline()
        let (controller, tableView) = try show(api)
        await settle { !controller.mediator.isLoading }

        // At the top, unless the rows loaded below it are too few to scroll it there.
        let onScreen = (tableView.indexPathsForVisibleRows ?? []).compactMap { controller.posts.item(at: $0) }
        #expect(left != nil && onScreen.prefix(2).contains { $0 == left }, "the post left is back at the top")
        #expect(controller.offlineBanner.isHidden, "a fresh cache opens without asking the server")

        let rowsBefore = controller.posts.items
        controller.paging.refresh()
        await settle { !controller.mediator.isLoading && !controller.offlineBanner.isHidden }
        #expect(controller.offlineBanner.text?.hasPrefix("Offline: showing saved posts") == true)
        #expect(controller.posts.items == rowsBefore, "the saved posts stay, not an error")

        let shown = try #require(controller.posts.items.first)
        try controller.delete(shown)
        #expect(controller.posts.items.first?.id != shown.id, "deleted offline, gone from the rows at once")
    }
}
