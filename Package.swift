// swift-tools-version: 6.3
// 6.3: the compiler this package is built and tested with. Older ones are not checked, so the
// manifest does not admit them. On a Mac that means an Xcode whose toolchain is Swift 6.3 or
// later (the Xcode 26 updates that ship Swift 6.3, and every later Xcode); an older Xcode cannot
// read this manifest.
import PackageDescription

/// Where UIKit does not exist, the UIKit bindings are built against the stand-in.
let uikitStandInPlatforms: [Platform] = [.linux, .macOS, .windows]
/// Where SQLite is not in the SDK (Apple's SDKs have the `SQLite3` module): the store reaches the
/// system's library through CSQLite.
let systemSQLitePlatforms: [Platform] = [.linux, .android, .windows, .openbsd]

let package = Package(
    name: "ListMediator",
    // The library's own texts (the loading row's, VoiceOver's) are localizable, English first.
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ListMediator", targets: ["ListMediator"]),
        .library(name: "ListMediatorSearchHistory", targets: ["ListMediatorSearchHistory"]),
        .library(name: "ListMediatorTesting", targets: ["ListMediatorTesting"]),
        .library(name: "ListMediatorTerminal", targets: ["ListMediatorTerminal"]),
        .library(name: "ListMediatorUIKit", targets: ["ListMediatorUIKit"]),
        .library(name: "ListMediatorSearchHistoryUIKit", targets: ["ListMediatorSearchHistoryUIKit"]),
        .library(name: "ListMediatorSwiftUI", targets: ["ListMediatorSwiftUI"]),
        .library(name: "ListMediatorStore", targets: ["ListMediatorStore"]),
        .executable(name: "listmediator-demo", targets: ["listmediator-demo"]),
    ],
    dependencies: [
        // Only tests use it, so a failing random sequence shrinks to a short one.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
    ],
    targets: [
        .target(name: "ListMediator", resources: [.process("Resources")]),
        // The core never depends on it, so an app that only shows lists does not compile a file
        // store; it depends on the core for the history as a section of a composed list.
        .target(name: "ListMediatorSearchHistory", dependencies: ["ListMediator"]),
        .target(name: "ListMediatorTesting", dependencies: ["ListMediator", "ListMediatorSearchHistory"]),
        .target(name: "ListMediatorTerminal", dependencies: ["ListMediator"]),
        // The system's SQLite, for platforms whose SDK has no `SQLite3` module.
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        // Lists kept in a SQLite database: the core, Foundation and SQLite only, so an app that
        // stores its lists resolves no package, and one that does not links no SQLite.
        .target(
            name: "ListMediatorStore",
            dependencies: [
                "ListMediator", .target(name: "CSQLite", condition: .when(platforms: systemSQLitePlatforms)),
            ]),
        // The UIKit bindings. Where UIKit exists they import it; elsewhere they import UIKitStandIn,
        // so the very sources that ship for iOS are compiled and tested on Linux.
        .target(
            name: "ListMediatorUIKit",
            dependencies: [
                "ListMediator", .target(name: "UIKitStandIn", condition: .when(platforms: uikitStandInPlatforms)),
            ]),
        .target(
            name: "ListMediatorSearchHistoryUIKit",
            dependencies: [
                "ListMediatorSearchHistory",
                .target(name: "UIKitStandIn", condition: .when(platforms: uikitStandInPlatforms)),
            ]),
        // SwiftUI views in the UIKit bindings' cells. Its sources are guarded by
        // `canImport(SwiftUI) && canImport(UIKit)`: elsewhere the module is empty.
        .target(name: "ListMediatorSwiftUI", dependencies: ["ListMediator", "ListMediatorUIKit"]),
        // The UIKit subset the bindings use, with Apple's signatures and UIKit's rules (batch updates
        // checked as UIKit checks them, dequeue of unregistered cells trapping), for platforms without UIKit.
        .target(name: "UIKitStandIn", dependencies: ["ListMediator"]),
        // The demo's command line; in the package, not a product, and no dependency of a
        // library's.
        .target(name: "CommandLineOptions"),
        .executableTarget(
            name: "listmediator-demo",
            dependencies: [
                "ListMediator",
                "ListMediatorSearchHistory",
                // The chat keeps its messages and its place in a store.
                "ListMediatorStore",
                "ListMediatorTerminal",
                "CommandLineOptions",
            ]
        ),
        // Killed by the search history crash test; built with the package so the test can spawn it.
        .executableTarget(name: "history-crash-child", dependencies: ["ListMediatorSearchHistory"]),
        // Killed by the store's crash test, in the middle of syncing pages.
        .executableTarget(name: "store-crash-child", dependencies: ["ListMediator", "ListMediatorStore"]),
        .testTarget(
            name: "ListMediatorTests",
            dependencies: [
                "ListMediator",
                "ListMediatorTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "ListMediatorUIKitTests",
            dependencies: [
                "ListMediator", "ListMediatorSearchHistory", "ListMediatorUIKit", "ListMediatorSearchHistoryUIKit",
                // The headless view, beside UIKit's, in the suites that run on both.
                "ListMediatorTesting",
                .target(name: "UIKitStandIn", condition: .when(platforms: uikitStandInPlatforms)),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // Both the headless and the UIKit bindings declare `CellProvider.text`: each file sees
            // the members of the modules it imports only, as an app's files would.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .testTarget(
            name: "ListMediatorSearchHistoryTests", dependencies: ["ListMediatorSearchHistory", "ListMediatorTesting"]),
        // The stand-in's batch model is judged here against the core's, on the random batches
        // this target generates.
        .testTarget(
            name: "ListMediatorTestingTests",
            dependencies: [
                "ListMediator", "ListMediatorSearchHistory", "ListMediatorTesting", "ListMediatorTerminal",
                .target(name: "UIKitStandIn", condition: .when(platforms: uikitStandInPlatforms)),
            ]),
        // The store's tests check SQLite's own result codes and pragmas, so they import SQLite too.
        .testTarget(
            name: "ListMediatorStoreTests",
            dependencies: [
                "ListMediatorStore", "ListMediator", "ListMediatorTesting",
                .target(name: "CSQLite", condition: .when(platforms: systemSQLitePlatforms)),
                // The randomized suite over a real database file, for sequences that shrink.
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "ListMediatorTerminalTests", dependencies: ["ListMediator", "ListMediatorTerminal"]),
        .testTarget(
            name: "ListMediatorDemoTests",
            dependencies: ["listmediator-demo", "ListMediatorTerminal", "CommandLineOptions"]),
        // Every Swift block of README.md and the DocC articles, compiled (Examples/) as an app
        // compiles them, and a test that fails when a block is not a copy of compiled code.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "ListMediator", "ListMediatorSearchHistory", "ListMediatorTerminal", "ListMediatorTesting",
                "ListMediatorUIKit",
                "ListMediatorSearchHistoryUIKit",
                "ListMediatorSwiftUI",
                "ListMediatorStore",
                .target(name: "UIKitStandIn", condition: .when(platforms: uikitStandInPlatforms)),
            ],
            // The examples are an app's code: public API only.
            packageAccess: false),
    ]
)
