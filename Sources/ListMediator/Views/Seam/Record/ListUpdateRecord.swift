import Foundation

/// The last updates of one list view: a ring of the last ``capacity`` changes of what it shows,
/// oldest first, each a ``RecordedUpdate``.
///
/// Every list view the library drives keeps one (``ListView/updateRecord``) and records into it
/// every batch update, reload and unchanged apply, whoever asked: the library's data sources,
/// a data source of the app's own, the user's moves. A rejected update's ``ListUpdateReport``
/// carries it.
///
/// Recording keeps what the update already has — the counts and the changes — so it allocates
/// nothing per update once the ring is full; a capacity of 0 turns it off.
@MainActor
public final class ListUpdateRecord {
    /// How many updates a new record keeps.
    public static let defaultCapacity = 32

    /// How many of the last updates the record keeps; 0 turns recording off. Lowering it drops
    /// the oldest.
    public var capacity: Int {
        didSet {
            guard capacity != oldValue else { return }
            guard capacity >= 0 else { fatalError("an update record's capacity cannot be negative: \(capacity)") }
            writeRepeats()
            let kept = orderedSlots.suffix(capacity)
            slots = ContiguousArray(kept)
            slots.reserveCapacity(capacity)
            oldest = 0
            newestUnchanged = nil
            newestSlot = nil
            didChange()
        }
    }

    /// Whether updates are recorded: ``capacity`` is above 0.
    public var isEnabled: Bool { capacity > 0 }

    /// The number of updates recorded since the view was made, including those the ring no
    /// longer keeps.
    @exclusivity(unchecked) public private(set) var recordedCount = 0

    /// The report of the last update the library rejected on this view, if any.
    public package(set) var lastReport: ListUpdateReport?

    // The ring's state is the main actor's alone and no access to it calls out, so accesses
    // never overlap: the dynamic exclusivity checks left out here cost 4% of `apply.nochange`.
    /// The ring: in order from `oldest` once full.
    @exclusivity(unchecked) private var slots: ContiguousArray<Slot> = []
    /// Where the oldest slot is once the ring is full; the next one is written there.
    @exclusivity(unchecked) private var oldest = 0
    /// The newest slot when it is an unchanged update, which a repeat of it counts on, and the
    /// repeats not yet written into it: kept apart so that a repeat touches no slot (writing
    /// one in place cost 4% of `apply.nochange`).
    @exclusivity(unchecked) private var newestUnchanged:
        (slot: Int, kind: RecordedUpdate.Kind, sourceID: ObjectIdentifier, repeats: Int)?
    /// How a recorded data source is named from the top of the tree: the view's, set with the
    /// first update.
    package var pathOfSource: ((AnyObject) -> String)?

    /// What the update being performed is, set by the library's update routine around it: the
    /// view records it with the kind and data source given here.
    package var context: Context?
    /// Set while the view reloads after a rejection, whose entry is already recorded.
    package var isRecoveringFromRejection = false
    /// Whether a rejection's report goes to ``ListUpdateReport/handler`` and its policy: not
    /// for a replay, which rejects on purpose.
    package var deliversReports = true

    /// Who hears of changes to the record.
    private let observers = UpdateRecordObservers()

    /// Calls `onChange` after each change of the record — an update recorded or counted again,
    /// its duration set once the view has shown it, the record emptied or its capacity changed —
    /// until the returned observation is cancelled or released: a diagnostics screen follows the
    /// list as it updates, with no polling. Read ``updates`` in it; do not change the list from
    /// it (it may be called while the view shows an update).
    ///
    /// - Complexity: O(1) a change for each observation; recording costs nothing more while
    ///   none is registered.
    public func observe(_ onChange: @escaping @MainActor () -> Void) -> ListUpdateRecordObservation {
        observers.add(onChange)
    }

    /// Tells the observers of a change, if there are any.
    private func didChange() {
        guard !observers.isEmpty else { return }
        observers.notify()
    }

