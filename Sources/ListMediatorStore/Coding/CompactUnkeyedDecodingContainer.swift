/// An unkeyed container of the compact format, read element by element.
struct CompactUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let bytes: [UInt8]
    let codingPath: [any CodingKey]
    let depth: Int
    let count: Int?
    private(set) var currentIndex = 0
    /// The offset of the element at `currentIndex`.
    private var position: Int

    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The unkeyed container at `offset` of `bytes`.
    init(_ bytes: [UInt8], at offset: Int, codingPath: [any CodingKey], depth: Int) throws {
        self.bytes = bytes
        self.codingPath = codingPath
        self.depth = depth
        var reader = CompactReader(bytes, at: offset, codingPath: codingPath)
        let tag = try reader.tag()
        guard tag == .unkeyed else { throw reader.mismatch([Any].self, found: tag) }
        count = try reader.count()
        position = reader.position
    }

    /// A reader at the current element, which must exist.
    private func reader(for type: Any.Type) throws -> CompactReader {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [CompactIndexKey(currentIndex)],
                    debugDescription: "The unkeyed container is at its end."))
        }
        return CompactReader(bytes, at: position, codingPath: codingPath, key: CompactIndexKey(currentIndex))
    }

    /// Reads the current element with `read` and moves to the next.
    private mutating func next<Value>(_ type: Value.Type, _ read: (inout CompactReader) throws -> Value) throws -> Value
    {
        var reader = try reader(for: type)
        let value = try read(&reader)
        position = reader.position
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard try reader(for: Any?.self).peekTag() == .nil else { return false }
        position += 1
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try $0.bool() } }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) { try $0.string() } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) { try $0.double() } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { try $0.float() } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) { try $0.integer(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) { try $0.integer(type) } }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let (bytes, depth) = (bytes, depth)
        return try nested(type) { start, path in
            try CompactDecoder.decodeValue(type, from: bytes, at: start, codingPath: path, depth: depth + 1)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let (bytes, depth) = (bytes, depth)
        return try nested(KeyedDecodingContainer<NestedKey>.self) { start, path in
            KeyedDecodingContainer(
                try CompactKeyedDecodingContainer<NestedKey>(bytes, at: start, codingPath: path, depth: depth + 1))
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (bytes, depth) = (bytes, depth)
        return try nested((any UnkeyedDecodingContainer).self) { start, path in
            try CompactUnkeyedDecodingContainer(bytes, at: start, codingPath: path, depth: depth + 1)
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        let (bytes, depth) = (bytes, depth)
        return try nested((any Decoder).self) { start, path in
            CompactDecoder(bytes, at: start, codingPath: path, depth: depth + 1)
        }
    }

    /// Makes what `make` builds from the current element's offset and path, then moves past
    /// the element, whatever `make` read of it.
    private mutating func nested<Value>(_ type: Any.Type, _ make: (Int, [any CodingKey]) throws -> Value) throws
        -> Value
    {
        var reader = try reader(for: type)
        let start = reader.position
        try reader.skipValue(depth: depth + 1)
        let value = try make(start, reader.codingPath)
        position = reader.position
        currentIndex += 1
        return value
    }
}
