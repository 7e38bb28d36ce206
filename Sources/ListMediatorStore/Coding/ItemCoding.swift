import Foundation

/// How a ``StoredList`` encodes its items in the store's file.
///
/// Every row records the coding it was written with, and is read with that one: a list can
/// change its coding at any time, and rows written before keep reading until they are written
/// again.
public struct ItemCoding: Hashable, Sendable {
    enum Format: Hashable, Sendable {
        case compact
        case json
    }

    let format: Format

    /// The store's own binary form of `Codable`'s values, the default.
    ///
    /// Each value is a tag byte and its payload; integers are varints, floating-point numbers
    /// their bit patterns, and keys are kept by name, so an item type may gain optional
    /// properties, reorder its own, or widen a number's type (`Int` to `Double`) as with JSON.
    /// It reads and writes several times as fast as JSON (see the store's benchmarks) and
    /// keeps every `Double`, NaN and infinities included, and `Data` as raw bytes. An item that
    /// is ``CompactCodable`` writes and reads the same bytes through its own fields, faster.
    public static let compact = ItemCoding(format: .compact)

    /// JSON, as a default `JSONEncoder` writes it (so no NaN or infinite numbers): slower, but
    /// readable with any SQLite tool and open to SQLite's JSON functions (`json_extract`).
    public static let json = ItemCoding(format: .json)
}
