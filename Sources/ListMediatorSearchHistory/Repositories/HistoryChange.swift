/// One change a ``FileHistoryRepository`` was asked to make, kept until it is saved: a
/// transform of whatever history the file holds when the change is written, which may include
/// another process's terms.
enum HistoryChange: Sendable {
    /// Record a search for the term; the policy accepted it when the change was made.
    case add(String)
    case remove(String)
    case removeAll

    /// `history` with the change applied under `policy`.
    func applied(to history: KeyedHistory, policy: HistoryPolicy) -> KeyedHistory {
        switch self {
        // The term was accepted when the change was made and a policy's verdict on a term does
        // not change, so `adding` does not throw here; if it ever did, the change is dropped
        // rather than the history.
        case let .add(term): (try? history.adding(term, policy: policy)) ?? history
        case let .remove(term): history.removing(term, policy: policy)
        case .removeAll: .empty
        }
    }
}

extension KeyedHistory {
    /// The history with `changes` applied in order.
    func applying(_ changes: some Sequence<HistoryChange>, policy: HistoryPolicy) -> KeyedHistory {
        changes.reduce(self) { history, change in change.applied(to: history, policy: policy) }
    }
}
