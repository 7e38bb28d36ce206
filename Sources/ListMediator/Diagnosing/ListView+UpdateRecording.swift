import Foundation

// How a backend records what changes it: the checked batch routine, reloads and the user's
// moves call these, so every backend records the same way. The library's update routine says
// what each update is (`ListUpdateRecord.Context`); an update nobody described is the data
// source's own batch update or reload.

extension ListView {
    /// When the update now starting began, for its recorded duration; `nil` while recording is
    /// off, so an unrecorded update reads no clock.
    package var updateRecordingStart: ContinuousClock.Instant? {
        updateRecord.isEnabled ? .now : nil
    }

    /// Records a batch update the view checked, before the view shows it — so that an update
    /// started while it shows (from a completion) is recorded after it — and returns where, for
    /// ``ListUpdateRecord/setDuration(_:ofUpdate:)`` once it is shown.
    package func recordCheckedBatchUpdate(
        _ update: BatchUpdate, rowCountsBefore: [Int], rowCountsAfter: [Int], since start: ContinuousClock.Instant?
    ) -> (index: Int, sequenceNumber: Int)? {
        guard let start else { return nil }
        let record = updateRecord
        let context = record.context
        prepare(record)
        record.record(
            kind: context?.kind ?? .batchUpdate, source: context?.source ?? dataSource,
            rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter, changes: update,
            duration: .now - start, outcome: .performed)
        return record.newestSlot
    }

    /// Runs `relay`, which hands the view a batch update that `source` — a data source of the
    /// app's own — gave its host, with `source` named in the record as the data source that
    /// asked, rather than the container the update reaches the view from. An update the
    /// library's routine describes already names its source, and keeps it.
    package func recordingUpdates(
        askedBy source: AnyObject, as kind: RecordedUpdate.Kind = .batchUpdate,
        _ relay: () throws(BatchUpdateError) -> Void
    ) throws(BatchUpdateError) {
        let record = updateRecord
        guard record.context == nil else { return try relay() }
        record.context = ListUpdateRecord.Context(kind: kind, source: source)
        defer {
            let context = record.context
            record.context = nil
            // Once the update is shown, or the view reloaded after rejecting it.
            deliverPendingRejection(context)
        }
        try relay()
    }

    /// Records the user's move of a row, which the view showed before telling its data source.
    package func recordUserMove(_ move: BatchUpdate, rowCountsBefore: [Int], rowCountsAfter: [Int]) {
        guard updateRecord.isEnabled else { return }
        prepare(updateRecord)
        updateRecord.record(
            kind: .userMove, source: dataSource, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter,
            changes: move, duration: .zero, outcome: .performed)
    }

    /// Records the user's move of a row from `source` to `destination` that the view (UIKit's)
    /// made itself, before its data source is told: the counts are the data source's.
    package func recordUserMove(from source: IndexPath, to destination: IndexPath) {
        guard updateRecord.isEnabled, let dataSource else { return }
        let before = dataSource.rowCounts(in: self)
        guard before.indices.contains(source.section), before.indices.contains(destination.section) else { return }
        var after = before
        after[source.section] -= 1
        after[destination.section] += 1
        recordUserMove(
            BatchUpdate(movedRows: [.init(from: source, to: destination)]), rowCountsBefore: before,
            rowCountsAfter: after)
    }

    /// Records a reload from `rowCountsBefore` to `rowCountsAfter`, once the view shows the data:
    /// one the library's routine asked for, with its kind and reason, or the view's own
    /// (`reloadData()`, a new data source). A reload that recovers from a rejection is part of
    /// the rejection's entry; the one that follows a stale difference is its rejection.
    /// Backends call it last in `reloadData()`, whether or not recording is on — a backend of the
    /// app's own too, so that its reloads and the library's reports of refused differences reach
    /// its ``updateRecord``.
    /// - Parameters:
    ///   - rowCountsBefore: the counts the view showed before, by section; `nil` for a view's
    ///     first load, which showed nothing yet.
    ///   - rowCountsAfter: the counts it shows now, by section.
    public func recordReload(rowCountsBefore: [Int]?, rowCountsAfter: [Int]) {
        let record = updateRecord
        let context = record.context
        guard !record.isRecoveringFromRejection, context?.isRecovering != true else { return }
        if let stale = context?.staleDifference {
            // The library refused the difference: this reload is its rejection, reported once.
            record.context?.staleDifference = nil
            return recordRejection(
                nil, rule: ListUpdateReport.staleDifferenceRule, rowCountsBefore: rowCountsBefore,
                rowCountsAfter: rowCountsAfter, staleDifference: stale, since: nil, reloadAfterRejection: {})
        }
        guard record.isEnabled else { return }
        prepare(record)
        record.record(
            kind: context?.kind ?? .reload, source: context?.source ?? dataSource, rowCountsBefore: rowCountsBefore,
            rowCountsAfter: rowCountsAfter, changes: nil, duration: .zero, outcome: .reloaded(context?.reloadReason))
    }

