import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A file browser with folders that load" (ListMediatorUIKit.docc/FileBrowserOnUIKit.md),
/// compiled against UIKit or its stand-in.
enum FileBrowserExample {
    struct RemoteFile: Identifiable, Hashable, Sendable {
        let path: String
        let name: String
        let isFolder: Bool

        var id: String { path }
    }

    /// The file server: an actor in the app, a fake one in its tests.
    protocol FileService: Actor {
        func contents(ofFolder path: String) async throws -> [RemoteFile]
    }

    final class FileBrowserViewController: UIViewController {
        private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private lazy var listView = CollectionListView(collectionView: collectionView)
        let browser: OutlineDataSource<RemoteFile, CollectionListView>
        /// Called with the file the user opens.
        var onOpen: ((RemoteFile) -> Void)?

        init(files: any FileService) {
            browser = OutlineDataSource(
                root: RemoteFile(path: "/", name: "Home", isFolder: true), hasChildren: \.isFolder,
                loadChildren: { folder in try await files.contents(ofFolder: folder.path) },
                cellProvider: .outline { cell, row in
                    var content = cell.defaultContentConfiguration()
                    switch row.placeholder {
                    case .loading:
                        content.text = "Loading…"
                    case .failed(let message):
                        content.text = message
                        content.secondaryText = "Tap to try again"
                    case nil:
                        content.text = row.item.name
                        content.image = UIImage(systemName: row.item.isFolder ? "folder" : "doc")
                    }
                    cell.contentConfiguration = content
                })
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Files"
            collectionView.frame = view.bounds
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            collectionView.collectionViewLayout = listView.makeCompositionalLayout { _, environment in
                .list(using: UICollectionLayoutListConfiguration(appearance: .sidebar), layoutEnvironment: environment)
            }
            // A folder opens and closes with a tap on its row as on its disclosure; a file opens.
            browser.tapTogglesExpansion = true
            browser.onSelect = { [weak self] row in
                self?.browser.deselectAllItems()
                self?.onOpen?(row.item)
            }
            // A folder's menu opens or closes everything in it at once.
            browser.contextMenu = { [weak self] row, _ in
                guard let self, row.placeholder == nil, row.item.isFolder else { return nil }
                let id = row.item.id
                return ListContextMenu(
                    title: row.item.name,
                    actions: [
                        ListMenuAction(title: "Expand All") {
                            _ = try? self.browser.expand(id, includingDescendants: true)
                        },
                        ListMenuAction(title: "Collapse All") {
                            _ = try? self.browser.collapse(id, includingDescendants: true)
                        },
                    ])
            }
            listView.currentDataSource = browser
            _ = try? browser.expand("/")
        }
    }
}
