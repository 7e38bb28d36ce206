import Foundation

/// The value that orders an item in its list, as SQLite orders it.
///
/// Items are kept in ascending order of their sort key, and items with equal sort keys in
/// ascending order of their identity. Keys of different kinds may share a list, ordered as
/// SQLite orders them: integers and reals by numeric value, then all text, text by its UTF-8
/// bytes (so `"B"` comes before `"a"`, and no locale is involved).
///
/// For a list ordered newest first, use a key that grows as items get older: for example the
/// negated timestamp, `.real(-date.timeIntervalSinceReferenceDate)`.
public enum StoreSortKey: Hashable, Sendable, CustomStringConvertible {
    /// A 64-bit integer.
    case integer(Int64)
    /// A real number; NaN is refused when an item is written, since SQLite stores it as NULL.
    case real(Double)
    /// Text, compared byte by byte in UTF-8.
    case text(String)

    /// The key for messages.
    public var description: String {
        switch self {
        case .integer(let integer): String(integer)
        case .real(let real): String(real)
        case .text(let text): text.debugDescription
        }
    }

    /// Whether SQLite can store the key and order it: every key but NaN.
    var isStorable: Bool {
        if case .real(let real) = self { return !real.isNaN }
        return true
    }

    var sqlValue: SQLValue {
        switch self {
        case .integer(let integer): .integer(integer)
        case .real(let real): .real(real)
        case .text(let text): .text(text)
        }
    }

    /// Whether `self` comes before `other` in the list, exactly as SQLite compares the two
    /// values (both storable).
    func precedes(_ other: StoreSortKey) -> Bool {
        switch (self, other) {
        case (.integer(let left), .integer(let right)): left < right
        case (.real(let left), .real(let right)): left < right
        case (.integer(let left), .real(let right)): Self.compare(left, right) == .orderedAscending
        case (.real(let left), .integer(let right)): Self.compare(right, left) == .orderedDescending
        case (.text(let left), .text(let right)): left.utf8.lexicographicallyPrecedes(right.utf8)
        case (.text, _): false
        case (_, .text): true
        }
    }

    /// Compares an integer with a real exactly, as SQLite does: converting the integer to a
    /// `Double` alone would make 2^53 + 1 equal to 2^53.
    private static func compare(_ integer: Int64, _ real: Double) -> ComparisonResult {
        let converted = Double(integer)
        if converted < real { return .orderedAscending }
        if converted > real { return .orderedDescending }
        // Equal after conversion, so `real` is a whole number within one rounding of `integer`;
        // 2^63 itself is the only such value an Int64 cannot hold.
        guard let exact = Int64(exactly: real) else { return .orderedAscending }
        return integer < exact ? .orderedAscending : (integer > exact ? .orderedDescending : .orderedSame)
    }
}
