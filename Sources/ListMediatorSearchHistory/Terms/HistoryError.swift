import Foundation

/// Why a ``HistoryRepository`` refused a change, or why a ``FileHistoryRepository`` could not
/// save one.
///
/// A change method that throws has changed nothing: the repository's
/// ``HistoryRepository/history`` and its storage are as they were before the call. The storage
/// errors (``writeFailed(path:reason:)``, ``readFailed(path:reason:)``,
/// ``lockTimedOut(path:timeout:)``) come instead from ``FileHistoryRepository``'s writer, which
/// saves off the main actor: through ``HistoryRepository/waitUntilSaved()`` and the diagnostic
/// handler (``HistoryFileDiagnostic/Problem/saveFailed(_:)``). The change then stays in
/// ``HistoryRepository/history`` and is saved again with the next change.
public enum HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The term, after trimming, contains `character`: a control character (Unicode category
    /// Cc, such as U+0000 or a tab or line feed between words) or a line or paragraph
    /// separator (U+2028, U+2029). A list cannot show it on one line, and terminals act on
    /// control characters instead of printing them.
    ///
    /// A term made only of such characters, whitespace and other invisible characters is not
    /// an error: it is ignored, like a blank term.
    case termContainsControlCharacter(Unicode.Scalar)

    /// The term, after trimming, has more characters than the policy allows.
    case termTooLong(length: Int, maximumLength: Int)

    /// The term, after trimming, takes more UTF-8 bytes than the policy allows, though it may
    /// have few characters (one character can carry any number of combining marks).
    case termTooLarge(byteCount: Int, maximumByteCount: Int)

    /// Even the newest term alone would make a ``FileHistoryRepository``'s file larger than
    /// the size it agrees to read back (older terms are dropped to make room before this is
    /// thrown), so writing it would make the file unreadable on the next launch.
    case historyTooLarge(byteCount: Int, maximumByteCount: Int)

    /// The storage could not be written; `reason` is the system's explanation.
    ///
    /// For a ``FileHistoryRepository``, `path` is the file that could not be written: its
    /// ``FileHistoryRepository/fileURL``, or the file that URL leads to when it is a symbolic
    /// link.
    case writeFailed(path: String, reason: String)

    /// The stored history exists but could not be read, for a reason that says nothing about
    /// its contents (too many open files, an I/O error); `reason` is the system's explanation.
    /// Applying the change to what could be read would have replaced the stored terms, so the
    /// storage was left as it is. Trying again later may succeed.
    case readFailed(path: String, reason: String)

    /// Another process, or another ``FileHistoryRepository`` on a different path to the same
    /// file, held the file's lock for longer than `timeout`, so the change was not written.
    /// The lock is normally held for one write, a few milliseconds; a process stopped in a
    /// debugger or hung on a network volume can hold it longer. The next change tries again.
    case lockTimedOut(path: String, timeout: Duration)

    /// What went wrong and what to change, for logs and developer-facing alerts.
    public var description: String {
        switch self {
        case let .termContainsControlCharacter(character):
            return "The search term contains the control character \(character.codePointDescription), which a list "
                + "cannot show; remove control characters and line breaks from the term (or replace them with "
                + "spaces) before adding it."
        case let .termTooLong(length, maximumLength):
            return Self.termOverLimit("has \(length) characters", maximumLength, "maximumTermLength")
        case let .termTooLarge(byteCount, maximumByteCount):
            return Self.termOverLimit("takes \(byteCount) bytes in UTF-8", maximumByteCount, "maximumTermByteCount")
        case let .historyTooLarge(byteCount, maximumByteCount):
            return "The history would take \(byteCount) bytes with only the newest term but the file limit is "
                + "\(maximumByteCount); shorten the term or raise the repository's maximumFileSize."
        case let .writeFailed(path, reason):
            return "Could not save the search history to \(path): \(reason)."
        case let .readFailed(path, reason):
            return "Could not read the search history at \(path) (\(reason)), so the change was not saved and "
                + "the file was left as it is; try again later."
        case let .lockTimedOut(path, timeout):
            return "Could not save the search history to \(path): another process held its lock for more than "
                + "\(timeout)."
        }
    }

    /// "The search term <measured> but the history policy allows at most <limit>; …", naming the
    /// ``HistoryPolicy`` setting that raises the limit.
    private static func termOverLimit(_ measured: String, _ limit: Int, _ setting: String) -> String {
        "The search term \(measured) but the history policy allows at most \(limit); shorten the term or raise "
            + "HistoryPolicy.\(setting)."
    }
}

extension Unicode.Scalar {
    /// `U+0000`: how Unicode names a code point, whatever the scalar looks like when printed.
    fileprivate var codePointDescription: String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
