import ListMediator
import ListMediatorSearchHistory
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// Every guide's screen keeps its list the size of its view: turned, or shown in a split view or
/// another tab, the list follows (its autoresizing mask), rather than keeping the size it had
/// when the view loaded.
@MainActor
struct GuideScreensResizingTests {
    /// The guides' view controllers, each over a fake of its backend.
    nonisolated static let screens: [(name: String, make: @MainActor @Sendable () -> UIViewController)] = [
        (
            "feed",
            {
                FeedExample.FeedViewController(
                    feed: FeedExampleTests.FakeFeed(count: 5), images: FeedExampleTests.RecordingImages())
            }
        ),
        ("photo grid", { PhotoGridExample.PhotoGridViewController(library: PhotoGridExampleTests.FakePhotoLibrary()) }),
        ("settings", { SettingsExample.SettingsViewController(service: SettingsExampleTests.FakeAccountService()) }),
        (
            "search screen",
            {
                SearchScreenExample.SearchViewController(
                    client: SearchScreenExample.ProductSearchClient(catalogue: []),
                    repository: InMemoryHistoryRepository())
            }
        ),
        ("products", { UIKitExamples.ProductsViewController(catalogue: .init()) }),
        ("paged products", { UIKitExamples.PagedProductsViewController(api: .init()) }),
        ("catalogue", { UIKitExamples.CatalogueViewController(products: []) }),
        ("game", { UIKitExamples.GameViewController(game: .init()) }),
        ("search history", { UIKitExamples.SearchViewController(repository: InMemoryHistoryRepository()) }),
    ]

    @Test(arguments: screens.indices)
    func theListsFollowTheirViewsSize(screen: Int) {
        let (name, make) = Self.screens[screen]
        let controller = make()
        let view: UIView = controller.view
        let before = view.subviews.map(\.frame)
        view.frame.size = CGSize(width: view.frame.width + 200, height: view.frame.height - 300)

        let lists = view.subviews.filter { $0 is UIScrollView }
        #expect(!lists.isEmpty, "\(name): no list")
        for (list, frame) in zip(view.subviews, before) where list is UIScrollView {
            #expect(list.frame.width == frame.width + 200, "\(name)")
            #expect(list.frame.height == frame.height - 300, "\(name)")
        }
    }
}
