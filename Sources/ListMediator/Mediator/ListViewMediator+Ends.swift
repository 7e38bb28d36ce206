import Foundation

// Each end of the list in one value: how close the user may come before its page is asked for,
// and what its loading row shows, instead of a pair of properties for each.

extension ListViewMediator {
    /// One end of a mediator's list: when infinite scroll and prefetching ask for its page, and
    /// what its loading row shows. ``ListViewMediator/bottom`` is where next pages, the first page
    /// and a reload load; ``ListViewMediator/top`` is where previous pages load, while
    /// ``ListViewMediator/hasPreviousPage``.
    ///
    /// A view of the mediator's state, not a copy: reading a property reads the mediator now, and
    /// setting one sets the mediator's.
    ///
    /// ```swift
    /// mediator.bottom.threshold = 400        // ask for the next page 400 points from the end
    /// mediator.top.prefetchDistance = nil    // no previous page from prefetching
    /// if mediator.bottom.loadingRow == .loading { … }
    /// ```
    @MainActor
    public struct End {
        /// The end of the list this is.
        public let edge: ListEdge
        private let mediator: ListViewMediator

        init(edge: ListEdge, of mediator: ListViewMediator) {
            self.edge = edge
            self.mediator = mediator
        }

        /// How close, in points, the visible area may come to this end of the content before
        /// its page is asked for; `nil` (the default) for one screen height, so the page is
        /// usually there before the user reaches the end.
        public var threshold: CGFloat? {
            get { mediator.trigger.settings[edge].threshold }
            nonmutating set { mediator.trigger.settings[edge].threshold = newValue }
        }

        /// How many of the owner's rows nearest this end, once the view prefetches one of them,
        /// start its page: 10 by default, `nil` for never. A view that prefetches rows (UIKit's
        /// do, ahead of the scroll) then starts the page as the rows near the end are prepared,
        /// typically a screen before infinite scroll's ``threshold`` would, so a steady scroll
        /// rarely sees the loading row.
        public var prefetchDistance: Int? {
            get { mediator.trigger.settings[edge].prefetchDistance }
            nonmutating set { mediator.trigger.settings[edge].prefetchDistance = newValue }
        }

        /// What the loading row at this end shows, or `nil` when there is none. Observable, as
        /// the mediator's other state is.
        public var loadingRow: LoadingRow? { mediator.observedRow(at: edge) }

        /// The view's section of this end's loading row while the view shows one, or `nil`.
        public var loadingSection: Int? { mediator.shownLoadingSection(at: edge) }

        /// Whether the mediator decided to ask for this end's page — infinite scroll,
        /// prefetching, or a load that ended with this end still near — and asks on the main
        /// actor's next turn. A load the mediator starts on its own never starts inside the call
        /// that made it wanted; a loading row the page needs stays meanwhile. Wait for this to be
        /// `false` at both ends, as well as for ``ListViewMediator/isLoading``, to know the list
        /// has settled.
        public var isPageScheduled: Bool { mediator.observedLoading.isPageScheduled(at: edge) }
    }

    /// The end above the owner's rows, where previous pages load (while ``hasPreviousPage``).
    public var top: End { End(edge: .top, of: self) }

    /// The end below the owner's rows, where the first page, next pages and a reload load.
    public var bottom: End { End(edge: .bottom, of: self) }

    /// The end at `edge`: ``top`` or ``bottom``, for code that works at either.
    public func end(_ edge: ListEdge) -> End { End(edge: edge, of: self) }
}
