import Foundation

/// One change of what a list view shows, as its ``ListUpdateRecord`` keeps it: which data source
/// asked, what kind of change it was, the row counts before and after, the batch's changes, how
/// long it took on the main actor and how it ended.
///
/// It describes no item: only counts, index paths and the types of the data sources, so a record
/// can travel in a report as it is.
public struct RecordedUpdate: Sendable, Hashable {
    /// What kind of change it was. Later versions may add kinds: a `switch` over them needs a
    /// `default`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// New items diffed against the shown ones (`apply`, `applyAndWait`, a difference).
        case apply
        /// Items added at the end, or at the end of their sections, without a diff (`append`,
        /// a next page).
        case append
        /// Items added at the start, or at the start of their sections, without a diff
        /// (`insert(contentsOf:at:)` at 0, `prepend`: an older page above a chat's messages).
        case prepend
        /// Items added among the others without a diff (`insert(contentsOf:at:)` between two
        /// items).
        case insertion
        /// Items removed by the app without a diff (`removeItems`).
        case removal
        /// Items replaced in place, their cells updated (`reconfigure`, `replace`).
        case reconfigure
        /// The user moved a row.
        case userMove
        /// The user deleted a row (a swipe's Delete, edit mode).
        case userDeletion
        /// Outline items expanded or collapsed (one, or all at once), their descendants' rows
        /// inserted or deleted.
        case expansion
        /// A switching data source showed another child.
        case `switch`
        /// A composite's children were inserted, removed or moved.
        case children
        /// A mediator's loading rows came or went.
        case loadingRow
        /// The view reloaded from its data source (a new data source, `reloadData()`).
        case reload
        /// A batch update handed to the view directly, by a data source of the app's own.
        case batchUpdate
    }

    /// How the change ended. Later versions may add outcomes: a `switch` over them needs a
    /// `default`.
    public enum Outcome: Sendable, Hashable {
        /// The batch update passed UIKit's rules and was shown.
        case performed
        /// Nothing the list shows changed.
        case unchanged
        /// The view reloaded, for `reason` (a policy's limit, a new data source, `reloadData()`).
        case reloaded(reason: String)
        /// The library refused the update because it broke `rule` (in UIKit's words, or the
        /// reason a difference no longer described the data) and reloaded the view instead.
        case rejected(rule: String)
    }

    /// The position of this update among all the updates the view recorded, from 0: a gap
    /// between two entries beyond the first's ``repeatCount`` means the record dropped the
    /// ones between.
    public var sequenceNumber: Int
    /// How many updates in a row this entry stands for: above 1 when the same data source
    /// changed nothing again, which the record counts rather than keeping each.
    public var repeatCount: Int
    /// The data source that asked, from the top of the tree down — for example
    /// `ListViewMediator › CompositeDataSource › [1] SwitchingDataSource › [0] FlatDataSource<Post>`,
    /// a child's position in its container in brackets — as it was when the record was read.
    public var path: String
    /// What kind of change it was.
    public var kind: Kind
    /// The row counts the view showed before the update, by section; `nil` where the record
    /// does not know them (an update that changed nothing).
    public var rowCountsBefore: [Int]?
    /// The row counts the view shows after it, by section; `nil` where nothing changed.
    public var rowCountsAfter: [Int]?
    /// The batch's changes in the data source's numbers moved into the view's; `nil` for a
    /// reload or nothing changed.
    public var changes: BatchUpdate?
    /// For a difference that no longer described the data: the counts it was computed from
    /// and those the data source held.
    public var staleDifference: StaleDifference?
    /// How long a batch update took on the main actor: the data swap, the check and the view's
    /// own work; zero where the record does not time the change (reloads, unchanged applies,
    /// the user's moves, and every update while recording is off).
    public var duration: Duration
    /// How it ended.
    public var outcome: Outcome

    /// Creates a recorded update; the library records them, a test may make one to compare.
    public init(
        sequenceNumber: Int, repeatCount: Int = 1, path: String, kind: Kind, rowCountsBefore: [Int]?,
        rowCountsAfter: [Int]?,
        changes: BatchUpdate?, staleDifference: StaleDifference? = nil, duration: Duration, outcome: Outcome
    ) {
        self.sequenceNumber = sequenceNumber
        self.repeatCount = repeatCount
        self.path = path
        self.kind = kind
        self.rowCountsBefore = rowCountsBefore
        self.rowCountsAfter = rowCountsAfter
        self.changes = changes
        self.staleDifference = staleDifference
        self.duration = duration
        self.outcome = outcome
    }
}

extension RecordedUpdate {
    /// A difference applied to data other than the data it was computed from, in the data
    /// source's own numbers: the row counts, by section, of the data it was computed from and
    /// of the data the data source held. Equal counts mean other items of the same counts.
    public struct StaleDifference: Sendable, Hashable {
        /// The row counts of the data the difference was computed from.
        public var rowCountsComputedFrom: [Int]
        /// The row counts of the data the data source held.
        public var rowCountsHeld: [Int]

        /// Creates the counts of a stale difference.
        public init(rowCountsComputedFrom: [Int], rowCountsHeld: [Int]) {
            self.rowCountsComputedFrom = rowCountsComputedFrom
            self.rowCountsHeld = rowCountsHeld
        }
    }
}

extension RecordedUpdate: CustomStringConvertible {
    /// One line: number, kind, path, counts, changes and outcome.
    public var description: String {
        var line = "#\(sequenceNumber) \(kind.rawValue) from \(path)"
        if let before = rowCountsBefore, let after = rowCountsAfter {
            line += ": rows \(Self.describe(before)) → \(Self.describe(after))"
        } else if let after = rowCountsAfter {
            line += ": rows \(Self.describe(after))"
        }
        if let changes, !changes.isEmpty {
            line += ", \(changes.changeCount) change\(changes.changeCount == 1 ? "" : "s")"
        }
        line += ", " + outcome.description
        if repeatCount > 1 { line += " ×\(repeatCount)" }
        return line
    }
}

extension RecordedUpdate {
    /// Row counts by section, or their sum and the number of sections when there are many.
    private static func describe(_ counts: [Int]) -> String {
        counts.count <= 4 ? "\(counts)" : "\(counts.reduce(0, +)) in \(counts.count) sections"
    }
}

extension RecordedUpdate.Outcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .performed: "performed"
        case .unchanged: "unchanged"
        case .reloaded(let reason): "reloaded (\(reason))"
        case .rejected(let rule): "rejected and reloaded: \(rule)"
        }
    }

    /// Whether the library refused the update.
    public var isRejection: Bool {
        if case .rejected = self { true } else { false }
    }
}
