/// One change a ``FileHistoryRepository`` was asked to make, kept until it is saved: a
/// transform of whatever history the file holds when the change is written, which may include
/// another process's terms.
enum HistoryChange: Sendable {
    /// Record a search for the term, as ``HistoryPolicy/normalizedTerm(_:)`` returned it when
    /// the change was made (normalising is the same under every policy).
    case add(String)
    case remove(String)
    case removeAll

    /// `history` with the change applied under `policy`.
    func applied(to history: KeyedHistory, policy: HistoryPolicy) -> KeyedHistory {
        switch self {
        case let .add(term): history.adding(normalized: term, policy: policy)
        case let .remove(term): history.removing(term, policy: policy)
        case .removeAll: .empty
        }
    }
}

extension KeyedHistory {
    /// The history with `changes` applied in order; each run of adds is applied in one pass
    /// (see `adding(normalized:policy:)` for an array of terms), so a burst of *k* adds
    /// costs O(*n* + *k*), not O(*n* × *k*).
    func applying(_ changes: some Sequence<HistoryChange>, policy: HistoryPolicy) -> KeyedHistory {
        var history = self
        var adds: [String] = []
        for change in changes {
            if case let .add(term) = change {
                adds.append(term)
                continue
            }
            if !adds.isEmpty {
                history = history.adding(normalized: adds, policy: policy)
                adds = []
            }
            history = change.applied(to: history, policy: policy)
        }
        return adds.isEmpty ? history : history.adding(normalized: adds, policy: policy)
    }
}
