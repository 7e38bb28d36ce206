import Foundation

#if !canImport(Darwin)
    /// `NSItemProvider` (Foundation on Apple platforms; swift-corelibs-foundation has none): the
    /// data a drag carries out of an app or into one, each representation under its type
    /// identifier and loaded on request, with Foundation's signatures.
    open class NSItemProvider: NSObject, @unchecked Sendable {
        /// `NSItemProviderRepresentationVisibility`: who may load a representation.
        public enum RepresentationVisibility: Int, Sendable {
            case all, team, group, ownProcess
        }

        /// The representations, in the order registered (the most faithful first, as Foundation
        /// asks).
        private var representations: [(typeIdentifier: String, load: Loader)] = []
        private let lock = NSLock()

        public typealias Loader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

        override public init() {}

        /// `registeredTypeIdentifiers`.
        open var registeredTypeIdentifiers: [String] {
            lock.withLock { representations.map(\.typeIdentifier) }
        }

        /// `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`.
        open func registerDataRepresentation(
            forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
            loadHandler: @escaping Loader
        ) {
            lock.withLock { representations.append((typeIdentifier, loadHandler)) }
        }

        /// `hasItemConformingToTypeIdentifier(_:)`; the stand-in knows no type hierarchy: a type
        /// conforms to itself only.
        open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
            registeredTypeIdentifiers.contains(typeIdentifier)
        }

        /// `loadDataRepresentation(forTypeIdentifier:completionHandler:)`: the completion runs on
        /// another thread, as Foundation's does, with the data or an error.
        @discardableResult
        open func loadDataRepresentation(
            forTypeIdentifier typeIdentifier: String,
            completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
        ) -> Progress {
            let progress = Progress(totalUnitCount: 1)
            guard let load = lock.withLock({ representations.first { $0.typeIdentifier == typeIdentifier }?.load })
            else {
                DispatchQueue.global().async {
                    completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
                }
                return progress
            }
            DispatchQueue.global().async {
                _ = load { data, error in
                    progress.completedUnitCount = 1
                    completionHandler(data, error)
                }
            }
            return progress
        }
    }

    /// `NSItemProviderRepresentationVisibility`.
    public typealias NSItemProviderRepresentationVisibility = NSItemProvider.RepresentationVisibility
#endif
