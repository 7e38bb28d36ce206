import Foundation

/// A value bound to a statement's parameter or read from a result column, in SQLite's own
/// storage classes.
enum SQLValue: Hashable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    /// Text given as its UTF-8 bytes, bound without making a `String` first: an encoded
    /// item's JSON.
    case utf8Text(Data)
    case blob(Data)
    /// A blob given as bytes: an item's compact body.
    case blobBytes([UInt8])
    case null
}
