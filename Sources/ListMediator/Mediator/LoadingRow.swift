/// What the row ``ListViewMediator`` adds below the list shows.
public enum LoadingRow: Hashable, Sendable {
    /// A page is loading: the loading indicator.
    case loading
    /// Loading failed with `message`; selecting the row tries again.
    case failed(message: String)
    /// Every page is loaded: the end of the list, shown when the mediator's
    /// ``ListViewMediator/showsEndOfList`` is on. Not selectable.
    case endOfList

    /// The text the default row shows, in the package's words (``ListTexts/standard``):
    /// "Loading…", the message and how to try again, or "No more items".
    public var text: String { text(using: .standard) }

    /// The text the default row shows, in `texts`' words.
    public func text(using texts: ListTexts) -> String {
        switch self {
        case .loading: texts.loading
        case .failed(let message): texts.failed(message)
        case .endOfList: texts.endOfList
        }
    }

    /// Whether selecting the row (or its footer's button) tries a failed load again: for
    /// VoiceOver, the row is then a button.
    public var isRetryable: Bool {
        if case .failed = self { true } else { false }
    }
}

/// A cell that shows one line of text: what the library's default rows, such as
/// ``ListViewMediator``'s loading row, need from a backend's cell class.
@MainActor
public protocol TextCell: AnyObject {
    /// The text the cell shows.
    var text: String? { get set }

    /// Tells assistive technologies what the cell is: `label` is read for it, and `isButton`
    /// says that activating it does something (retries a failed load). The default does
    /// nothing; UIKit's cells set their accessibility label and traits.
    func setAccessibility(label: String, isButton: Bool)
}

extension TextCell {
    public func setAccessibility(label: String, isButton: Bool) {}
}
