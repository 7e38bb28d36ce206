#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    // What the core does not model (editing actions, context menus, prefetching, …) UIKit asks
    // only when the delegate responds to it; these overrides make the list views respond for the
    // app's `forwardingDelegate` and hand such calls on to it. The Objective-C runtime does not
    // exist where the stand-in builds these sources, so these lines are compiled on Apple platforms
    // only; the typed forwarding beneath them is what the tests exercise.
    //
    // The overrides are nonisolated, as NSObject's are; UIKit calls them on the main thread.

    extension TableListView {
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector)
                || MainActor.assumeIsolated { forwardingDelegate?.responds(to: aSelector) ?? false }
        }

        public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            let target: (any UITableViewDelegate)? = MainActor.assumeIsolated {
                guard let forwardingDelegate, forwardingDelegate.responds(to: aSelector) else { return nil }
                return forwardingDelegate
            }
            return target ?? super.forwardingTarget(for: aSelector)
        }
    }

    extension CollectionListView {
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector)
                || MainActor.assumeIsolated { forwardingDelegate?.responds(to: aSelector) ?? false }
        }

        public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            let target: (any UICollectionViewDelegate)? = MainActor.assumeIsolated {
                guard let forwardingDelegate, forwardingDelegate.responds(to: aSelector) else { return nil }
                return forwardingDelegate
            }
            return target ?? super.forwardingTarget(for: aSelector)
        }
    }
#endif
