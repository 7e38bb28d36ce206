#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import SwiftUI
    import UIKit

    /// The list views ``CollectionList`` and ``TableList`` made, held weakly: a data source one of
    /// them still shows may be taken over by another (see `takeOver(_:)`).
    @MainActor private let representedListViews = NSHashTable<AnyObject>.weakObjects()

    /// What ``CollectionList`` and ``TableList`` keep between SwiftUI's updates: the list view
    /// that binds the UIKit view to the data source, the pull-to-refresh, and the links between
    /// selection bindings and data sources.
    ///
    /// While the SwiftUI environment has a refresh action (`refreshable`), the scroll view has a
    /// `UIRefreshControl` that runs it when the user pulls, spinning until it returns; the
    /// action followed is the environment's at the latest update.
    @MainActor
    public final class ListRepresentableCoordinator<ListViewType: ListView> {
        private var listView: ListViewType?
        private var refreshAction: RefreshAction?
        private var refreshControl: UIRefreshControl?
        private var refreshing: Task<Void, Never>?
        private var selectionLinks: [ObjectIdentifier: any SelectionLinking] = [:]
        private let updateState = ListUpdateState()

        init() {}

        /// Shows `content` in `listView`, the binding of `scrollView`, and follows the
        /// environment's refresh action there: the first update.
        func show(
            _ content: ListContent<ListViewType>, in listView: ListViewType, on scrollView: UIScrollView,
            refreshAction: RefreshAction?
        ) {
            self.listView = listView
            representedListViews.add(listView)
            update(content, on: scrollView, refreshAction: refreshAction, animated: false)
        }

        /// Shows `content`'s data source if the list shows another, applies its items (animated
        /// or not), links its selection bindings, and follows `refreshAction`.
        func update(
            _ content: ListContent<ListViewType>, on scrollView: UIScrollView, refreshAction: RefreshAction?,
            animated: Bool
        ) {
            updateState.updating {
                if let listView {
                    // Before the links show their identities, so that a set shows whole.
                    listView.allowsMultipleSelection = content.allowsSeveralSelectedRows
                    if listView.currentDataSource !== content.dataSource {
                        takeOver(content.dataSource)
                        listView.currentDataSource = content.dataSource
                    }
                }
                for update in content.itemUpdates { update.apply(animated) }
                follow(content.selections)
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
