extension LoadingStateMachine {
    /// What the mediator's public properties read of the loading: observers are told of a
    /// change of the loading only when this changes, so a transition that changes nothing they
    /// see (an owner's update with no load, an announcement taken) costs a SwiftUI view no
    /// update.
    struct Observed: Equatable {
        var top: ObservedEnd
        var bottom: ObservedEnd
    }

    /// One end, as the public properties read it.
    struct ObservedEnd: Equatable {
        enum Activity: Equatable {
            case idle(keptRow: LoadingRow?)
            case loading(Load, row: LoadingRow?)
            /// A failure's error is not compared: a new failure comes after a load, which differs.
            case failed(LoadRequest, message: String)
            case scheduled(keptRow: LoadingRow?)
        }

        var activity: Activity
        var hasMorePages: Bool
    }

    var observed: Observed {
        Observed(top: Self.observed(state.top), bottom: Self.observed(state.bottom))
    }

    private static func observed(_ end: End) -> ObservedEnd {
        let activity: ObservedEnd.Activity =
            switch end.activity {
            case .idle(let keptRow): .idle(keptRow: keptRow)
            case .loading(let load, let row): .loading(load, row: row)
            case .failed(let request, let message, _): .failed(request, message: message)
            case .scheduled(let keptRow): .scheduled(keptRow: keptRow)
            }
        return ObservedEnd(activity: activity, hasMorePages: end.hasMorePages)
    }
}
