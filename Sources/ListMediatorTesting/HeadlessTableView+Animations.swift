import Foundation
import ListMediator

extension HeadlessTableView {
    /// The number of batch updates whose completion is being held; see
    /// ``completesAnimationsImmediately``.
    public var runningAnimationCount: Int { runningAnimations.count }

    /// Ends every running animation: their completions run in the order the updates were
    /// applied, with `true`, as UIKit calls them when animations finish.
    public func finishAnimations() {
        // Completions may start new updates; those wait for the next call.
        let finishing = runningAnimations
        runningAnimations = []
        for completion in finishing { completion(true) }
    }

    func finishAnimation(_ completion: @escaping (Bool) -> Void) {
        if completesAnimationsImmediately {
            completion(true)
        } else {
            runningAnimations.append(completion)
        }
    }
}
