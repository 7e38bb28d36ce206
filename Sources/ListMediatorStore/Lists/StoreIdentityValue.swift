import Foundation

/// An identity as the store keeps it.
public enum StoreIdentityValue: Hashable, Sendable, CustomStringConvertible {
    /// An integer identity.
    case integer(Int64)
    /// A text identity.
    case text(String)

    /// The identity for messages: an integer as is, text quoted.
    public var description: String {
        switch self {
        case .integer(let integer): String(integer)
        case .text(let text): text.debugDescription
        }
    }

    /// The kind of column that holds the identity.
    var kind: StoreIdentityKind {
        switch self {
        case .integer: .integer
        case .text: .text
        }
    }

    var sqlValue: SQLValue {
        switch self {
        case .integer(let integer): .integer(integer)
        case .text(let text): .text(text)
        }
    }

    /// Whether `self` comes before `other` in a list's table, as SQLite orders the `id`
    /// column: integers numerically, text by its UTF-8 bytes.
    func precedes(_ other: StoreIdentityValue) -> Bool {
        switch (self, other) {
        case (.integer(let left), .integer(let right)): left < right
        case (.text(let left), .text(let right)): left.utf8.lexicographicallyPrecedes(right.utf8)
        case (.integer, .text): true
        case (.text, .integer): false
        }
    }
}
