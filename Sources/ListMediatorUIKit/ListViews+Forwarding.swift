#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    // What the core does not model (section index titles, context menus, …) UIKit asks only when
    // its data source or delegate responds to it; these overrides make the list views respond for
    // the app's `forwardingDataSource` and `forwardingDelegate` and hand such calls on to the one
    // `ForwardedCall` picks. The Objective-C runtime does not
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
                    answering: selector, dataSourceProtocol: UITableViewDataSource.self,
                    dataSource: forwardingDataSource,
                    delegate: forwardingDelegate)
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
                    answering: selector, dataSourceProtocol: UICollectionViewDataSource.self,
                    dataSource: forwardingDataSource,
                    delegate: forwardingDelegate)
            }
        }
    }

    extension ForwardedCall {
        /// The app's object that answers `selector`: a call `dataSourceProtocol` declares goes
        /// to `dataSource`, any other to `delegate`, when it responds to it.
        static func target(
            answering selector: Selector, dataSourceProtocol: Protocol, dataSource: (any NSObjectProtocol)?,
            delegate: (any NSObjectProtocol)?
        ) -> (any NSObjectProtocol)? {
            // Declared by the protocol, as a required or an optional instance method.
            let isDataSourceCall =
                protocol_getMethodDescription(dataSourceProtocol, selector, false, true).name != nil
                || protocol_getMethodDescription(dataSourceProtocol, selector, true, true).name != nil
            return target(isDataSourceCall: isDataSourceCall, dataSource: dataSource, delegate: delegate) {
                $0.responds(to: selector)
            }
        }
    }
#endif
