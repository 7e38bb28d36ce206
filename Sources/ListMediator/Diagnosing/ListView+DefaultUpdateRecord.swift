import Foundation

extension ListView {
    /// The record of this view's last updates: what changed it, from which data source, and how
    /// it ended (see ``ListUpdateRecord``). Set its ``ListUpdateRecord/capacity`` to keep more, or
    /// 0 to record nothing.
    ///
    /// The library's backends store their own; a backend of the app's own gets one kept for it,
    /// by the view's identity, as long as the view lives, and fills it by calling
    /// ``performCheckedBatchUpdate(_:rowCountsBefore:updateData:rejected:show:)`` and
    /// ``recordReload(rowCountsBefore:rowCountsAfter:)`` as the library's backends do.
    public var updateRecord: ListUpdateRecord {
        if let keeping = self as? any FeatureKeepingListView { return keeping.keptUpdateRecord }
        return DefaultUpdateRecords.record(for: self)
    }
}

/// The records of backends that store none.
@MainActor
private enum DefaultUpdateRecords {
    private struct Entry {
        weak var view: AnyObject?
        let record: ListUpdateRecord
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func record(for view: AnyObject) -> ListUpdateRecord {
        let key = ObjectIdentifier(view)
        if let entry = entries[key], entry.view === view { return entry.record }
        // A view's identifier is reused once it is freed: drop the records of freed views.
        entries = entries.filter { $0.value.view != nil }
        let record = ListUpdateRecord()
        entries[key] = Entry(view: view, record: record)
        return record
    }
}
