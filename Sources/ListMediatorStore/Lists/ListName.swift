import Foundation

/// The validated name of a list in a ``ListStore``, which names the list's table.
///
/// A name is 1 to ``maximumLength`` ASCII letters, digits and underscores, does not start with
/// a digit, and does not start with `sqlite_` (SQLite reserves those names). Names are not
/// case-sensitive, as SQL names are not: `Feed` and `feed` name the same list. The table of a
/// list named `feed` is `list_feed`, always quoted in SQL, and every value the store writes goes
/// in as a bound parameter, never as SQL text.
public struct ListName: Hashable, Sendable, CustomStringConvertible {
    /// The longest name accepted, in characters.
    public static let maximumLength = 64

    /// The name as given.
    public let rawValue: String

    /// The name in lower case: the key of the list's rows in the store's own tables, and the
    /// suffix of its table's name.
    let canonical: String

    /// Validates `name`.
    ///
    /// - Throws: ``StoreError/invalidListName(_:reason:)`` saying which rule `name` breaks.
    public init(_ name: String) throws(StoreError) {
        if let reason = Self.reasonToRefuse(name) { throw .invalidListName(name, reason: reason) }
        rawValue = name
        canonical = name.lowercased()
    }

    /// The name as given.
    public var description: String { rawValue }

    /// Two names are equal when they name the same list, whatever their case.
    public static func == (lhs: ListName, rhs: ListName) -> Bool {
        lhs.canonical == rhs.canonical
    }

    /// Hashes the name in the case-insensitive way ``==(_:_:)`` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(canonical)
    }

    /// The list's table, unquoted.
    var tableName: String { "list_" + canonical }

    private static func reasonToRefuse(_ name: String) -> String? {
        let scalars = name.unicodeScalars
        guard let first = scalars.first else { return "it is empty" }
        guard scalars.count <= maximumLength else {
            return "it is longer than \(maximumLength) characters"
        }
        let allowed = scalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || isDigit($0)) }
        guard allowed else { return "it may hold only ASCII letters, digits and underscores" }
        guard !isDigit(first) else { return "it starts with a digit" }
        guard !name.lowercased().hasPrefix("sqlite_") else { return "names starting with sqlite_ are SQLite's" }
        return nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}

extension String {
    /// The string as an SQL identifier: in double quotes, any double quote inside doubled.
    var quotedIdentifier: String {
        "\"" + replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension ListName: ExpressibleByStringLiteral {
    /// A name written in the app's code, such as `"articles"`. A literal that breaks the rules
    /// is a programming error, found the first time the code runs: it stops the app with the
    /// rule it breaks. Use ``init(_:)`` for a name made at run time.
    public init(stringLiteral value: String) {
        do {
            try self.init(value)
        } catch {
            fatalError("\(error)")
        }
    }
}
