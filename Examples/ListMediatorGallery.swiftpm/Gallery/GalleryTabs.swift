#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The gallery's tabs: the UIKit screens in a navigation controller of their own, and each
    /// SwiftUI example as the app would show it.
    struct GalleryTabs: View {
        @State private var samples = GallerySamples()

        var body: some View {
            TabView {
                UIKitGuidesTab(screens: GuideScreen.all(using: samples))
                    .ignoresSafeArea()
                    .tabItem { Label("UIKit", systemImage: "rectangle.stack") }
                NavigationStack {
                    PagedItemsSwiftUIExample.FeedView(api: samples.pagedItemsAPI)
                        .navigationTitle("Paged feed")
                }
                .tabItem { Label("SwiftUI list", systemImage: "list.bullet") }
                NavigationStack {
                    HostingCellsExample.PagedFeedScreen(feed: samples.hostedFeed)
                }
                .tabItem { Label("SwiftUI cells", systemImage: "square.text.square") }
                NavigationStack {
                    HostingCellsExample.FilteredPostsScreen(posts: samples.filteredPosts, all: samples.allPosts)
                        .navigationTitle("Filter")
                }
                .tabItem { Label("Filter", systemImage: "line.3.horizontal.decrease.circle") }
                NavigationStack {
                    HostingCellsExample.FavouritesScreen(posts: samples.allPosts)
                }
                .tabItem { Label("Rows", systemImage: "star") }
                SearchableHistoryExample.SearchView(repository: samples.searchHistory)
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
        }
    }
#endif
