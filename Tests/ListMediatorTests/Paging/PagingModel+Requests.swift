import ListMediator

// What both model-based runs (a paging controller on a mediator, and the observable model)
// check of the requests their pager makes: the same rules from the same account.

extension PagingModel {
    /// Takes the requests `backend` received since `count` into the model, checking that the
    /// step could start them: at most one, never while another load runs, and the one
    /// `expected`. The pager is named `pager` in the messages.
    @MainActor
    mutating func takeNewRequests(of backend: FakePageBackend, since count: Int, expected: ExpectedLoad) -> String? {
        let new = backend.requests[count...]
        if new.count > 1 {
            return "invariant 1: one step started \(new.count) loads: \(new.map(\.summary).joined(separator: ", "))"
        }
        guard let request = new.first else {
            switch expected {
            case .reload, .retry: return "the pager started no load, where \(expected) was due"
            case .none, .pageIfAny: return nil
            case .reloadAround: return load == nil ? "the pager started no load, where a jump was due" : nil
            }
        }
        if let load {
            return "invariant 1: \(request.summary) started while request \(load.serial) still loads"
        }
        switch expected {
        case .none:
            return "\(request.summary) started, where no load was due"
        case .pageIfAny:
            let kind = request.pageRequest.kind
            let edge: ListEdge = kind == .previousPage ? .top : .bottom
            let cursor = edge == .top ? previousCursor : nextCursor
            guard kind.isMore, canLoad(at: edge), request.pageRequest.cursor == cursor else {
                return "\(request.summary) started, where only the next page at \(nextCursor as Any) or the "
                    + "previous page at \(previousCursor as Any) could (the model expects \(stateDescription))"
            }
        case .reload:
            guard request.isReload else { return "\(request.summary) started, where a reload was due" }
        case .reloadAround(let anchor):
            guard request.isReload, request.pageRequest.cursor == anchor else {
                return "\(request.summary) started, where a reload around \(anchor) was due"
            }
        case .retry(let kind, let cursor):
            guard request.pageRequest.kind == kind, request.pageRequest.cursor == cursor else {
                return "\(request.summary) started, where a retry of \(kind) at \(cursor as Any) was due"
            }
        }
        let isRetry = if case .retry = expected { true } else { false }
        start(request, byPull: expected == .reload(byPull: true), isRetry: isRetry)
        return nil
    }

    /// 1. At most one request whose answer the pager would still apply, and it is the model's
    /// running load.
    @MainActor
    func oneLoadInFlight(at backend: FakePageBackend) -> String? {
        let live = backend.liveRequests
        if live.count > 1 { return "invariant 1: \(live.count) loads in flight: \(live.map(\.summary))" }
        if live.first?.serial != load?.serial {
            return "invariant 1: the backend waits on \(live.first?.summary ?? "nothing"), the model on "
                + "\(load.map { "request \($0.serial)" } ?? "nothing")"
        }
        return nil
    }
}
