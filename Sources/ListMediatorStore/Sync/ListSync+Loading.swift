import ListMediator

extension ListSync {
    /// The page `request` asks for, from the store, after fetching it from the server where
    /// the store has none.
    func page(for request: PageRequest<ListCursor<Item.ID>>) async throws -> Page<Item, ListCursor<Item.ID>> {
        switch request.kind {
        case .firstPage, .refresh:
            return try await reload(request)
        case .nextPage:
            return try await page(at: .end, for: request)
        case .previousPage:
            return try await page(at: .start, for: request)
        }
    }

    private func reload(_ request: PageRequest<ListCursor<Item.ID>>) async throws -> Page<Item, ListCursor<Item.ID>> {
        let cached = try readStore(request)
        if pendingLocalReloads > 0 {
            // The list reloads because a refresh replaced the store: the store is what it asks for.
            pendingLocalReloads -= 1
            return cached
        }
        let anchor = request.cursor
        let askedByUser = request.kind == .refresh
        if !askedByUser, !cached.items.isEmpty {
            if !isCacheFresh() { Task { try? await refreshFromServer(around: anchor) } }
            return cached
        }
        do {
            try await refreshFromServer(around: anchor)
        } catch {
            // Offline: what the store holds, with the failure in the remote state.
            guard !cached.items.isEmpty else { throw error }
            return cached
        }
        return try readStore(request)
    }

    private func page(
        at end: ListEnd, for request: PageRequest<ListCursor<Item.ID>>
    ) async throws -> Page<Item, ListCursor<Item.ID>> {
        var page = try readStore(request)
        guard page.items.count < pageSize else { return page }
        let generation = refreshGeneration
        while let cursor = try store.remoteKey(for: end, of: list)?.cursor {
            do {
                try await fetchPage(at: end, from: cursor)
            } catch {
                // Offline: the items the store has, and the end open so the list asks again; with
                // none, the failure, for the list's row and its retry.
                guard !page.items.isEmpty else { throw error }
                return page
            }
            page = try readStore(request)
            // The server's page can sort wholly before the list's cursor (among items the app
            // wrote past the server's), leaving nothing past it: the list would be given back
            // the cursor it asked with. The server's next page is asked for instead — unless a
            // refresh replaced the list meanwhile, which reloads it.
            guard page.items.isEmpty, generation == refreshGeneration else { break }
        }
        return page
    }

    /// The page `request` asks for from the store, with a cursor beyond each end where the
    /// store or the server has more.
    private func readStore(_ request: PageRequest<ListCursor<Item.ID>>) throws -> Page<Item, ListCursor<Item.ID>> {
        var page = try store.page(of: list, for: request, pageSize: pageSize)
        for end in ListEnd.allCases where page.cursor(beyond: end) == nil {
            guard try store.remoteKey(for: end, of: list)?.cursor != nil else { continue }
            // The store has nothing more there, the server has: the list asks from this end's
            // last item (or, for an empty page at an end, from where it asked).
            let edge = end == .start ? page.items.first : page.items.last
            let cursor = edge.map(list.cursor(for:)) ?? (request.kind.isMore ? request.cursor : nil)
            if end == .start { page.previousCursor = cursor } else { page.nextCursor = cursor }
        }
        return page
    }
}

extension Page {
    /// The cursor beyond `end`.
    fileprivate func cursor(beyond end: ListEnd) -> Cursor? {
        end == .start ? previousCursor : nextCursor
    }
}
