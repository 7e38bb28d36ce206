import Foundation

/// Decodes a value from the store's compact format (see ``CompactFormat``).
///
/// Each decoder stands for the value at one offset of the body; the body's bytes are shared,
/// never copied, by the decoders and containers made from it. A decoder is three words, so
/// passing it as `any Decoder` to an item's `init(from:)` fits the existential's inline buffer
/// and allocates nothing.
struct CompactDecoder: Decoder {
    let bytes: [UInt8]
    let codingPath: [any CodingKey]
    /// The offset in the low 48 bits, the depth above them.
    private let place: Int

    var offset: Int { place & 0xFFFF_FFFF_FFFF }
    /// How many containers enclose the value: deeper than ``CompactFormat/maximumDepth`` means
    /// a damaged body.
    var depth: Int { place >> 48 }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ bytes: [UInt8], at offset: Int, codingPath: [any CodingKey], depth: Int) {
        self.bytes = bytes
        self.codingPath = codingPath
        // A body is far shorter than 2⁴⁸ bytes, and the depth is checked against its maximum
        // before it grows past it.
        place = offset | (min(depth, 0x7FFF) << 48)
    }

    /// The value of type `type` a whole body holds.
    ///
    /// - Throws: `DecodingError`, when the body is not of this format's version, is damaged,
    ///   or holds no such value.
    static func decode<Value: Decodable>(_ type: Value.Type, from body: [UInt8]) throws -> Value {
        guard body.first == CompactFormat.version else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "The body is not in the store's compact format, version \(CompactFormat.version)."
                ))
        }
        return try decodeValue(type, from: body, at: 1, codingPath: [], depth: 0)
    }

    /// The value of type `type` at `offset` of `bytes`.
    static func decodeValue<Value: Decodable>(
        _ type: Value.Type, from bytes: [UInt8], at offset: Int, codingPath: [any CodingKey], depth: Int
    ) throws -> Value {
        if Value.self == Data.self {
            var reader = CompactReader(bytes, at: offset, codingPath: codingPath)
            // The cast cannot fail: `Value` is `Data`.
            return try reader.data() as! Value
        }
        guard depth <= CompactFormat.maximumDepth else {
            throw CompactReader(bytes, at: offset, codingPath: codingPath).corrupted(
                "The body nests containers too deep.")
        }
        return try Value(from: CompactDecoder(bytes, at: offset, codingPath: codingPath, depth: depth))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(
            try CompactKeyedDecodingContainer<Key>(bytes, at: offset, codingPath: codingPath, depth: depth))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecodingContainer(bytes, at: offset, codingPath: codingPath, depth: depth)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleValueDecodingContainer(decoder: self)
    }
}
