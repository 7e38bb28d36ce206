#if canImport(UIKit)
    import ListMediator
    import UIKit

    /// One screen of the UIKit guides, as the gallery lists it.
    @MainActor
    struct GuideScreen {
        let title: String
        /// What the screen shows of the library.
        let summary: String
        let makeViewController: @MainActor () -> UIViewController

        /// The guides' screens, over the gallery's sample backends.
        static func all(using samples: GallerySamples) -> [GuideScreen] {
            [
                GuideScreen(
                    title: "Paged feed",
                    summary: "Collection view, paging controller, prefetching, pull to refresh"
                ) { FeedExample.FeedViewController(feed: samples.feed, images: samples.images) },
                GuideScreen(
                    title: "Photo grid",
                    summary: "Albums as sections, multiple selection, deleting, paging"
                ) { PhotoGridExample.PhotoGridViewController(library: samples.photos) },
                GuideScreen(
                    title: "Search with history",
                    summary: "Search controller, live results, a history that survives restarts"
                ) {
                    SearchScreenExample.SearchViewController(
                        client: samples.productSearch, repository: samples.searchHistory)
                },
                GuideScreen(
                    title: "Settings",
                    summary: "A composite of sections, swipe actions, context menus"
                ) { SettingsExample.SettingsViewController(service: samples.account) },
                GuideScreen(
                    title: "Board",
                    summary: "Columns of a composite; cards dragged between them in edit mode"
                ) { BoardExample.BoardViewController(service: samples.board) },
                GuideScreen(
                    title: "File browser",
                    summary: "An outline whose folders load, UIKit's outline disclosure"
                ) { FileBrowserExample.FileBrowserViewController(files: samples.files) },
                GuideScreen(
                    title: "Paged products",
                    summary: "A table view, a paging controller over an actor client"
                ) { UIKitExamples.PagedProductsViewController(api: samples.catalogue) },
                GuideScreen(
                    title: "Live scores",
                    summary: "A switching data source; children observing a model"
                ) { GameScreenViewController(game: samples.game) },
            ]
        }
    }
#endif
