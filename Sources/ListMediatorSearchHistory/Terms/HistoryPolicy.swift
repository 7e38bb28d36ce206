import Foundation

/// The rules every ``HistoryRepository`` applies to the terms it keeps.
///
/// The defaults suit a search screen: terms are trimmed, blank terms are ignored, a term that
/// matches an earlier one (ignoring case, diacritics and Unicode normalisation form) moves
/// to the front instead of appearing twice, the most recent term comes first, at most 20 terms
/// are kept, and a term longer than 256 characters is refused with
/// ``HistoryError/termTooLong(length:maximumLength:)``, or with
/// ``HistoryError/termTooLarge(byteCount:maximumByteCount:)`` when its UTF-8 form is over
/// 8 KiB (one character can hold any number of combining marks).
///
/// Terms are trimmed and checked character by character, as people see them, so a trimmed
/// term never starts with a combining mark torn from its character. A term with nothing
/// visible in it (only whitespace, control and format characters such as U+0000, U+200B or
/// U+FEFF, or combining marks with no letter to carry them) counts as blank and is ignored. A
/// term with visible text that also contains a control character or a line break is refused
/// with ``HistoryError/termContainsControlCharacter(_:)``: a list cannot show it. See
/// ``normalizedTerm(_:)`` for the details.
///
/// ```swift
/// let policy = HistoryPolicy(capacity: 50, maximumTermLength: 100)
/// try policy.history(byAdding: "  Café ", to: ["cafe", "tea"])  // ["Café", "tea"]
/// ```
public struct HistoryPolicy: Hashable, Sendable {
    /// The most terms kept; adding beyond it drops the oldest. Always at least 1: smaller
    /// values are raised to 1, whether set here or passed to the initializer.
    public var capacity: Int {
        didSet { capacity = max(1, capacity) }
    }

    /// The most characters (grapheme clusters, as people count them) a trimmed term may have.
    /// Always at least 1: smaller values are raised to 1.
    public var maximumTermLength: Int {
        didSet { maximumTermLength = max(1, maximumTermLength) }
    }

    /// The most UTF-8 bytes a trimmed term may take: what bounds the storage a term needs,
    /// since a single character can carry any number of combining marks. Unless given, 32
    /// bytes per allowed character, which every real term in any script fits (a family emoji,
    /// among the largest characters in use, takes 25); 8 KiB with the default length. Always at
    /// least 1: smaller values are raised to 1.
    public var maximumTermByteCount: Int {
        didSet { maximumTermByteCount = max(1, maximumTermByteCount) }
    }

    /// Whether `"Swift"` and `"swift"` are the same search.
    public var ignoresCase: Bool

    /// Whether `"café"` and `"cafe"` are the same search.
    ///
    /// Some languages write distinct letters with what folding removes as a diacritic:
    /// Russian `й` and `и`, Swedish `å` and `a`, Spanish `ñ` and `n` (`año` and `ano`). Set it
    /// to `false` for apps whose users search in them; case and normalisation form are still
    /// ignored as ``ignoresCase`` says.
    public var ignoresDiacritics: Bool

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - capacity: The most terms kept; values below 1 are raised to 1.
    ///   - maximumTermLength: The most characters a trimmed term may have; values below 1 are raised to 1.
    ///   - maximumTermByteCount: The most UTF-8 bytes a trimmed term may take; `nil` means 32 times
    ///     `maximumTermLength`, or `Int.max` when that product does not fit in an `Int`. Values
    ///     below 1 are raised to 1.
    ///   - ignoresCase: Whether terms differing only in case are the same search.
    ///   - ignoresDiacritics: Whether terms differing only in accents and other marks are the same search.
    public init(
        capacity: Int = 20,
        maximumTermLength: Int = 256,
        maximumTermByteCount: Int? = nil,
        ignoresCase: Bool = true,
        ignoresDiacritics: Bool = true
    ) {
        self.capacity = max(1, capacity)
        self.maximumTermLength = max(1, maximumTermLength)
        // Multiplying could overflow, and trap, for a length meant as "no limit" (`Int.max`).
        let (bytesForLength, overflow) = self.maximumTermLength.multipliedReportingOverflow(by: 32)
        self.maximumTermByteCount = max(1, maximumTermByteCount ?? (overflow ? Int.max : bytesForLength))
        self.ignoresCase = ignoresCase
        self.ignoresDiacritics = ignoresDiacritics
    }

    /// The policy repositories use unless told otherwise.
    public static let `default` = HistoryPolicy()