    /// Records a rejected update — one the view refused, or a difference that no longer described
    /// the data (`staleDifference`) — after reloading with `reloadAfterRejection` (unrecorded: the
    /// rejection's entry says it), and reports it: at once for an update handed to the view
    /// directly; for one of the library's update routine, once the routine has set the final
    /// data (``deliverPendingRejection()``), so the report describes what the list ends up showing.
    package func recordRejection(
        _ update: BatchUpdate?, rule: String, rowCountsBefore: [Int]?, rowCountsAfter: [Int]?,
        staleDifference: RecordedUpdate.StaleDifference? = nil, since start: ContinuousClock.Instant?,
        reloadAfterRejection reload: () -> Void
    ) {
        let record = updateRecord
        let context = record.context
        prepare(record)
        record.isRecoveringFromRejection = true
        reload()
        record.isRecoveringFromRejection = false
        guard
            let rejected = record.record(
                kind: context?.kind ?? .batchUpdate, source: context?.source ?? dataSource,
                rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter, changes: update,
                staleDifference: staleDifference, duration: start.map { .now - $0 } ?? .zero,
                outcome: .rejected(rule: rule), always: true)
        else { return }
        if context != nil {
            record.context?.pendingRejection = rejected
            record.context?.isRecovering = true
        } else {
            deliverReport(of: rejected, from: dataSource, sectionsBefore: nil)
        }
    }

    /// Reports the rejection the update routine's context holds, if any, and clears it: the
    /// routine calls it once it has set the final data and restored the context it found.
    package func deliverPendingRejection(_ context: ListUpdateRecord.Context?) {
        guard let context, let rejected = context.pendingRejection else { return }
        deliverReport(of: rejected, from: context.source, sectionsBefore: context.sectionsBefore)
    }

    /// Makes the report of `rejected`, asked for by `source`, from the record and what the view
    /// shows now, and hands it to ``ListUpdateReport/handler`` (unless a replay makes it).
    private func deliverReport(of rejected: RecordedUpdate, from source: AnyObject?, sectionsBefore: Any?) {
        let record = updateRecord
        guard case .rejected(let rule) = rejected.outcome else { return }
        let describer = source as? any IdentityDescribing
        var kept = record.updates.filter { $0.sequenceNumber <= rejected.sequenceNumber }
        if kept.last?.sequenceNumber != rejected.sequenceNumber { kept = [rejected] }
        let report = ListUpdateReport(
            viewType: DataSourceNames.typeName(Self.self), rule: rule, record: kept,
            identitiesBefore: sectionsBefore.flatMap { describer?.describedIdentities(of: $0) },
            identitiesAfter: describer?.describedIdentities(), contents: contentsDescription)
        record.lastReport = report
        if record.deliversReports { ListUpdateReport.deliver(report) }
    }

    /// Gives `record` this view's way of naming a data source, once.
    private func prepare(_ record: ListUpdateRecord) {
        if record.pathOfSource == nil {
            record.pathOfSource = { [weak self] source in
                self?.path(of: source) ?? DataSourceNames.typeName(type(of: source))
            }
        }
    }

    /// The path of `source` from the top of the tree this view shows: each data source's type,
    /// with its position in a container of several children.
    package func path(of source: AnyObject) -> String {
        var names: [String] = []
        var node: AnyObject? = source
        while let current = node, current !== self {
            let parent: AnyObject? = (current as? any HostedDataSource<Self>)?.host
            if (current as? any ChildPositioning)?.isPartOfItsHost != true {
                var name = DataSourceNames.typeName(type(of: current), shownIn: Self.self)
                if let container = parent as? any ChildPositioning, !container.isPartOfItsHost,
                    let position = container.position(ofChild: current)
                {
                    name = "[\(position)] " + name
                }
                names.append(name)
            }
            node = parent
        }
        return names.reversed().joined(separator: " › ")
    }
}

/// How descriptions, records and reports name types.
enum DataSourceNames {
    /// `type`'s name, without the view type every data source of a view `view` has.
    static func typeName(_ type: Any.Type, shownIn view: Any.Type? = nil) -> String {
        var name = String(describing: type)
        if let view {
            let viewName = String(describing: view)
            name = name.replacingOccurrences(of: "<\(viewName)>", with: "")
                .replacingOccurrences(of: ", \(viewName)>", with: ">")
        }
        return name
    }
}