    /// Creates an empty record keeping `capacity` updates.
    public init(capacity: Int = ListUpdateRecord.defaultCapacity) {
        guard capacity >= 0 else { fatalError("an update record's capacity cannot be negative: \(capacity)") }
        self.capacity = capacity
        slots.reserveCapacity(capacity)
    }

    /// The updates the record keeps, oldest first.
    public var updates: [RecordedUpdate] {
        writeRepeats()
        return orderedSlots.map(recordedUpdate)
    }

    /// Writes the repeats counted on the newest slot into it; a later repeat still counts there.
    private func writeRepeats() {
        guard let newest = newestUnchanged, newest.repeats > 0 else { return }
        newestUnchanged?.repeats = 0
        if slots.indices.contains(newest.slot) { slots[newest.slot].repeatCount += newest.repeats }
    }

    /// Forgets the updates kept; the count of updates recorded goes on.
    public func removeAll() {
        slots.removeAll(keepingCapacity: true)
        oldest = 0
        newestUnchanged = nil
        newestSlot = nil
        didChange()
    }

    /// The record as lines, oldest first: for the debugger and a screen of diagnostics.
    public var summary: String {
        let updates = updates
        guard !updates.isEmpty else { return isEnabled ? "no updates recorded" : "recording is off" }
        return updates.map(\.description).joined(separator: "\n")
    }

    // MARK: Recording

    /// What the library's update routine says about the update it performs.
    package struct Context {
        /// The kind of change.
        package var kind: RecordedUpdate.Kind
        /// The data source that asked.
        package var source: AnyObject
        /// The data the source held before the change, where the routine knows it (a
        /// difference's), for a report's identities.
        package var sectionsBefore: Any?
        /// Why the view reloads, when the routine reloads it.
        package var reloadReason: UpdateOutcome.ReloadReason?
        /// The difference the routine refused because it was not computed from the data held:
        /// the view's reload then records a rejection.
        package var staleDifference: RecordedUpdate.StaleDifference?
        /// The rejection recorded during the routine, reported once the routine has set the
        /// final data and the view shows it.
        package var pendingRejection: RecordedUpdate?
        /// Set once the routine's update was rejected: the reloads that follow are the recovery,
        /// part of the rejection's entry.
        package var isRecovering = false

        package init(kind: RecordedUpdate.Kind, source: AnyObject, sectionsBefore: Any? = nil) {
            self.kind = kind
            self.source = source
            self.sectionsBefore = sectionsBefore
        }
    }

    /// How an update ended, as a slot keeps it: a reload's reason as given, made text when read.
    package enum SlotOutcome {
        case performed
        case unchanged
        case reloaded(UpdateOutcome.ReloadReason?)
        case rejected(rule: String)
    }

    /// One kept update; the data source weakly, so the record keeps nothing alive.
    private struct Slot {
        var sequenceNumber: Int
        var repeatCount = 1
        weak var source: AnyObject?
        /// The source's identity, compared without loading the weak reference.
        var sourceID: ObjectIdentifier?
        var sourceType: Any.Type
        var kind: RecordedUpdate.Kind
        var rowCountsBefore: [Int]?
        var rowCountsAfter: [Int]?
        var changes: BatchUpdate?
        var staleDifference: RecordedUpdate.StaleDifference?
        var duration: Duration
        var outcome: SlotOutcome

    }

