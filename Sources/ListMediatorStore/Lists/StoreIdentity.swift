import Foundation

/// An item identity the store can keep: as an integer or as text, in a column of the list's
/// table, where it orders items that share a sort key and finds an item by its identity.
///
/// `String`, `Int`, `Int64` and `UUID` conform. Conform another type by mapping it to one of
/// the two kinds; every value of the type must map to the kind ``storeKind`` names, and
/// ``init(storeValue:)`` must return the value that produced it.
public protocol StoreIdentity: Hashable, Sendable {
    /// How the list's table stores identities of this type.
    static var storeKind: StoreIdentityKind { get }
    /// The identity as stored.
    var storeValue: StoreIdentityValue { get }
    /// The identity `storeValue` stands for, or `nil` when it stands for none.
    init?(storeValue: StoreIdentityValue)
}

/// How a list's table stores identities: the type of its `id` column.
public enum StoreIdentityKind: String, Hashable, Sendable {
    /// A 64-bit integer, which is also the table's row id, the fastest to look up.
    case integer
    /// Text, compared byte by byte in UTF-8.
    case text
}

extension String: StoreIdentity {
    /// Text.
    public static var storeKind: StoreIdentityKind { .text }
    /// The string as text.
    public var storeValue: StoreIdentityValue { .text(self) }
    /// The text, when `storeValue` is text.
    public init?(storeValue: StoreIdentityValue) {
        guard case .text(let text) = storeValue else { return nil }
        self = text
    }
}

extension Int64: StoreIdentity {
    /// An integer.
    public static var storeKind: StoreIdentityKind { .integer }
    /// The integer.
    public var storeValue: StoreIdentityValue { .integer(self) }
    /// The integer, when `storeValue` is one.
    public init?(storeValue: StoreIdentityValue) {
        guard case .integer(let integer) = storeValue else { return nil }
        self = integer
    }
}

extension Int: StoreIdentity {
    /// An integer.
    public static var storeKind: StoreIdentityKind { .integer }
    /// The integer, as 64 bits.
    public var storeValue: StoreIdentityValue { .integer(Int64(self)) }
    /// The integer, when `storeValue` is one that fits in `Int`.
    public init?(storeValue: StoreIdentityValue) {
        guard case .integer(let integer) = storeValue, let value = Int(exactly: integer) else { return nil }
        self = value
    }
}

extension UUID: StoreIdentity {
    /// Text.
    public static var storeKind: StoreIdentityKind { .text }
    /// The canonical upper-case `uuidString`, so one UUID is always one identity.
    public var storeValue: StoreIdentityValue { .text(uuidString) }
    /// The UUID, when `storeValue` is text that spells one.
    public init?(storeValue: StoreIdentityValue) {
        guard case .text(let text) = storeValue, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }
}
