/// Where a pager's next reload starts: around the cursor `loadFirstPage(around:)` gave, kept for
/// a retry until such a page is shown; or, by default, a refresh around the first item on screen
/// (`refreshCursor`) and a first page from the start.
enum ReloadStart<Cursor> {
    /// Around this cursor; `nil` for the start of the list.
    case at(Cursor?)
    /// A refresh by the refresh cursor, a first page from the start.
    case byRefreshCursor

    /// The cursor a reload for `request` asks around; `refreshAnchor` gives the refresh cursor's.
    func anchor(for request: LoadRequest, refreshAnchor: () -> Cursor?) -> Cursor? {
        switch self {
        case .at(let cursor): cursor
        case .byRefreshCursor: request == .refresh ? refreshAnchor() : nil
        }
    }
}

extension ReloadStart: Sendable where Cursor: Sendable {}
