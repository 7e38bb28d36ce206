#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Puts a `UIRefreshControl` on a list's scroll view while the SwiftUI environment has a
    /// refresh action (`refreshable`), and runs that action when the user pulls: the control
    /// spins until the action returns. The refresh action a view receives follows the
    /// environment on every update.
    @MainActor
    final class ListRefreshCoordinator: NSObject {
        private var action: RefreshAction?
        private var control: UIRefreshControl?
        private var refreshing: Task<Void, Never>?

        /// Follows `action`, the environment's `refresh`, on `scrollView`.
        func update(_ action: RefreshAction?, on scrollView: UIScrollView) {
            self.action = action
            if action == nil {
                control?.removeFromSuperview()
                scrollView.refreshControl = nil
                control = nil
            } else if control == nil {
                let control = UIRefreshControl()
                control.addTarget(self, action: #selector(didPull(_:)), for: .valueChanged)
                scrollView.refreshControl = control
                self.control = control
            }
        }

        @objc private func didPull(_ control: UIRefreshControl) {
            guard let action, refreshing == nil else { return }
            refreshing = Task { [weak self] in
                await action()
                control.endRefreshing()
                self?.refreshing = nil
            }
        }
    }
#endif
