extension PagingState {
    /// The state of paging whose loading is `loading`, counting only loads the pager decided
    /// (`byLoader`): the load that runs; else a failure waiting for a retry, the bottom's first;
    /// else exhausted once neither end has pages left; else idle.
    init(_ loading: LoadingStateMachine) {
        if let running = loading.runningLoad, running.byLoader {
            switch running.request {
            case .firstPage: self = .loadingFirstPage
            case .refresh: self = .refreshing
            case .nextPage: self = .loadingNextPage
            case .previousPage: self = .loadingPreviousPage
            }
        } else if let error = loading.failureError(at: .bottom) ?? loading.failureError(at: .top) {
            self = .failed(error)
        } else {
            self = loading.hasMorePages(at: .top) || loading.hasMorePages(at: .bottom) ? .idle : .exhausted
        }
    }
}

extension PagingEdgeState {
    /// The state of `edge` of paging whose loading is `loading`, counting only loads the pager
    /// decided (`byLoader`). A reload runs at the bottom.
    init(_ loading: LoadingStateMachine, at edge: ListEdge) {
        if let running = loading.runningLoad, running.byLoader, running.edge == edge {
            self = .loading
        } else if let error = loading.failureError(at: edge) {
            self = .failed(error)
        } else {
            self = loading.hasMorePages(at: edge) ? .idle : .exhausted
        }
    }
}
