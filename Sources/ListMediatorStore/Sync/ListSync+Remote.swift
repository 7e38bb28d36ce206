import Foundation
import ListMediator

extension ListSync {
    /// Asks the server for the list again, around `anchor`, and replaces the stored list with
    /// its answer and both of its cursors, in one transaction. A refresh already running is
    /// joined rather than repeated.
    func refreshFromServer(around anchor: ListCursor<Item.ID>?) async throws {
        if let runningRefresh { return try await runningRefresh.value }
        let task = Task { try await performRefresh(around: anchor) }
        runningRefresh = task
        defer { runningRefresh = nil }
        try await task.value
    }

    private func performRefresh(around anchor: ListCursor<Item.ID>?) async throws {
        setRefreshState(.loading)
        do {
            let page = try await loadRemotePage(RemotePageRequest(kind: .refresh, anchor: anchor))
            let now = Date()
            try store.write { transaction in
                try transaction.deleteAllItems(of: list)
                try transaction.upsert(page.items, into: list, ordering: .ascending)
                for end in ListEnd.allCases {
                    try transaction.setRemoteKey(
                        RemoteKey(cursor: page.cursor(beyond: end), lastRefresh: now), for: end, of: list)
                }
            }
            refreshGeneration += 1
            failedRefreshAnchor = nil
            setRefreshState(.idle)
            for end in ListEnd.allCases {
                setRemoteState(page.cursor(beyond: end) == nil ? .exhausted : .idle, at: end)
            }
        } catch {
            failedRefreshAnchor = anchor
            setRefreshState(.failed(error))
            throw error
        }
    }

    /// Asks the server for the page beyond `end` from `cursor` and adds it to the stored list
    /// with the cursor beyond it, in one transaction — unless a refresh committed meanwhile, or
    /// the end moved on from `cursor` (another load of it wrote first).
    func fetchPage(at end: ListEnd, from cursor: RemoteCursor) async throws {
        let generation = refreshGeneration
        setRemoteState(.loading, at: end)
        do {
            let page = try await loadRemotePage(RemotePageRequest(kind: .page(at: end), cursor: cursor))
            guard generation == refreshGeneration else {
                // The list was replaced while the page loaded: its cursor belongs to the old one,
                // and the end's state is the refresh's (exhausted, or a page of the new list
                // loading).
                return
            }
            let beyond = page.cursor(beyond: end)
            if beyond == cursor { throw ListSyncError.repeatedCursor(at: end) }
            let isWritten = try store.write { transaction in
                // Another load of this end (one the list gave up and asked again) may have added
                // this page, and the ones after it, while this one travelled: the end has moved
                // on from `cursor`, and writing would take its cursor back.
                let key = try transaction.remoteKey(for: end, of: list)
                guard key?.cursor == cursor else { return false }
                try transaction.upsert(page.items, into: list, ordering: .ascending)
                try transaction.setRemoteKey(
                    RemoteKey(cursor: beyond, lastRefresh: key?.lastRefresh), for: end, of: list)
                return true
            }
            guard isWritten else { return }
            setRemoteState(beyond == nil ? .exhausted : .idle, at: end)
        } catch {
            // A page asked for before a refresh failed for the old list, not the new one.
            if generation == refreshGeneration { setRemoteState(.failed(error), at: end) }
            throw error
        }
    }
}
