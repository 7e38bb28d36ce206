// swift-tools-version: 6.0

// The ListMediator gallery: an app package that Xcode opens as an app (File ▸ Open… this
// folder). It runs the screens of the library's UIKit guides and its SwiftUI examples, whose
// sources it shares with the guides through the links in Gallery/.
//
// Where Apple's app product types are not available (Linux), the same package is a plain
// executable, so that the manifest and the layout can still be resolved there.

import PackageDescription

#if canImport(AppleProductTypes)
    import AppleProductTypes

    let products: [Product] = [
        .iOSApplication(
            name: "ListMediator Gallery",
            targets: ["Gallery"],
            bundleIdentifier: "org.listmediator.gallery",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .list),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ]
    let sharedFolders: [String] = []
#else
    let products: [Product] = [.executable(name: "Gallery", targets: ["Gallery"])]
    // The guides' screens compile on Linux only against the library's UIKit stand-in, which is
    // not a product; the gallery's own files are empty there.
    let sharedFolders = ["Guides", "GuideModels"]
#endif

let package = Package(
    name: "ListMediatorGallery",
    platforms: [.iOS("17.0"), .macOS("14.0")],
    products: products,
    dependencies: [
        // The library as this checkout has it: the gallery always runs the code beside it.
        .package(name: "ListMediator", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Gallery",
            dependencies: [
                .product(name: "ListMediator", package: "ListMediator"),
                .product(name: "ListMediatorUIKit", package: "ListMediator"),
                .product(name: "ListMediatorSwiftUI", package: "ListMediator"),
                .product(name: "ListMediatorSearchHistory", package: "ListMediator"),
                .product(name: "ListMediatorSearchHistoryUIKit", package: "ListMediator"),
            ],
            path: "Gallery",
            exclude: sharedFolders
        )
    ],
    swiftLanguageModes: [.v6]
)
