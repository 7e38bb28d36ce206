import Foundation

/// What the library knows about an update it rejected: the rule the update broke, the view's
/// record of its last updates ending with the rejected one, and the identities the data source
/// showed before and after, as the app describes them.
///
/// The library rejects an update that would break UIKit's rules — a data source that
/// miscounts, data changed behind the view's back — or a difference no longer computed from the
/// data it is applied to, and reloads the view instead, so nothing on screen disagrees with the
/// data. The app hears of each rejection once, through ``handler``; attach the report's
/// ``jsonData()`` to a crash reporter, and replay it in a test with `ListMediatorTesting`.
///
/// A report holds no item: counts, index paths, the types of the data sources, and for each
/// identity only what the data source's `itemDescriptionInReports` returns (nothing when it is
/// not set).
public struct ListUpdateReport: Sendable, Hashable {
    /// The version of the library that made the report.
    public var libraryVersion: String
    /// The list view's type.
    public var viewType: String
    /// The rule the update broke, in UIKit's words, or why a difference no longer described the
    /// data.
    public var rule: String
    /// The view's record of its last updates, oldest first, ending with the rejected one.
    public private(set) var record: [RecordedUpdate]
    /// The identities the data source that asked showed before the update, by section, as its
    /// `itemDescriptionInReports` describes them; `nil` when it describes none, or when it
    /// changed its items in place (only an apply knows the items it replaces).
    public var identitiesBefore: [[String]]?
    /// The identities the data source holds after the update — what the view shows after its
    /// reload — described as ``identitiesBefore``.
    public var identitiesAfter: [[String]]?
    /// What the view shows after the reload: its ``ListView/contentsDescription``.
    public var contents: String

    /// The rejected update: the last of the ``record``.
    public var update: RecordedUpdate { record[record.count - 1] }

    /// Creates a report; the library makes them, a test may make one to compare.
    public init(
        libraryVersion: String = ListUpdateReport.currentLibraryVersion, viewType: String, rule: String,
        record: [RecordedUpdate], identitiesBefore: [[String]]?, identitiesAfter: [[String]]?, contents: String
    ) {
        guard record.last?.outcome.isRejection == true else {
            fatalError("a report's record must end with the rejected update")
        }
        self.libraryVersion = libraryVersion
        self.viewType = viewType
        self.rule = rule
        self.record = record
        self.identitiesBefore = identitiesBefore
        self.identitiesAfter = identitiesAfter
        self.contents = contents
    }

    /// The version of the library, written into every report.
    public static let currentLibraryVersion = "1.1.0"

    /// The rule a difference breaks when it is applied to data other than the data it was
    /// computed from.
    public static let staleDifferenceRule =
        "Stale difference: the difference was not computed from the data the data source holds "
        + "(other sections, or items replaced or edited since), so its updates do not describe the list."
}

// MARK: The hook

extension ListUpdateReport {
    /// What the library does after a rejected update has been reported.
    public enum Policy: Sendable, Hashable {
        /// Reload the view and go on: the list shows the data source's data, the report goes to
        /// ``ListUpdateReport/handler``. The default, and what a release build wants.
        case reportAndContinue
        /// Stop the app at once, with the rule and the record in the message, after
        /// ``ListUpdateReport/handler`` has the report: for debug builds, where a rejected
        /// update is a defect to fix now.
        case stop
    }

    /// Called once with the report of every update the library rejects, on any list view:
    /// where an app hands reports to its crash reporter. `nil` by default.
    @MainActor public static var handler: (@MainActor (ListUpdateReport) -> Void)?

    /// What the library does once a rejection is reported; ``Policy/reportAndContinue`` by default.
    /// A debug build sets ``Policy/stop`` to catch a defect where it happens:
    ///
    /// ```swift
    /// #if DEBUG
    /// ListUpdateReport.policy = .stop
    /// #endif
    /// ```
    @MainActor public static var policy = Policy.reportAndContinue

    /// Hands `report` to the hook, then stops when the policy says so.
    @MainActor
    package static func deliver(_ report: ListUpdateReport) {
        handler?(report)
        if policy == .stop {
            fatalError(
                "ListMediator rejected an update: \(report.rule)\nPath: \(report.update.path)\n"
                    + "Record:\n\(report.record.map(\.description).joined(separator: "\n"))")
        }
    }
}
