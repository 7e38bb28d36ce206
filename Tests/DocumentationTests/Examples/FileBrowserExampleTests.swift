import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The file browser guide's view controller, played against the UIKit stand-in: folders load
/// when they open, with a loading row, a failure that a tap retries, and UIKit's disclosure.
@MainActor
struct FileBrowserExampleTests {
    typealias Example = FileBrowserExample

    actor FakeFiles: Example.FileService {
        struct Offline: LocalizedError {
            var errorDescription: String? { "The server is offline" }
        }
        var failuresLeft: Int

        init(failures: Int = 0) { failuresLeft = failures }

        func contents(ofFolder path: String) async throws -> [Example.RemoteFile] {
            if failuresLeft > 0 {
                failuresLeft -= 1
                throw Offline()
            }
            return [
                Example.RemoteFile(path: path + "Taxes/", name: "Taxes", isFolder: true),
                Example.RemoteFile(path: path + "cv.pdf", name: "cv.pdf", isFolder: false),
            ]
        }
    }

    func show(_ files: FakeFiles) throws -> (Example.FileBrowserViewController, UICollectionView) {
        let controller = Example.FileBrowserViewController(files: files)
        controller.simulateAppearance()
        let collectionView = try #require(
            controller.view.subviews.lazy.compactMap { $0 as? UICollectionView }.first)
        return (controller, collectionView)
    }

    func texts(_ collectionView: UICollectionView) -> [String?] {
        (0..<collectionView.numberOfItems(inSection: 0)).map {
            (collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.contentConfiguration
                as? UIListContentConfiguration)?.text
        }
    }

    @Test func theHomeFolderLoadsAndASubfolderOpensFromItsDisclosure() async throws {
        let (controller, collectionView) = try show(FakeFiles())
        #expect(texts(collectionView) == ["Home", "Loading…"])
        await settle { !controller.browser.isLoadingChildren(of: "/") }
        #expect(texts(collectionView) == ["Home", "Taxes", "cv.pdf"])

        let taxes = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? OutlineListCell)
        #expect(taxes.indentationLevel == 1)
        try #require(taxes.accessories.first).simulateTap()
        await settle { !controller.browser.isLoadingChildren(of: "/Taxes/") }
        #expect(texts(collectionView) == ["Home", "Taxes", "Taxes", "cv.pdf", "cv.pdf"])
        #expect(controller.browser.rows.map(\.depth) == [0, 1, 2, 2, 1])
    }

    @Test func aFoldersMenuExpandsEverythingInItAndCollapsesItAgain() async throws {
        let (controller, collectionView) = try show(FakeFiles())
        await settle { !controller.browser.isLoadingChildren(of: "/") }
        let delegate = try #require(collectionView.delegate)
        func choose(_ title: String, onItem item: Int) throws {
            let configuration = try #require(
                delegate.collectionView(
                    collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: item, section: 0)],
                    point: .zero))
            let menu = try #require(configuration.simulateMenu())
            #expect(menu.children.compactMap { ($0 as? UIAction)?.title } == ["Expand All", "Collapse All"])
            try #require(menu.children.compactMap { $0 as? UIAction }.first { $0.title == title }).simulateChoice()
        }

        try choose("Expand All", onItem: 0)
        #expect(texts(collectionView) == ["Home", "Taxes", "Loading…", "cv.pdf"], "Taxes had not loaded")
        await settle { !controller.browser.isLoadingChildren(of: "/Taxes/") }
        #expect(texts(collectionView) == ["Home", "Taxes", "Taxes", "cv.pdf", "cv.pdf"], "loaded: collapsed")

        try choose("Collapse All", onItem: 0)
        #expect(texts(collectionView) == ["Home"])
        _ = try controller.browser.expand("/")
        #expect(texts(collectionView) == ["Home", "Taxes", "cv.pdf"], "Taxes open no more")
        #expect(
            delegate.collectionView(
                collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 2, section: 0)], point: .zero)
                == nil, "a file has no menu")
    }

    @Test func aFailedFolderLoadsAgainWhenItsRowIsTapped() async throws {
        let (controller, collectionView) = try show(FakeFiles(failures: 1))
        await settle { !controller.browser.isLoadingChildren(of: "/") }
        #expect(texts(collectionView) == ["Home", "The server is offline"])

        collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
        await settle { !controller.browser.isLoadingChildren(of: "/") }
        #expect(texts(collectionView) == ["Home", "Taxes", "cv.pdf"])
    }

    @Test func aTappedFileOpens() async throws {
        let (controller, collectionView) = try show(FakeFiles())
        var opened: [String] = []
        controller.onOpen = { opened.append($0.path) }
        await settle { !controller.browser.isLoadingChildren(of: "/") }

        collectionView.simulateTap(at: IndexPath(item: 2, section: 0))

        #expect(opened == ["/cv.pdf"])
    }
}
