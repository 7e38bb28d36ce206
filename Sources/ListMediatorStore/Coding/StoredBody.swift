import Foundation

#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

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

/// Encodes a list's items with its ``ItemCoding``, keeping its encoder for a whole batch.
struct ItemBodyEncoder<Item: Codable & Sendable> {
    let coding: ItemCoding
    private let compact: CompactItemCoder<Item>
    private var jsonEncoder: JSONEncoder?

    init(_ coding: ItemCoding, compact: CompactItemCoder<Item>) {
        self.coding = coding
        self.compact = compact
    }

    mutating func encode(_ item: Item) throws -> StoredBody {
        switch coding.format {
        case .compact:
            return .compact(try compact.encode(item))
        case .json:
            let encoder = jsonEncoder ?? JSONEncoder()
            jsonEncoder = encoder
            return .json(try encoder.encode(item))
        }
    }
}

/// Decodes a list's bodies of either coding, making a `JSONDecoder` only if a JSON body comes.
struct ItemBodyDecoder<Item: Codable & Sendable> {
    private let compact: CompactItemCoder<Item>
    private var jsonDecoder: JSONDecoder?

    init(compact: CompactItemCoder<Item>) {
        self.compact = compact
    }

    mutating func decode(from body: StoredBody) throws -> Item {
        switch body {
        case .compact(let bytes):
            return try compact.decodeArray(bytes)
        case .json(let data):
            return try decodeJSON(data)
        }
    }

    /// The item whose body is the column at `index` of `statement`'s current row: a compact
    /// body read where SQLite holds it, without a copy.
    mutating func decode(_ statement: Statement, at index: Int32) throws -> Item {
        guard statement.columnType(at: index) == SQLITE_BLOB else { return try decodeJSON(statement.data(at: index)) }
        return try statement.withBytes(at: index) { try compact.decode($0) }
    }

    private mutating func decodeJSON(_ data: Data) throws -> Item {
        let decoder = jsonDecoder ?? JSONDecoder()
        jsonDecoder = decoder
        return try decoder.decode(Item.self, from: data)
    }
}
