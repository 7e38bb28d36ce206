import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTesting

// Each operation as the user, the app, the server or the network does it. The app's writes go
// into the model as they commit; what the sync does comes to the model through the server's log.

extension SyncRun {
    /// Performs `operation`.
    /// - Returns: what went wrong doing it, or `nil`.
    func perform(_ operation: SyncOperation) async -> String? {
        let paging = app.paging
        switch operation {
        case .loadFirstPage: paging.loadFirstPage()
        case .jump(let index): jump(index: index)
        case .loadNextPage: paging.loadNextPage()
        case .loadPreviousPage: paging.loadPreviousPage()
        case .scroll(let percent): scroll(percent: percent)
        case .refresh: paging.refresh()
        case .setOffline(let offline): server.isOffline = offline
        case .serverInserts(let rank): _ = server.insert(rank: rank)
        case .serverDeletes(let index): _ = server.delete(index: index)
        case .serverEdits(let index): _ = server.edit(index: index)
        case .appInserts(let rank):
            appItemCount += 1
            return write(Article(id: "l\(appItemCount)", rank: rank, title: "Draft \(appItemCount)"))
        case .appEdits(let index):
            guard var item = storedItem(index) else { return nil }
            item.title += " (edited)"
            return write(item)
        case .appMoves(let index, let rank):
            guard var item = storedItem(index) else { return nil }
            item.rank = rank
            return write(item)
        case .appDeletes(let index):
            guard let item = storedItem(index) else { return nil }
            return delete(item)
        case .retry(let edge): paging.retry(at: edge)
        case .syncRetry: if app.sync.retry() { events.syncRetries += 1 }
        case .limit(let extra):
            maximumLoadedItemCount = extra.map(configuration.maximumLoadedItemCount(extra:))
            paging.maximumLoadedItemCount = maximumLoadedItemCount
        case .restart(let atReadingPlace): return await restart(atReadingPlace: atReadingPlace)
        case .holdNextRequest: server.holdsNextRequest = true
        case .release(let index): if server.release(index: index) { events.releases += 1 }
        case .readThrough(let edge): return await readThrough(to: edge)
        }
        return nil
    }

    /// The user opens the list at an item the store or the server holds.
    private func jump(index: Int) {
        let items = model.stored + server.items
        guard !items.isEmpty else { return }
        if app.paging.loadFirstPage(around: list.cursor(for: items[index % items.count])) { events.jumps += 1 }
    }

    private func scroll(percent: Int) {
        let geometry = app.tableView.scrollGeometry
        let bottom = max(0, geometry.contentSize.height - geometry.boundsSize.height)
        app.tableView.setContentOffset(CGPoint(x: 0, y: (bottom * CGFloat(percent) / 100).rounded()))
    }

    private func storedItem(_ index: Int) -> Article? {
        model.stored.isEmpty ? nil : model.stored[index % model.stored.count]
    }

    /// The app writes `item` in a transaction of its own.
    private func write(_ item: Article) -> String? {
        // What the sync committed before comes first in the model.
        if let problem = takeServerLog() { return problem }
        do {
            try app.store.write { try $0.upsert([item], into: list) }
        } catch {
            return "the app's write failed: \(error)"
        }
        model.upsert([item])
        countAppWrite()
        return nil
    }

    private func delete(_ item: Article) -> String? {
        if let problem = takeServerLog() { return problem }
        do {
            try app.store.write { try $0.deleteItems(withIDs: [item.id], from: list) }
        } catch {
            return "the app's delete failed: \(error)"
        }
        model.delete(id: item.id)
        countAppWrite()
        return nil
    }

    private func countAppWrite() {
        events.appWrites += 1
        if app.paging.state.isLoading { events.appWritesDuringLoads += 1 }
        if server.heldCount > 0 { events.appWritesWhileTheServerHolds += 1 }
    }

    /// Scrolls to `edge` and loads page after page there, as a user reading on does, until the
    /// list says none is left there. Online with no request held, that must come: the list then
    /// shows that end of the store (the invariants check it), and the server's key there is
    /// spent.
    private func readThrough(to edge: ListEdge) async -> String? {
        guard !server.isOffline, server.heldCount == 0, !server.holdsNextRequest, !app.paging.loadedItems.isEmpty
        else { return nil }
        for _ in 0..<200 {
            let paging = app.paging
            // The screen follows, as a reader's does: a limit drops pages far from it, not near.
            if edge == .top { app.tableView.setContentOffset(.zero) } else { app.tableView.scrollToBottom() }
            if let problem = await settle() { return problem }
            if case .exhausted = paging.state(at: edge) { break }
            _ = paging.retry(at: edge) || (edge == .bottom ? paging.loadNextPage() : paging.loadPreviousPage())
            if let problem = await settle() { return problem }
            if let problem = takeServerLog() { return problem }
        }
        if let problem = takeServerLog() { return problem }
        guard case .exhausted = app.paging.state(at: edge) else {
            return "reading through to the \(edge) stopped with the \(edge) \(app.paging.state(at: edge)), "
                + "the list \(app.paging.state)"
        }
        let end: ListEnd = edge == .top ? .start : .end
        if let cursor = model.cursor(at: end) {
            return "the list says nothing is left at the \(edge), but the server's key there is \(cursor)"
        }
        events.readsThrough[edge, default: 0] += 1
        return nil
    }
}
