#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The gallery: the UIKit guides' screens in one tab, the SwiftUI examples beside them.
    @main
    struct GalleryApp: App {
        var body: some Scene {
            WindowGroup {
                GalleryTabs()
            }
        }
    }
#else
    /// Off iOS the gallery has nothing to show: its screens need UIKit and SwiftUI.
    @main
    enum GalleryApp {
        static func main() {
            print("The ListMediator gallery is an iOS app: open Examples/ListMediatorGallery.swiftpm in Xcode.")
        }
    }
#endif
