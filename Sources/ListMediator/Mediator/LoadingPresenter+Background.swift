import Foundation

// The view behind the list's rows: the empty list, the first page loading, a failure with
// nothing to show — the list view's own background, which only its own data source may set.

extension LoadingPresenter {
    /// What the list should show behind its rows (see ``ListViewMediator/background``).
    var wantedBackground: ListBackground? {
        guard backgroundViewProvider != nil, let mediator, mediator.ownsTheViewsBackground, !mediator.ownerShowsARow
        else { return nil }
        let loading = mediator.loading
        if loading.isLoadingOrScheduled {
            return !loading.isRefreshing && providesLoadingBackground ? .loading : nil
        }
        if case .failed(let message) = loading.wantedRow(at: .bottom) { return .failed(message: message) }
        return .empty
    }

    /// Whether the provider gave a view for ``ListBackground/loading`` when it was last asked.
    private var providesLoadingBackground: Bool {
        (loadingBackgroundView ?? nil) != nil
    }

    /// Asks the provider, if any, for its view while a load runs.
    func askForLoadingBackground() {
        loadingBackgroundView = backgroundViewProvider.map { $0(.loading) }
    }

    /// Gives the list view the background the state calls for, when it is not the one shown;
    /// `remakingTheView` makes the view again even so (a new provider). A background left on
    /// another view — the mediator was detached or put in a container — is taken away first.
    func renderBackground(animated: Bool = true, remakingTheView: Bool = false) {
        guard backgroundViewProvider != nil || backgroundListView != nil, let mediator else { return }
        let listView = mediator.ownsTheViewsBackground ? mediator.placement?.listView : nil
        if let shownOn = backgroundListView, shownOn !== listView {
            show(nil, on: shownOn, animated: false)
            backgroundListView = nil
            shownBackground = nil
        }
        guard let listView else { return }
        let target = wantedBackground
        guard target != shownBackground || (remakingTheView && target != nil) else { return }
        shownBackground = target
        backgroundListView = target == nil ? nil : listView
        let view: View.BackgroundView? =
            switch target {
            case .loading?: loadingBackgroundView ?? nil
            case let target?: backgroundViewProvider?(target) ?? nil
            case nil: nil
            }
        show(view, on: listView, animated: animated)
    }

    /// Shows `view` behind `listView`'s rows, where the list view shows a background.
    private func show(_ view: View.BackgroundView?, on listView: View, animated: Bool) {
        (listView as? any BackgroundShowingListView<View.BackgroundView>)?.setBackgroundView(view, animated: animated)
    }

    /// Makes the background again from the provider, and the rows with it: for a new provider, or
    /// one whose views changed.
    func reloadBackground(animated: Bool) {
        askForLoadingBackground()
        renderBackground(animated: animated, remakingTheView: true)
        render(animated: animated)
    }
}
