import Dispatch
import Foundation

/// Whether the calling code runs on the main actor, for ``ListStore/write(_:)`` to hand a
/// write made there to the lists at once.
///
/// The main actor's jobs run on the main queue. On Apple platforms that is the main thread; on
/// Linux another thread may drain the main queue (as test runners do), so the main queue is
/// asked too, by a key only it holds.
enum MainActorCheck {
    #if canImport(Darwin)
        static var isOnMainActor: Bool { Thread.isMainThread }
    #else
        private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()

        static var isOnMainActor: Bool {
            Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
        }
    #endif
}
