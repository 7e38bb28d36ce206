import Foundation
import ListMediator

/// What replaying recorded updates on a ``HeadlessTableView`` showed: the rejections it met,
/// in order, and the rows the view shows at the end.
public struct ListUpdateReplay: Sendable, Hashable {
    /// An update the view rejected during the replay, as the record says it was.
    public struct Rejection: Sendable, Hashable {
        /// The recorded update.
        public var update: RecordedUpdate
        /// The rule it broke in the replay: the recorded one.
        public var rule: String
    }

    /// The updates the replay rejected, in order.
    public var rejections: [Rejection]
    /// The row counts the view shows at the end, by section.
    public var rowCounts: [Int]
    /// The number of updates replayed.
    public var replayedCount: Int
}

/// Why a replay stopped: the record does not replay as it was recorded.
public enum ListUpdateReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The report could not be read.
    case unreadableReport(ListUpdateReport.DecodingError)
    /// There is nothing to replay.
    case emptyRecord
    /// An update starts from other counts than the view shows after the one before it: the
    /// record is not one view's, or it misses updates between the two.
    case discontinuous(sequenceNumber: Int, recorded: [Int], shown: [Int])
    /// An update ended otherwise in the replay than in the record.
    case diverged(sequenceNumber: Int, recorded: RecordedUpdate.Outcome, replayed: RecordedUpdate.Outcome)
    /// A stale difference whose counts equal those the data source held: it was stale by items,
    /// which the record does not carry, so counts cannot show it.
    case staleByItemsOnly(sequenceNumber: Int)

    public var description: String {
        switch self {
        case .unreadableReport(let error):
            "the report cannot be replayed: \(error)"
        case .emptyRecord:
            "the record holds no update to replay"
        case let .discontinuous(number, recorded, shown):
            "update #\(number) starts from row counts \(recorded), but the replay shows \(shown): "
                + "the record misses updates before it"
        case let .diverged(number, recorded, replayed):
            "update #\(number) was recorded as \(recorded) but replays as \(replayed)"
        case .staleByItemsOnly(let number):
            "update #\(number) applied a difference computed from other items with the same counts: "
                + "a record holds counts, not items, so the replay cannot show it"
        }
    }
}

/// The data source of a replay: rows counted as the record says, each showing where it is.
@MainActor
final class ReplayDataSource: ListViewDataSource {
    static let cellIdentifier = "ReplayRow"
    var rowCounts: [Int]

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { rowCounts.count }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = "section \(indexPath.section), row \(indexPath.row)"
        return cell
    }
}
