#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import SwiftUI
    import UIKit

    /// What ``CollectionList`` and ``TableList`` keep between SwiftUI's updates: the list view
    /// that binds the UIKit view to the data source, the pull-to-refresh, and the links between
    /// selection bindings and data sources.
    ///
    /// While the SwiftUI environment has a refresh action (`refreshable`), the scroll view has a
    /// `UIRefreshControl` that runs it when the user pulls, spinning until it returns; the
    /// action followed is the environment's at the latest update.
    /// The list views ``CollectionList`` and ``TableList`` made, held weakly: a data source one of
    /// them still shows may be taken over by another (see `takeOver(_:)`).
    @MainActor private let representedListViews = NSHashTable<AnyObject>.weakObjects()

    @MainActor
    public final class ListRepresentableCoordinator<ListViewType: ListView> {
        private var listView: ListViewType?
        private var refreshAction: RefreshAction?
        private var refreshControl: UIRefreshControl?
        private var refreshing: Task<Void, Never>?
        private var selectionLinks: [ObjectIdentifier: any SelectionLinking] = [:]
        private let updateState = ListUpdateState()

        init() {}

        /// Shows `dataSource` in `listView`, the binding of `scrollView`, and follows the
        /// environment's refresh action and the selection bindings there: the first update.
        func show(
            _ dataSource: any ListViewDataSource<ListViewType>, in listView: ListViewType, on scrollView: UIScrollView,
            refreshAction: RefreshAction?, selections: [ListSelectionBinding<ListViewType>],
            itemUpdates: [ListItemsUpdate]
        ) {
            self.listView = listView
            representedListViews.add(listView)
            update(
                dataSource, on: scrollView, refreshAction: refreshAction, selections: selections,
                itemUpdates: itemUpdates, animated: false)
        }

        /// Shows `dataSource` if the list shows another, applies `itemUpdates` (animated or
        /// not), and follows `refreshAction` and `selections`.
        func update(
            _ dataSource: any ListViewDataSource<ListViewType>, on scrollView: UIScrollView,
            refreshAction: RefreshAction?, selections: [ListSelectionBinding<ListViewType>],
            itemUpdates: [ListItemsUpdate], animated: Bool
        ) {
            updateState.updating {
                if let listView, listView.currentDataSource !== dataSource {
                    takeOver(dataSource)
                    listView.currentDataSource = dataSource
                }
                for update in itemUpdates { update.apply(animated) }
                follow(selections)
                followRefreshAction(refreshAction, on: scrollView)
            }
        }

        /// Lets `dataSource` go from the list view of another ``CollectionList`` or ``TableList``
        /// still showing it: SwiftUI may make the list that replaces a list before it dismantles
        /// that one, and a data source is shown in one place at a time.
        private func takeOver(_ dataSource: any ListViewDataSource<ListViewType>) {
            guard let hosted = dataSource as? any HostedDataSource<ListViewType>,
                let previous = hosted.host as? ListViewType, previous !== listView,
                representedListViews.contains(previous), previous.currentDataSource === dataSource
            else { return }
            previous.currentDataSource = nil
        }

        /// Links each binding to its data source, keeping the links of the last update, and
        /// drops the links of bindings no longer given.
        private func follow(_ selections: [ListSelectionBinding<ListViewType>]) {
            var links: [ObjectIdentifier: any SelectionLinking] = [:]
            for selection in selections {
                let kept = selectionLinks.removeValue(forKey: selection.dataSourceIdentifier)
                links[selection.dataSourceIdentifier] = selection.link(kept, updateState)
            }
            for dropped in selectionLinks.values { dropped.detach() }
            selectionLinks = links
        }

        /// The list leaves the screen for good: the data source is let go at once, so that the next
        /// list made for it (the screen shown again) can show it — a data source is shown in one
        /// place at a time — and its selection stops being written to the bindings. A refresh
        /// action still running is cancelled.
        func dismantle() {
            for link in selectionLinks.values { link.detach() }
            selectionLinks = [:]
            listView?.currentDataSource = nil
            refreshing?.cancel()
        }

        private func followRefreshAction(_ refreshAction: RefreshAction?, on scrollView: UIScrollView) {
            self.refreshAction = refreshAction
            if refreshAction == nil {
                scrollView.refreshControl = nil
                refreshControl = nil
            } else if refreshControl == nil {
                let control = UIRefreshControl()
                // The control arrives as the sender: captured, it would keep itself alive.
                control.addAction(
                    UIAction { [weak self] action in
                        guard let control = action.sender as? UIRefreshControl else { return }
                        self?.didPull(control)
                    }, for: .valueChanged)
                scrollView.refreshControl = control
                refreshControl = control
            }
        }

        private func didPull(_ control: UIRefreshControl) {
            guard let refreshAction, refreshing == nil else { return }
            refreshing = Task { [weak self] in
                await refreshAction()
                control.endRefreshing()
                self?.refreshing = nil
            }
        }
    }
#endif
