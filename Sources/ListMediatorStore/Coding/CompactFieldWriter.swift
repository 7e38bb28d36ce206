import Foundation

/// The fields of one item being stored, written by a ``CompactCodable`` item's
/// `encode(to:)`.
///
/// The body is a keyed container of the compact format, the same bytes `Codable`'s keyed
/// container writes for the same keys and values. The writer exists only for the call it is
/// passed to.
public struct CompactFieldWriter: ~Copyable {
    /// The version byte, the container's tag, its count (one byte until it needs more), then
    /// the entries.
    private var bytes: [UInt8]
    private var count = 0
    /// The offset of the count.
    private static let countOffset = 2

    init() {
        bytes = [CompactFormat.version, CompactFormat.Tag.keyed.rawValue, 0]
        bytes.reserveCapacity(64)
    }

    /// Writes `value` under `key`.
    ///
    /// - Throws: An error of `value`'s own `encode(to:)`, for a type that is not one of the
    ///   format's primitives.
    public mutating func encode<Value: Encodable>(_ value: Value, forKey key: StaticString) throws {
        count += 1
        key.withUTF8Buffer { key in
            bytes.appendVarint(UInt64(key.count))
            bytes.append(contentsOf: key)
        }
        try bytes.appendField(value, codingPath: [CompactFieldKey(key)])
    }

    /// Writes `value` under `key` unless it is `nil`, as `Codable`'s
    /// `encodeIfPresent(_:forKey:)`: a reader then finds no `key`.
    public mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: StaticString) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }

    /// The body written: the count set, in as many bytes as it takes.
    consuming func body() -> [UInt8] {
        if count < 0x80 {
            bytes[Self.countOffset] = UInt8(count)
        } else {
            var varint: [UInt8] = []
            varint.appendVarint(UInt64(count))
            bytes.replaceSubrange(Self.countOffset..<(Self.countOffset + 1), with: varint)
        }
        return bytes
    }
}

extension [UInt8] {
    /// A field's value: the format's primitives, and the few Foundation types whose `Codable`
    /// form is one, directly; anything else through `Codable`.
    mutating func appendField<Value: Encodable>(_ value: Value, codingPath: @autoclosure () -> [any CodingKey]) throws {
        if Value.self == String.self { return appendStringValue(same(value)) }
        if Value.self == Int.self { return appendInteger(same(value) as Int) }
        if Value.self == Int64.self { return appendInteger(same(value) as Int64) }
        if Value.self == Double.self { return appendDouble(same(value)) }
        if Value.self == Bool.self { return appendBool(same(value)) }
        if Value.self == Date.self { return appendDouble((same(value) as Date).timeIntervalSinceReferenceDate) }
        if Value.self == UUID.self { return appendStringValue((same(value) as UUID).uuidString) }
        if Value.self == Data.self { return appendBytes(same(value)) }
        if Value.self == Float.self { return appendFloat(same(value)) }
        if Value.self == Int32.self { return appendInteger(same(value) as Int32) }
        if Value.self == Int16.self { return appendInteger(same(value) as Int16) }
        if Value.self == Int8.self { return appendInteger(same(value) as Int8) }
        if Value.self == UInt.self { return appendInteger(same(value) as UInt) }
        if Value.self == UInt64.self { return appendInteger(same(value) as UInt64) }
        if Value.self == UInt32.self { return appendInteger(same(value) as UInt32) }
        if Value.self == UInt16.self { return appendInteger(same(value) as UInt16) }
        if Value.self == UInt8.self { return appendInteger(same(value) as UInt8) }
        try CompactEncoder.appendValue(value, to: &self, codingPath: codingPath())
    }
}
