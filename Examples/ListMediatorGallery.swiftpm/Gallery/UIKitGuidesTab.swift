#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The UIKit guides' screens, pushed by a navigation controller as a UIKit app pushes them,
    /// so their titles, bar buttons and search controllers show as the guides describe.
    struct UIKitGuidesTab: UIViewControllerRepresentable {
        let screens: [GuideScreen]

        func makeUIViewController(context: Context) -> UINavigationController {
            let navigation = UINavigationController(rootViewController: GuidesViewController(screens: screens))
            navigation.navigationBar.prefersLargeTitles = true
            return navigation
        }

        func updateUIViewController(_ navigation: UINavigationController, context: Context) {}
    }
#endif
