/// A keyed container of the compact format: a typed face on ``CompactKeyedEntries``.
struct CompactKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private let entries: CompactKeyedEntries
    var codingPath: [any CodingKey] { entries.codingPath }
    private var bytes: [UInt8] { entries.bytes }
    private var depth: Int { entries.depth }

    /// The keyed container at `offset` of `bytes`.
    init(_ bytes: [UInt8], at offset: Int, codingPath: [any CodingKey], depth: Int) throws {
        entries = try CompactKeyedEntries(bytes, at: offset, codingPath: codingPath, depth: depth)
    }

    var allKeys: [Key] {
        entries.keyNames.compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool {
        entries.contains(key)
    }

    private func reader(_ key: some CodingKey) throws -> CompactReader {
        try entries.reader(for: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try reader(key).peekTag() == .nil }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        var reader = try reader(key); return try reader.bool()
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        var reader = try reader(key); return try reader.string()
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        var reader = try reader(key); return try reader.double()
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        var reader = try reader(key); return try reader.float()
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    @inline(__always)
    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, _ key: Key) throws -> Integer {
        var reader = try reader(key)
        return try reader.integer(type)
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        let reader = try reader(key)
        return try CompactDecoder.decodeValue(
            type, from: bytes, at: reader.position, codingPath: reader.codingPath, depth: depth + 1)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let reader = try reader(key)
        return KeyedDecodingContainer(
            try CompactKeyedDecodingContainer<NestedKey>(
                bytes, at: reader.position, codingPath: reader.codingPath, depth: depth + 1))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let reader = try reader(key)
        return try CompactUnkeyedDecodingContainer(
            bytes, at: reader.position, codingPath: reader.codingPath, depth: depth + 1)
    }

    func superDecoder() throws -> any Decoder {
        try decoder(for: CompactSuperKey())
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder(for: key)
    }

    private func decoder(for key: some CodingKey) throws -> CompactDecoder {
        let reader = try reader(key)
        return CompactDecoder(bytes, at: reader.position, codingPath: reader.codingPath, depth: depth + 1)
    }
}
