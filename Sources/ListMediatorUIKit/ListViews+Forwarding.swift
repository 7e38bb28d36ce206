#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC

    // What the core does not model (editing actions, context menus, prefetching, …) UIKit asks
    // only when the delegate responds to it; these two overrides make the list view respond for the
    // app's `forwardingDelegate` and hand such calls on to it. The Objective-C runtime does not
    // exist where the stand-in builds these sources, so these lines are compiled on Apple platforms
    // only; the typed forwarding beneath them is what the tests exercise.

    extension TableListView {
        public override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || (forwardingDelegate?.responds(to: aSelector) ?? false)
        }

        public override func forwardingTarget(for aSelector: Selector!) -> Any? {
            if let forwardingDelegate, forwardingDelegate.responds(to: aSelector) { return forwardingDelegate }
            return super.forwardingTarget(for: aSelector)
        }
    }
#endif
