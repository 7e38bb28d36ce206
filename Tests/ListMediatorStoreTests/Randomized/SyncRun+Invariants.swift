import ListMediator
import ListMediatorStore

// The invariants checked after every step, once the app has settled. Each failure names its
// invariant by the number the suite's documentation gives it.

extension SyncRun {
    /// The first broken invariant, or `nil`.
    func brokenInvariant() -> String? {
        let stored: [Article]
        do {
            stored = try app.store.allItems(of: list)
        } catch {
            return "invariant 1: the store could not be read: \(error)"
        }
        return databaseMismatch(stored) ?? listMismatch(stored) ?? rejectedBatch() ?? remoteStateMismatch()
            ?? localStateMismatch(stored) ?? pagingInvariants()
    }

    /// 1. The database holds the model's items, in its order, and its remote keys.
    private func databaseMismatch(_ stored: [Article]) -> String? {
        if stored != model.stored {
            return "invariant 1: the store holds \(Self.describe(stored)), the model \(Self.describe(model.stored))"
        }
        for end in ListEnd.allCases {
            let key: RemoteKey?
            do {
                key = try app.store.remoteKey(for: end, of: list)
            } catch {
                return "invariant 1: the remote key at the \(end) could not be read: \(error)"
            }
            if key.map(\.cursor) != model.keys[end] {
                return "invariant 1: the key at the \(end) is \(String(describing: key?.cursor)), "
                    + "the model's \(String(describing: model.keys[end]))"
            }
        }
        return nil
    }

    /// 2. The list shows a contiguous run of the store's order, as stored, each identity once,
    /// reaching an end of the store wherever it has no page left there.
    private func listMismatch(_ stored: [Article]) -> String? {
        let paging = app.paging
        let shown = paging.loadedItems
        if Set(shown.map(\.id)).count != shown.count {
            return "invariant 2: the list shows an identity twice: \(Self.describe(shown))"
        }
        guard let first = shown.first else { return nil }
        guard let start = stored.firstIndex(where: { $0.id == first.id }), start + shown.count <= stored.count,
            Array(stored[start..<start + shown.count]) == shown
        else {
            return "invariant 2: the list shows \(Self.describe(shown)), not a run of the store's "
                + Self.describe(stored)
        }
        if paging.previousCursor == nil, start > 0 {
            return "invariant 2: the list has no page left at the top, but the store holds "
                + "\(Self.describe(Array(stored[..<start]))) before \(Self.describe(shown))"
        }
        if paging.nextCursor == nil, start + shown.count < stored.count {
            return "invariant 2: the list has no page left at the bottom, but the store holds "
                + "\(Self.describe(Array(stored[(start + shown.count)...]))) after \(Self.describe(shown))"
        }
        return nil
    }

    /// 3. The view rejected no batch update: each was valid under UIKit's rules.
    private func rejectedBatch() -> String? {
        app.tableView.rejectedBatchUpdates.first.map { "invariant 3: the view rejected a batch update: \($0)" }
    }

    /// 4. The sync's state for the refresh and each end is the model's; a failure is the server's.
    private func remoteStateMismatch() -> String? {
        let states = app.sync.remoteStates
        let compared: [(String, PagingEdgeState, SyncModel.RemoteState?)] = [
            ("refresh", states.refresh, model.refresh), ("start", states.start, model.ends[.start]),
            ("end", states.end, model.ends[.end]),
        ]
        for (name, state, expected) in compared {
            if SyncModel.RemoteState(state) != expected {
                return "invariant 4: the sync's \(name) is \(state), the model's "
                    + "\(expected.map(\.description) ?? "nothing") (\(states))"
            }
            if let error = state.error, !(error is RandomServer.Offline) {
                return "invariant 4: the sync's \(name) failed with \(error), which the server never threw"
            }
        }
        return nil
    }

    /// 5. The list's own state at each end agrees with the server's: a failure there is one the
    /// sync has (or is retrying), and an end with nothing left is an end of the server's list.
    private func localStateMismatch(_ stored: [Article]) -> String? {
        let paging = app.paging
        if case .failed = paging.state(at: .bottom), model.ends[.end] != .failed, model.refresh != .failed,
            model.refresh != .loading
        {
            return "invariant 5: the list failed at the bottom (\(paging.state)), but the sync has no failure there "
                + "(\(app.sync.remoteStates))"
        }
        if case .failed = paging.state(at: .top), model.ends[.start] != .failed {
            return "invariant 5: the list failed at the top (\(paging.state)), but the sync has no failure there "
                + "(\(app.sync.remoteStates))"
        }
        guard !paging.loadedItems.isEmpty else { return nil }
        for (edge, end) in [(ListEdge.top, ListEnd.start), (.bottom, .end)] {
            if case .exhausted = paging.state(at: edge), let cursor = model.cursor(at: end) {
                return
                    "invariant 5: the list says nothing is left at the \(edge), but the server has more from \(cursor)"
            }
        }
        return nil
    }

    /// 6. The paging controller's own facts agree (it traps when they do not).
    private func pagingInvariants() -> String? {
        app.paging._checkInvariants()
        return nil
    }

    /// Items in a failure's words: identity, rank and title when it was edited.
    static func describe(_ items: [Article]) -> String {
        "[" + items.map { "\($0.id)@\($0.rank)\($0.title.hasSuffix("(edited)") ? "*" : "")" }.joined(separator: ", ")
            + "]"
    }
}
