import Foundation

/// An item's encoded body, as written to or read from its row: compact bodies are stored as
/// blobs, JSON as text, so the storage class says how to read each row.
enum StoredBody: Sendable {
    case compact([UInt8])
    case json(Data)

    /// The body as the value bound to the table's `body` column.
    var sqlValue: SQLValue {
        switch self {
        case .compact(let bytes): .blobBytes(bytes)
        case .json(let data): .utf8Text(data)
        }
    }
}

/// Encodes items with one ``ItemCoding``, keeping its encoder for a whole batch.
struct ItemBodyEncoder {
    let coding: ItemCoding
    private var jsonEncoder: JSONEncoder?

    init(_ coding: ItemCoding) {
        self.coding = coding
    }

    mutating func encode(_ item: some Encodable) throws -> StoredBody {
        switch coding.format {
        case .compact:
            return .compact(try CompactEncoder.encode(item))
        case .json:
            let encoder = jsonEncoder ?? JSONEncoder()
            jsonEncoder = encoder
            return .json(try encoder.encode(item))
        }
    }
}

/// Decodes bodies of either coding, making a `JSONDecoder` only if a JSON body comes.
struct ItemBodyDecoder {
    private var jsonDecoder: JSONDecoder?

    mutating func decode<Item: Decodable>(_ type: Item.Type, from body: StoredBody) throws -> Item {
        switch body {
        case .compact(let bytes):
            return try CompactDecoder.decode(type, from: bytes)
        case .json(let data):
            let decoder = jsonDecoder ?? JSONDecoder()
            jsonDecoder = decoder
            return try decoder.decode(type, from: data)
        }
    }
}
