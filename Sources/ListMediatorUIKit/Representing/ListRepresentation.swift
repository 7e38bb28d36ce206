import Foundation
import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The list views the library's SwiftUI lists made, held weakly, oldest first: a data source one
/// of them still shows may be taken over by a newer one (see `takeOver(_:)`).
@MainActor private var representedListViews: [WeakListView] = []

/// A list view a SwiftUI list made, while it lives.
private struct WeakListView {
    weak var listView: AnyObject?
}

/// What a list in a SwiftUI screen keeps between SwiftUI's updates — the list view that binds
/// the UIKit view to the data source, the data source it made for items from SwiftUI state, the
/// pull-to-refresh, and the links between selection bindings and data sources — and what it does
/// at each update. The SwiftUI lists hand it what SwiftUI gives them as plain values, so it runs
/// (and is tested) wherever the UIKit bindings do.
///
/// While the screen has a refresh action (SwiftUI's `refreshable`), the scroll view has a
/// `UIRefreshControl` that runs it when the user pulls, spinning until it returns; the action
/// followed is the one of the latest update.
@MainActor
package final class ListRepresentation<ListViewType: ListView> {
    package let listView: ListViewType
    private let scrollView: UIScrollView
    private var refreshAction: (@MainActor () async -> Void)?
    private var refreshControl: UIRefreshControl?
    private var refreshing: Task<Void, Never>?
    private var selectionLinks: [ObjectIdentifier: any SelectionLinking] = [:]
    /// The data source made for items from SwiftUI state, while the list shows such items.
    private var shownItems: (kind: ObjectIdentifier, items: any ShownItems<ListViewType>)?
    private let updateState = ListUpdateState()
    /// The handle of the latest update, which follows this list until it leaves the screen.
    private weak var handle: ListHandle?

    /// A representation showing nothing yet in `listView`, the binding of `scrollView`.
    package init(_ listView: ListViewType, on scrollView: UIScrollView) {
        self.listView = listView
        self.scrollView = scrollView
        representedListViews.removeAll { $0.listView == nil }
        representedListViews.append(WeakListView(listView: listView))
    }

    /// Shows `content`: its data source (or one made for its items), the items and selection
    /// bindings given for the data sources the list shows (those for data sources the list does
    /// not show are another list's), and `refreshAction` as the pull-to-refresh.
    package func update(
        _ content: ListContent<ListViewType>, refreshAction: (@MainActor () async -> Void)?, animated: Bool
    ) {
        updateState.updating {
            let dataSource = show(content.source)
            let itemsSource: ItemsSource<ListViewType>? =
                if case .items(let items) = content.source { items } else { nil }
            let isNewDataSource = listView.currentDataSource !== dataSource
            // A newer list that shows the data source keeps it: this one is being replaced. What
            // follows acts on the data sources this list shows, which are then none of its.
            if isNewDataSource, takeOver(dataSource) {
                // Items for a data source not on screen yet are set, not inserted.
                if let itemsSource, let shownItems { itemsSource.update(shownItems.items, false) }
                listView.currentDataSource = dataSource
            } else if !isNewDataSource, let itemsSource, let shownItems {
                itemsSource.update(shownItems.items, animated)
            }
            // The list was just reloaded with a new data source: its items arrive with it.
            let animatesItems = animated && !isNewDataSource
            for update in content.itemUpdates where shows(update.dataSource) { update.apply(animatesItems) }
            var selections = content.selections
            if let selection = itemsSource?.selection, let shownItems { selections.append(selection(shownItems.items)) }
            selections.removeAll { !shows($0.dataSource) }
            // Before the links show their identities, so that a set shows whole.
            listView.selectable?.allowsMultipleSelection = selections.contains(where: \.allowsSeveral)
            follow(selections)
            followRefreshAction(refreshAction)
            handle = content.handle
            content.handle?.attach(attachment)
        }
    }

    /// What a ``ListHandle`` reaches in this list.
    private var attachment: ListHandle.Attachment {
        let anchoring = listView as? any ContentAnchoring
        return ListHandle.Attachment(
            listView: listView, record: listView.updateRecord,
            anchor: anchoring.map { anchoring in
                (get: { anchoring.contentAnchor }, set: { anchoring.contentAnchor = $0 })
            },
            scrollToItem: { [weak self] id, position, animated in
                self?.shownItems?.items.scrollToItem(withID: id, at: position, animated: animated) ?? false
            })
    }

    /// The data source that shows `source`: the app's, or the one made for its items, kept
    /// while the items are of the same kind.
    private func show(_ source: ListSource<ListViewType>) -> any ListViewDataSource<ListViewType> {
        switch source {
        case .dataSource(let dataSource):
            shownItems = nil
            return dataSource
        case .items(let items):
            if let shownItems, shownItems.kind == items.kind { return shownItems.items.shownDataSource }
            let made = items.make()
            shownItems = (items.kind, made)
            return made.shownDataSource
        }
    }

    /// Whether `dataSource` is this list's data source or one of its children at any depth,
    /// shown or kept by a switching data source.
    private func shows(_ dataSource: AnyObject) -> Bool {
        var host = (dataSource as? any HostedDataSource<ListViewType>)?.host
        while let current = host {
            if current === listView { return true }
            host = (current as? any HostedDataSource<ListViewType>)?.host
        }
        return false
    }

    /// Lets `dataSource` go from the list view of an older SwiftUI list still showing it: SwiftUI
    /// may make the list that replaces a list before it dismantles that one, and a data source is
    /// shown in one place at a time.
    /// - Returns: `false` when a newer list shows it — this list is the one being replaced, and
    ///   an update it gets meanwhile must not take the data source back.
    private func takeOver(_ dataSource: any ListViewDataSource<ListViewType>) -> Bool {
        guard let hosted = dataSource as? any HostedDataSource<ListViewType>,
            let previous = hosted.host as? ListViewType, previous !== listView,
            previous.currentDataSource === dataSource,
            let previousAge = representedListViews.firstIndex(where: { $0.listView === previous })
        else { return true }
        let age = representedListViews.firstIndex { $0.listView === listView } ?? representedListViews.count
        guard previousAge < age else { return false }
        previous.currentDataSource = nil
        return true
    }

    /// Links each binding to its data source, keeping the links of the last update, and
    /// drops the links of bindings no longer given.
    private func follow(_ selections: [ListSelectionBinding<ListViewType>]) {
        var links: [ObjectIdentifier: any SelectionLinking] = [:]
        for selection in selections {
            let identifier = ObjectIdentifier(selection.dataSource)
            let kept = selectionLinks.removeValue(forKey: identifier)
            links[identifier] = selection.link(kept, updateState)
        }
        for dropped in selectionLinks.values { dropped.detach() }
        selectionLinks = links
    }

    /// The list leaves the screen for good: the data source is let go at once, so that the next
    /// list made for it (the screen shown again) can show it — a data source is shown in one
    /// place at a time — and its selection stops being written to the bindings. A refresh
    /// action still running is cancelled.
    package func dismantle() {
        handle?.detach(from: listView)
        for link in selectionLinks.values { link.detach() }
        selectionLinks = [:]
        listView.currentDataSource = nil
        refreshing?.cancel()
    }

    private func followRefreshAction(_ refreshAction: (@MainActor () async -> Void)?) {
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
