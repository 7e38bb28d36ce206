/// What a ``ListViewMediator``'s loading cell or footer shows: the ``LoadingRow`` at one end of
/// the list, which end it is, and the way to retry that end's failed load.
///
/// The mediator gives one to the cell or footer provider of its ``ListViewMediator/LoadingPresentation``
/// each time it makes the view, so a footer at either end of a list that pages both ways retries
/// its own end, from UIKit or from a SwiftUI view hosted in it:
///
/// ```swift
/// .footer(.hosting(ofKind: .footer) { item in
///     LoadingFooter(text: item.text, retries: item.isRetryable) { item.retry() }
/// })
/// ```
///
/// Two items are equal when they show the same row at the same end.
public struct LoadingItem: Hashable, Sendable {
    /// What the row shows: the load running, a failure, or the end of the list.
    public let row: LoadingRow
    /// The end of the list the row is at.
    public let edge: ListEdge
    /// The mediator's words when it made the item.
    public let texts: ListTexts
    /// The mediator whose load ``retry()`` starts again; weak, as the item may outlive it.
    private weak let retrier: (any LoadRetrying)?

    /// An item showing `row` at `edge` in `texts`' words, retried by `retrier`.
    init(row: LoadingRow, edge: ListEdge, texts: ListTexts, retrier: (any LoadRetrying)?) {
        self.row = row
        self.edge = edge
        self.texts = texts
        self.retrier = retrier
    }

    /// An item that no mediator retries: for previews and tests of a loading cell's look.
    public init(row: LoadingRow, edge: ListEdge = .bottom, texts: ListTexts = .standard) {
        self.init(row: row, edge: edge, texts: texts, retrier: nil)
    }

    /// The text the default row shows, in the mediator's ``ListViewMediator/texts``: "Loading…",
    /// the message and how to try again, or "No more items".
    public var text: String { row.text(using: texts) }

    /// Whether activating the row, or its footer's button, retries a failed load: for
    /// VoiceOver, the row is then a button.
    public var isRetryable: Bool { row.isRetryable }

    /// Starts this end's failed load again, as ``ListViewMediator/retry(at:)`` does; does
    /// nothing unless the load at ``edge`` failed and the mediator is still there.
    /// - Returns: whether a load started.
    @MainActor @discardableResult
    public func retry() -> Bool {
        retrier?.retry(at: edge) ?? false
    }

    public static func == (lhs: LoadingItem, rhs: LoadingItem) -> Bool {
        lhs.row == rhs.row && lhs.edge == rhs.edge
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(row)
        hasher.combine(edge)
    }
}

/// What a ``LoadingItem`` retries through: its mediator.
@MainActor
protocol LoadRetrying: AnyObject, Sendable {
    @discardableResult
    func retry(at edge: ListEdge) -> Bool
}

extension ListViewMediator: LoadRetrying {}
