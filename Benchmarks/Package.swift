// swift-tools-version: 6.3
// The benchmarks of ListMediator, in a package of their own so that the library's manifest
// names none of what only they use (swift-collections' OrderedSet as a baseline, ordo-one's
// malloc interposer to count allocations, ArgumentParser for the command line). From the
// repository's root:
//
//     swift run -c release --package-path Benchmarks listmediator-bench --filter PREFIX
import PackageDescription

/// Where UIKit does not exist, the cells.* suite runs the UIKit bindings on the library's
/// stand-in, which those bindings bring along there.
let uikitStandInPlatforms: [Platform] = [.linux, .macOS, .windows]

let package = Package(
    name: "ListMediatorBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The library as this checkout has it: the benchmarks always time the code beside them.
        .package(name: "ListMediator", path: ".."),
        // The OrderedSet.difference(from:) baseline of the diff.* suite.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // Counts allocations; linking it is enough on Linux.
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "listmediator-bench",
            dependencies: [
                .product(name: "ListMediator", package: "ListMediator"),
                .product(name: "ListMediatorSearchHistory", package: "ListMediator"),
                .product(name: "ListMediatorTerminal", package: "ListMediator"),
                .product(name: "ListMediatorTesting", package: "ListMediator"),
                // The UIKit bindings, for the cells.* suite; the store, for the store.* suite.
                .product(name: "ListMediatorUIKit", package: "ListMediator"),
                .product(name: "ListMediatorStore", package: "ListMediator"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The bench runs on the main thread and times the library's main-actor types: its
            // code is the main actor's, said once here rather than at every case.
            swiftSettings: [.defaultIsolation(MainActor.self)]
        )
    ]
)
