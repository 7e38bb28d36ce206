#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    // What the core does not model (editing actions, moving rows, section index titles, context
    // menus, …) UIKit asks only when its data source or delegate responds to it; these overrides
    // make the list views respond for the app's `forwardingDataSource` and `forwardingDelegate`
    // and hand such calls on to the one `ForwardedCall` picks. The Objective-C runtime does not
    // exist where the stand-in builds these sources, so these lines are compiled on Apple
    // platforms only, where the iOS SDK check type-checks them.
    //
    // The overrides are nonisolated, as NSObject's are; UIKit calls them on the main thread.

    extension TableListView {
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || forwardedTarget(for: aSelector) != nil
        }

        public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            forwardedTarget(for: aSelector) ?? super.forwardingTarget(for: aSelector)
        }

        private nonisolated func forwardedTarget(for selector: Selector) -> (any NSObjectProtocol)? {
            MainActor.assumeIsolated {
                ForwardedCall.target(
                    isDataSourceCall: selector.belongs(to: UITableViewDataSource.self),
                    dataSource: forwardingDataSource, delegate: forwardingDelegate as (any NSObjectProtocol)?
                ) { $0.responds(to: selector) }
            }
        }
    }

    extension CollectionListView {
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || forwardedTarget(for: aSelector) != nil
        }

        public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            forwardedTarget(for: aSelector) ?? super.forwardingTarget(for: aSelector)
        }

        private nonisolated func forwardedTarget(for selector: Selector) -> (any NSObjectProtocol)? {
            MainActor.assumeIsolated {
                ForwardedCall.target(
                    isDataSourceCall: selector.belongs(to: UICollectionViewDataSource.self),
                    dataSource: forwardingDataSource, delegate: forwardingDelegate as (any NSObjectProtocol)?
                ) { $0.responds(to: selector) }
            }
        }
    }

    extension Selector {
        /// Whether the Objective-C protocol declares this instance method, required or optional.
        fileprivate func belongs(to objCProtocol: Protocol) -> Bool {
            protocol_getMethodDescription(objCProtocol, self, false, true).name != nil
                || protocol_getMethodDescription(objCProtocol, self, true, true).name != nil
        }
    }
#endif