    /// The term as it is stored: without the whitespace and newlines around it, or `nil` when
    /// nothing visible is left, which repositories treat as no search at all.
    ///
    /// Trimming removes whole characters (grapheme clusters) that start with whitespace or a
    /// newline, so a space carrying a combining mark is removed with its mark: `" \u{301}abc"`
    /// becomes `"abc"`, not an accent with no letter under it. Whitespace inside the term is
    /// kept as it is.
    ///
    /// What is left counts as blank, and the result is `nil`, when none of its characters can
    /// be seen: when it holds only control characters (`"\u{0}"`, `"\u{7}"`), format
    /// characters (`"\u{200B}"` zero width space, `"\u{2060}"` word joiner, `"\u{FEFF}"`),
    /// other default-ignorable characters such as variation selectors and the Hangul filler,
    /// combining marks with no letter to carry them, and whitespace. Such text is what a stray
    /// key press or a paste leaves in a search field, not a search, so it is ignored like
    /// `"   "` rather than refused.
    ///
    /// Emoji with skin-tone modifiers or joiners, letters with combining accents (decomposed
    /// `"cafe\u{301}"` as well as `"café"`) and every script are kept exactly as given.
    ///
    /// - Throws: ``HistoryError/termContainsControlCharacter(_:)`` when the trimmed term has
    ///   visible characters and also a control character (Unicode category Cc, which includes
    ///   tabs and line feeds between words) or a line or paragraph separator (U+2028, U+2029);
    ///   ``HistoryError/termTooLong(length:maximumLength:)`` when it has more than
    ///   ``maximumTermLength`` characters; and
    ///   ``HistoryError/termTooLarge(byteCount:maximumByteCount:)`` when it takes more than
    ///   ``maximumTermByteCount`` bytes.
    /// - Complexity: O(*m*), where *m* is the length of `term`.
    public func normalizedTerm(_ term: String) throws(HistoryError) -> String? {
        guard let trimmed = Self.visibleText(term) else { return nil }
        if let control = trimmed.unicodeScalars.first(where: Self.breaksAListRow) {
            throw .termContainsControlCharacter(control)
        }
        let length = trimmed.count
        guard length <= maximumTermLength else {
            throw .termTooLong(length: length, maximumLength: maximumTermLength)
        }
        let byteCount = trimmed.utf8.count
        guard byteCount <= maximumTermByteCount else {
            throw .termTooLarge(byteCount: byteCount, maximumByteCount: maximumTermByteCount)
        }
        return trimmed
    }

    /// `text` without the characters at either end that start with whitespace or a newline,
    /// removed whole so that no combining mark is left without its character.
    static func trimmed(_ text: String) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return text[first...last]
    }

    /// `text` trimmed, or `nil` when nothing visible is left: what ``normalizedTerm(_:)``
    /// stores, before its checks.
    static func visibleText(_ text: String) -> String? {
        let trimmed = trimmed(text)
        guard trimmed.unicodeScalars.contains(where: { !isInvisible($0) }) else { return nil }
        return String(trimmed)
    }

    /// Whether `scalar` shows nothing by itself: whitespace, a control or format character,
    /// another default-ignorable one (variation selectors, the Hangul filler), or a mark,
    /// which needs a letter to carry it.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether `scalar` would break or garble a row of a list: a control character (which
    /// includes the tab, line feed and carriage return) or a line or paragraph separator.
    private static func breaksAListRow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// The key two terms share exactly when they are the same search: folded as
    /// ``ignoresCase`` and ``ignoresDiacritics`` say, then in precomposed (NFC) form, so with
    /// the defaults `"CAFE\u{301}"`, `"Café"` and `"cafe"` have the same key.
    ///
    /// Folding uses no locale, so a key does not change with the user's language settings.
    ///
    /// - Complexity: O(*m*), where *m* is the length of `term`.
    public func matchingKey(for term: String) -> String {
        // Most searches are ASCII, where folding can only change case and NFC changes nothing;
        // skipping Foundation's folding there makes a key about twenty times cheaper.
        if term.utf8.allSatisfy({ $0 < 0x80 }) {
            return ignoresCase ? term.lowercased() : term
        }
        var options: String.CompareOptions = []
        if ignoresCase { options.insert(.caseInsensitive) }
        if ignoresDiacritics { options.insert(.diacriticInsensitive) }
        // NFC last: folding can leave decomposed sequences, and keys are compared byte-wise
        // when suggestions are looked up.
        return term.folding(options: options, locale: nil).precomposedStringWithCanonicalMapping
    }

    /// `history` after a search for `term`: the normalised term first, any earlier match of it
    /// removed, and the oldest terms dropped beyond ``capacity``. A term with nothing visible
    /// in it (see ``normalizedTerm(_:)``) leaves `history` as it is.
    ///
    /// Repositories keep each term's key and do not pay for recomputing them.
    ///
    /// - Throws: The errors of ``normalizedTerm(_:)``: a term with a control character, or
    ///   longer or larger than the policy allows.
    /// - Complexity: O(*n*) key computations, where *n* is the number of terms in `history`.
    public func history(byAdding term: String, to history: [String]) throws(HistoryError) -> [String] {
        try KeyedHistory(trusting: history, policy: self).adding(term, policy: self).terms
    }

    /// `history` without `term` or any term that matches it. `term` is trimmed as
    /// ``normalizedTerm(_:)`` trims it, but never refused: removing a term the policy would not
    /// store removes nothing.
    ///
    /// - Complexity: O(*n*) key computations, where *n* is the number of terms in `history`.
    public func history(byRemoving term: String, from history: [String]) -> [String] {
        KeyedHistory(trusting: history, policy: self).removing(term, policy: self).terms
    }

    /// Brings terms read from storage, which another app version or policy may have written,
    /// in line with this policy: terms are trimmed; terms ``normalizedTerm(_:)`` ignores or
    /// refuses (blank or invisible, with a control character, too long or too large) are
    /// dropped; later duplicates are dropped; and the list is cut to ``capacity``.
    ///
    /// - Complexity: O(*n*) key computations, where *n* is the number of terms.
    public func sanitizedHistory(_ terms: [String]) -> [String] {
        KeyedHistory(sanitizing: terms, policy: self).terms
    }
}