    /// Records an update and returns it as kept; nothing when recording is off, unless
    /// `always` (a rejection, which a report carries either way).
    @discardableResult
    package func record(
        kind: RecordedUpdate.Kind, source: AnyObject?, rowCountsBefore: [Int]?, rowCountsAfter: [Int]?,
        changes: BatchUpdate?, staleDifference: RecordedUpdate.StaleDifference? = nil, duration: Duration,
        outcome: SlotOutcome,
        always: Bool = false
    ) -> RecordedUpdate? {
        defer {
            recordedCount += 1
            // Once the update is kept and counted.
            if isEnabled { didChange() }
        }
        guard isEnabled || always else { return nil }
        let slot = Slot(
            sequenceNumber: recordedCount, source: source, sourceID: source.map(ObjectIdentifier.init),
            sourceType: source.map { type(of: $0) } ?? Never.self,
            kind: kind, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter, changes: changes,
            staleDifference: staleDifference, duration: duration, outcome: outcome)
        writeRepeats()
        newestUnchanged = nil
        newestSlot = nil
        if isEnabled {
            let index: Int
            if slots.count < capacity {
                index = slots.count
                slots.append(slot)
            } else {
                index = oldest
                slots[oldest] = slot
                oldest = (oldest + 1) % capacity
            }
            newestSlot = (index, slot.sequenceNumber)
            if case .unchanged = outcome, let sourceID = slot.sourceID {
                newestUnchanged = (index, kind, sourceID, 0)
            }
        }
        return always ? recordedUpdate(slot) : nil
    }

    /// Where the newest update was written and its number, for ``setDuration(_:ofUpdate:)``.
    package private(set) var newestSlot: (index: Int, sequenceNumber: Int)?

    /// Sets the duration of the update `slot` holds, if it still does: a batch update is
    /// recorded before the view shows it (so that an update started while it shows comes after
    /// it) and timed after.
    package func setDuration(_ duration: Duration, ofUpdate slot: (index: Int, sequenceNumber: Int)) {
        guard slots.indices.contains(slot.index), slots[slot.index].sequenceNumber == slot.sequenceNumber else {
            return
        }
        slots[slot.index].duration = duration
        didChange()
    }

    /// Records an update that changed nothing the view shows. Not generic over the view, so
    /// an apply of unchanged items (`apply.nochange`) makes no unspecialised call for it; the
    /// record names the source as the view does once any other update was recorded.
    package func recordUnchanged(_ kind: RecordedUpdate.Kind, from source: AnyObject) {
        guard isEnabled else { return }
        // The same data source changing nothing again (a refresh that brought the same page)
        // counts on the last entry rather than pushing the history out of the ring.
        if let newest = newestUnchanged, newest.kind == kind, newest.sourceID == ObjectIdentifier(source) {
            newestUnchanged?.repeats += 1
            recordedCount += 1
            didChange()
            return
        }
        record(
            kind: kind, source: source, rowCountsBefore: nil, rowCountsAfter: nil, changes: nil, duration: .zero,
            outcome: .unchanged)
    }

    private var orderedSlots: [Slot] {
        Array(slots[oldest...] + slots[..<oldest])
    }

    private func recordedUpdate(_ slot: Slot) -> RecordedUpdate {
        let path: String =
            if let source = slot.source {
                pathOfSource?(source) ?? Self.typeName(type(of: source))
            } else if slot.sourceType == Never.self {
                "(no data source)"
            } else {
                Self.typeName(slot.sourceType) + " (released)"
            }
        let outcome: RecordedUpdate.Outcome =
            switch slot.outcome {
            case .performed: .performed
            case .unchanged: .unchanged
            case .reloaded(let reason): .reloaded(reason: reason.map(\.recordDescription) ?? "reloadData()")
            case .rejected(let rule): .rejected(rule: rule)
            }
        return RecordedUpdate(
            sequenceNumber: slot.sequenceNumber, repeatCount: slot.repeatCount, path: path, kind: slot.kind,
            rowCountsBefore: slot.rowCountsBefore,
            rowCountsAfter: slot.rowCountsAfter, changes: slot.changes,
            staleDifference: slot.staleDifference, duration: slot.duration, outcome: outcome)
    }

    /// A type's name without its module.
    package static func typeName(_ type: Any.Type) -> String {
        String(describing: type)
    }
}

extension UpdateOutcome.ReloadReason {
    /// The reason in a record's words.
    var recordDescription: String {
        switch self {
        case let .tooManyChanges(count, limit): "\(count) changes, more than the policy's \(limit)"
        case .listNotVisible: "the list was not visible"
        case .batchUpdateRejected(let error): error.description
        case .staleChangeset: ListUpdateReport.staleDifferenceRule
        }
    }
}
