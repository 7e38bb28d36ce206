import Foundation
import ListMediator

/// The view a ``HeadlessTableView`` shows behind its rows (UIKit's `backgroundView`): a title,
/// a message, and a retry button when it offers one — what an empty state or a failed first page
/// shows, as plain properties tests can read.
@MainActor
open class HeadlessBackgroundView {
    /// The main text: "No products", "Couldn't load the products".
    public var text: String
    /// The secondary text, or `nil`.
    public var detailText: String?
    /// What the retry button does, or `nil` when the view has no retry button.
    public var retry: (() -> Void)?

    /// A view showing `text`, with `detailText` below it and a retry button when `retry` is given.
    public init(text: String, detailText: String? = nil, retry: (() -> Void)? = nil) {
        self.text = text
        self.detailText = detailText
        self.retry = retry
    }

    /// Plays a tap on the retry button.
    /// - Precondition: the view has a retry button.
    public func tapRetry() {
        guard let retry else { fatalError("the background view \"\(text)\" has no retry button to tap") }
        retry()
    }
}
