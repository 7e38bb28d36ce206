/// A keyed container of the compact format: each entry is its key's name, then its value.
struct CompactKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: CompactNode
    let codingPath: [any CodingKey]

    /// Starts an entry: counts it and writes its key.
    private func entry(_ key: Key) {
        node.count += 1
        node.bytes.appendString(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) {
        entry(key)
        node.bytes.appendTag(.nil)
    }

    mutating func encode(_ value: Bool, forKey key: Key) {
        entry(key)
        node.bytes.appendBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) {
        entry(key)
        node.bytes.appendStringValue(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) {
        entry(key)
        node.bytes.appendDouble(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) {
        entry(key)
        node.bytes.appendFloat(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { encodeInteger(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { encodeInteger(value, key) }

    private func encodeInteger(_ value: some FixedWidthInteger, _ key: Key) {
        entry(key)
        node.bytes.appendInteger(value)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        entry(key)
        try CompactEncoder.appendValue(value, to: &node.bytes, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            CompactKeyedEncodingContainer<NestedKey>(node: child(.keyed, key), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CompactUnkeyedEncodingContainer(node: child(.unkeyed, key), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        CompactEncoder(codingPath: codingPath + [CompactSuperKey()], slot: child(.single, CompactSuperKey()))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        CompactEncoder(codingPath: codingPath + [key], slot: child(.single, key))
    }

    /// A nested node under `key`, spliced in where the entry is.
    private func child(_ kind: CompactNode.Kind, _ key: some CodingKey) -> CompactNode {
        node.count += 1
        node.bytes.appendString(key.stringValue)
        let child = CompactNode(kind)
        node.children.append((node.bytes.count, child))
        return child
    }
}

/// The key a super encoder or decoder uses when none is given: `super`, as `JSONEncoder`'s.
struct CompactSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
