import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTesting

/// A screen showing ``StoreBenchmarkFiles/list`` from a store, built as an app builds one: a
/// flat data source on a headless table view, its mediator, and a paging controller whose
/// loader is `store.pageLoader(for:pageSize:)`, opened around one item
/// (`loadFirstPage(around:)`) and following the store (`store.keepUpdated(_:from:)`). A write
/// made on the main actor then reaches its rows before `write` returns.
///
/// The view is as tall as one page, so every item loaded has a cell on screen and an edit
/// updates a visible cell. The page loaded is the only one: the mediator's thresholds are set so
/// it never asks for a page on its own, and a benchmark's list keeps the size it opened with.
final class FollowedStoreList {
    typealias Paging = PagingController<RankedRow, ListCursor<Int64>, HeadlessTableView>

    let store: ListStore
    let items: FlatDataSource<RankedRow, HeadlessTableView>
    let tableView: HeadlessTableView
    let paging: Paging
    /// Retains the paging controller and the data source; the table view holds it weakly.
    private let mediator: ListViewMediator<HeadlessTableView>
    /// Keeps the list following the store while this screen lives.
    private let updates: ListObservation

    /// Opens the list of `store` around `anchor`, a page of `pageSize` items, and returns once
    /// the page is shown and laid out.
    init(store: ListStore, pageSize: Int, around anchor: RankedRow) {
        let list = StoreBenchmarkFiles.list
        let items = FlatDataSource<RankedRow, HeadlessTableView>(items: [], cellProvider: .text(\.title))
        let paging = Paging(items: items, loadPage: store.pageLoader(for: list, pageSize: pageSize))
        self.store = store
        self.items = items
        self.paging = paging
        tableView = HeadlessTableView(boundsSize: CGSize(width: 390, height: CGFloat(pageSize) * 44))
        mediator = ListViewMediator(wrapping: items, loader: paging)
        mediator.top.threshold = 0
        mediator.top.prefetchDistance = nil
        mediator.bottom.threshold = 0
        mediator.bottom.prefetchDistance = nil
        tableView.currentDataSource = mediator
        tableView.trapsOnRejectedBatchUpdate = true
        updates = store.keepUpdated(paging, from: list)
        guard paging.loadFirstPage(around: list.cursor(for: anchor)) else {
            fatalError("the store benchmark's list refused to load its first page")
        }
        Self.runMainRunLoop {
            if let error = paging.state.error { fatalError("the store benchmark's list failed to load: \(error)") }
            return !paging.state.isLoading && !paging.loadedItems.isEmpty
        }
        tableView.layoutIfNeeded()
        guard paging.loadedItems.count == pageSize, paging.loadedItems.contains(anchor),
            tableView.visibleCells.count >= pageSize
        else {
            fatalError(
                "the store benchmark's list shows \(paging.loadedItems.count) items, \(tableView.visibleCells.count) "
                    + "cells, not a page of \(pageSize) around item \(anchor.id)")
        }
    }

    /// The number of batch updates and of reloads the view has shown: a write shown as an
    /// update adds one batch update and no reload.
    var viewUpdateCounts: (batchUpdates: Int, reloads: Int) {
        (tableView.performedBatchUpdates.count, tableView.reloadCount)
    }

    /// Runs the main run loop until `isDone`, for at most a minute: the main actor's jobs (a page
    /// that loaded off the main actor, shown on it) run on the main queue, which the main run
    /// loop serves.
    private static func runMainRunLoop(until isDone: () -> Bool) {
        let deadline = Date().addingTimeInterval(60)
        while !isDone() {
            guard Date() < deadline else { fatalError("the store benchmark's list did not load within a minute") }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
    }
}
