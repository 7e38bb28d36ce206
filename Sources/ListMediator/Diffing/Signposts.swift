#if canImport(os)
    import os
#endif

/// The library's diffs and list updates as signpost intervals on Apple platforms, in
/// Instruments' Points of Interest ("diff", "update"), under the subsystem `ListMediator`.
/// Nothing is compiled where `os` does not exist; where it does and Instruments is not recording,
/// an interval costs a check of `isEnabled`.
@usableFromInline
enum _Signposts {
    #if canImport(os)
        /// Immutable, and used only through `os_signpost` calls, which are safe from any thread;
        /// the iOS 17 SDK does not mark the type `Sendable`, hence the `unsafe`.
        @usableFromInline
        nonisolated(unsafe) static let signposter = OSSignposter(subsystem: "ListMediator", category: .pointsOfInterest)

        /// Begins a diff's interval, or nothing while no one records.
        @usableFromInline
        static func beginDiff() -> OSSignpostIntervalState? {
            signposter.isEnabled ? signposter.beginInterval("diff") : nil
        }

        @usableFromInline
        static func endDiff(_ state: OSSignpostIntervalState?) {
            if let state { signposter.endInterval("diff", state) }
        }

        /// Begins an update's interval: the batches, reload or completion of one change.
        static func beginUpdate() -> OSSignpostIntervalState? {
            signposter.isEnabled ? signposter.beginInterval("update") : nil
        }

        static func endUpdate(_ state: OSSignpostIntervalState?) {
            if let state { signposter.endInterval("update", state) }
        }
    #endif
}
