import Foundation

/// The registry and reuse queue behind supplementary views for list view backends that manage
/// their own views (the headless and terminal views), keyed by kind and identifier as UIKit's.
///
/// While a shown view is refreshed in place (``startRefreshing(_:kind:identifier:at:)``),
/// dequeuing its kind and identifier hands that view back, so a data source that answers as it
/// always does updates the view on screen instead of replacing it.
@MainActor
package struct SupplementaryViewPool<View: AnyObject> {
    /// A registration: kind and identifier, kept apart so a lookup builds no string.
    private struct Key: Hashable {
        var kind: SupplementaryViewKind
        var identifier: String
    }

    private var factories: [Key: () -> View] = [:]
    private var idleViews: [Key: [View]] = [:]
    private var refreshing: (view: View, key: Key, indexPath: IndexPath)?

    /// The number of views made so far; with reuse it stays near the number visible at once.
    package private(set) var createdCount = 0
    /// The view the last dequeue handed out; a caller clears it before asking a data source, to
    /// tell a dequeued answer from a view the data source keeps for itself.
    package var lastDequeued: ObjectIdentifier?

    /// Creates an empty pool with no registrations.
    package init() {}

    /// Makes `kind` with `identifier` dequeueable; a later registration replaces this one.
    package mutating func register(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, factory: @escaping () -> View
    ) {
        let key = Key(kind: kind, identifier: identifier)
        factories[key] = factory
        idleViews[key] = []
    }

    /// A view for `kind` and `identifier`: the one being refreshed, an idle one (after
    /// `prepare`), or a new one.
    ///
    /// - Precondition: `kind` and `identifier` were registered; otherwise this traps with
    ///   UIKit's message.
    /// - Complexity: O(1) amortised; no allocation when a view is reused.
    package mutating func dequeue(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, prepare: (View) -> Void
    ) -> View {
        let key = Key(kind: kind, identifier: identifier)
        if let refreshing {
            guard refreshing.key == key else {
                fatalError(
                    "refreshing the \(refreshing.key.kind) at \(refreshing.indexPath.uiKitDescription) in place: the "
                        + "data source dequeued identifier \(identifier), but the view shown there has identifier "
                        + "\(refreshing.key.identifier). A shown supplementary view keeps its identifier; reload the "
                        + "section to change it")
            }
            return refreshing.view
        }
        guard let factory = factories[key] else {
            fatalError(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or "
                    + "a class for the identifier or connect a prototype cell in a storyboard")
        }
        if let view = idleViews[key]?.popLast() {
            prepare(view)
            lastDequeued = ObjectIdentifier(view)
            return view
        }
        createdCount += 1
        let view = factory()
        lastDequeued = ObjectIdentifier(view)
        return view
    }

    /// From now until ``stopRefreshing()``, dequeuing `kind` with `identifier` returns `view`,
    /// shown at `indexPath`, unprepared; dequeuing anything else traps.
    package mutating func startRefreshing(
        _ view: View, kind: SupplementaryViewKind, identifier: String, at indexPath: IndexPath
    ) {
        refreshing = (view, Key(kind: kind, identifier: identifier), indexPath)
    }

    /// Dequeuing makes or reuses views again.
    package mutating func stopRefreshing() {
        refreshing = nil
    }

    /// Returns a view that left the screen to the pool for `kind` and `identifier`. Views of
    /// registrations that do not exist are dropped.
    package mutating func enqueue(_ view: View, kind: SupplementaryViewKind, identifier: String) {
        let key = Key(kind: kind, identifier: identifier)
        guard factories[key] != nil else { return }
        idleViews[key, default: []].append(view)
    }
}
