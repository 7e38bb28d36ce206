#if canImport(UIKit)
    import Foundation
    import ListMediator
    import ListMediatorSearchHistory
    import ListMediatorSwiftUI
    import ListMediatorUIKit

    /// The gallery's pretend backends, one of each for the whole app: actors, as an app's API
    /// clients are, answering after a short wait so that loading rows and refresh controls show.
    @MainActor
    final class GallerySamples {
        let feed = SampleFeed()
        let images = SampleImageLoader()
        let photos = SamplePhotoLibrary()
        let account = SampleAccountService()
        let board = SampleBoard()
        let files = SampleFiles()
        let catalogue = CatalogueModel.CatalogueAPI()
        let pagedItemsAPI = PagedItemsSwiftUIExample.API()
        let productSearch = SearchScreenExample.ProductSearchClient(
            catalogue: SampleCatalogue.names.enumerated().map { SearchScreenExample.Product(id: $0, name: $1) })

        /// Made on first use, on the main actor: a SwiftUI view's `@State` makes this object
        /// where the SDK does not promise the main actor.
        nonisolated init() {}

        /// The searches, in a file in Application Support: kept across launches, shared by the
        /// UIKit and the SwiftUI search screens.
        private(set) lazy var searchHistory: any HistoryRepository = {
            let folder = URL.applicationSupportDirectory.appending(
                path: "ListMediatorGallery", directoryHint: .isDirectory)
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return FileHistoryRepository(fileURL: folder.appending(path: "search-history"))
        }()

        private(set) lazy var hostedFeed = HostingCellsExample.PagedFeedModel(api: HostingCellsExample.API())

        /// The posts the filter screen shows, and the data source it filters them into.
        let allPosts = (0..<60).map {
            HostingCellsExample.Post(
                id: $0, title: "Post about \(SampleCatalogue.names[$0 % SampleCatalogue.names.count])", likes: $0 % 7)
        }
        private(set) lazy var filteredPosts = FlatDataSource<HostingCellsExample.Post, CollectionListView>(
            items: [], cellProvider: .hosting { HostingCellsExample.PostRow(post: $0) })

        /// A game that scores a point every second and a half while the app runs, for the
        /// switching data source's children to follow.
        private(set) lazy var game: GameModel.Game = {
            let game = GameModel.Game()
            Task { @MainActor [weak game] in
                let players = ["Ada", "Grace", "Linus", "Margaret"]
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1.5))
                    guard let game else { return }
                    game.execute(players.randomElement() ?? "Ada", Int.random(in: 1...10))
                }
            }
            return game
        }()
    }

    /// How long the pretend backends take to answer.
    let sampleLatency = Duration.milliseconds(700)
#endif
