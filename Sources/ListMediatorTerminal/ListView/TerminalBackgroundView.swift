import Foundation

/// What a ``TerminalListView`` shows below its headers when it has no rows (UIKit's
/// `backgroundView`): a few lines — the empty state, a failed first page — and, when it offers
/// one, what Enter does (try again).
@MainActor
public final class TerminalBackgroundView {
    /// The lines shown, top to bottom, each fitted to the view's width.
    public var lines: [TerminalLine]
    /// What Enter does while the view shows no rows, or `nil` for nothing.
    public var retry: (() -> Void)?

    /// A background of `lines`; `retry` is what Enter does, if anything.
    public init(_ lines: [TerminalLine], retry: (() -> Void)? = nil) {
        self.lines = lines
        self.retry = retry
    }
}
