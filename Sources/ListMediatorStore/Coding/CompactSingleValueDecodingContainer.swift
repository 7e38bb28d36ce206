/// The single value a ``CompactDecoder`` stands for.
struct CompactSingleValueDecodingContainer: SingleValueDecodingContainer {
    let decoder: CompactDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    private var reader: CompactReader {
        CompactReader(decoder.bytes, at: decoder.offset, codingPath: decoder.codingPath)
    }

    func decodeNil() -> Bool { (try? reader.peekTag()) == .nil }
    func decode(_ type: Bool.Type) throws -> Bool { var reader = reader; return try reader.bool() }
    func decode(_ type: String.Type) throws -> String { var reader = reader; return try reader.string() }
    func decode(_ type: Double.Type) throws -> Double { var reader = reader; return try reader.double() }
    func decode(_ type: Float.Type) throws -> Float { var reader = reader; return try reader.float() }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        var reader = reader
        return try reader.integer(type)
    }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        // The same value, through a decoder of its own type: one level deeper.
        try CompactDecoder.decodeValue(
            type, from: decoder.bytes, at: decoder.offset, codingPath: decoder.codingPath, depth: decoder.depth + 1)
    }
}
