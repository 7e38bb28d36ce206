/// An unkeyed container of the compact format: its elements' values, one after another.
struct CompactUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let node: CompactNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    /// Starts an element: counts it and hands the bytes to write it to.
    private func element(_ write: (inout [UInt8]) -> Void) {
        node.count += 1
        write(&node.bytes)
    }

    mutating func encodeNil() { element { $0.appendTag(.nil) } }
    mutating func encode(_ value: Bool) { element { $0.appendBool(value) } }
    mutating func encode(_ value: String) { element { $0.appendStringValue(value) } }
    mutating func encode(_ value: Double) { element { $0.appendDouble(value) } }
    mutating func encode(_ value: Float) { element { $0.appendFloat(value) } }
    mutating func encode(_ value: Int) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: Int8) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: Int16) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: Int32) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: Int64) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt8) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt16) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt32) { element { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt64) { element { $0.appendInteger(value) } }

    mutating func encode(_ value: some Encodable) throws {
        let path = codingPath + [CompactIndexKey(count)]
        node.count += 1
        try CompactEncoder.appendValue(value, to: &node.bytes, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let path = codingPath + [CompactIndexKey(count)]
        return KeyedEncodingContainer(CompactKeyedEncodingContainer<NestedKey>(node: child(.keyed), codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [CompactIndexKey(count)]
        return CompactUnkeyedEncodingContainer(node: child(.unkeyed), codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [CompactIndexKey(count)]
        return CompactEncoder(codingPath: path, slot: child(.single))
    }

    /// A nested node as the next element.
    private func child(_ kind: CompactNode.Kind) -> CompactNode {
        node.count += 1
        let child = CompactNode(kind)
        node.children.append((node.bytes.count, child))
        return child
    }
}

/// An element's place in an unkeyed container, for coding paths.
struct CompactIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
