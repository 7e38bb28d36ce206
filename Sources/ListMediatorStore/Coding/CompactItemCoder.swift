/// How a list's items become compact bodies and back, chosen once when the list is made: an
/// item's own fields when its type is ``CompactCodable``, `Codable` otherwise. Deciding it
/// per item would look the conformance up for each one.
struct CompactItemCoder<Item: Codable & Sendable>: Sendable {
    let encode: @Sendable (Item) throws -> [UInt8]
    /// Decodes a body where SQLite holds it, while its row is current.
    let decode: @Sendable (UnsafeRawBufferPointer) throws -> Item
    /// Decodes a body already in an array (the check of a body just encoded).
    let decodeArray: @Sendable ([UInt8]) throws -> Item

    init() {
        if let fieldsType = Item.self as? any (CompactCodable & Sendable).Type {
            self = Self.fields(of: fieldsType)
        } else {
            encode = { item in try CompactEncoder.encode(item) }
            decode = { body in try CompactDecoder.decode(Item.self, from: Array(body)) }
            decodeArray = { body in try CompactDecoder.decode(Item.self, from: body) }
        }
    }

    private init(
        encode: @escaping @Sendable (Item) throws -> [UInt8],
        decode: @escaping @Sendable (UnsafeRawBufferPointer) throws -> Item
    ) {
        self.encode = encode
        self.decode = decode
        decodeArray = { body in try body.withUnsafeBytes { try decode($0) } }
    }

    /// The coder of `FieldsItem`, which is `Item` itself.
    private static func fields<FieldsItem: CompactCodable & Sendable>(of type: FieldsItem.Type) -> Self {
        guard FieldsItem.self == Item.self else { fatalError("\(FieldsItem.self) is not the list's \(Item.self)") }
        return Self(
            encode: { item in
                var writer = CompactFieldWriter()
                try (same(item) as FieldsItem).encode(to: &writer)
                return writer.body()
            },
            decode: { body in
                var reader = try CompactFieldReader(body: body)
                return same(try FieldsItem(from: &reader))
            })
    }
}
