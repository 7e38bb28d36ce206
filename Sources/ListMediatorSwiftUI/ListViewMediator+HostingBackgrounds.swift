#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import SwiftUI
    import UIKit

    extension ListViewMediator where View.BackgroundView == UIView {
        /// Shows the SwiftUI view `content` makes for each background state — the empty list, a
        /// load that failed with nothing to show, and, when `coversLoading`, the first load —
        /// behind the list, hosted by `UIHostingConfiguration`; sets
        /// ``ListMediator/ListViewMediator/backgroundViewProvider``.
        ///
        /// A failed state's view can call the mediator's ``ListMediator/ListViewMediator/retry()``.
        /// Without `coversLoading`, the first load shows the loading row instead.
        ///
        /// - Parameters:
        ///   - coversLoading: whether `content` is asked for ``ListMediator/ListBackground/loading``.
        ///   - content: the view for a state.
        public func setBackgroundViews<Content: SwiftUI.View>(
            coversLoading: Bool = true, @ViewBuilder _ content: @escaping (_ background: ListBackground) -> Content
        ) {
            backgroundViewProvider = { background in
                if background == .loading, !coversLoading { return nil }
                return UIHostingConfiguration { content(background) }.margins(.all, 0).makeContentView()
            }
        }
    }
#endif
