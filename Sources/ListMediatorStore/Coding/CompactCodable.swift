/// An item that reads and writes its own fields in the store's compact form, the fast path
/// for lists that page often.
///
/// A ``StoredList`` of a `Codable` item reads each item through `Codable`: a keyed container
/// for every item, every value found through a protocol witness by its key's name. An item
/// that also conforms to `CompactCodable` is read and written through these two requirements
/// instead, field by field, with no container made — a page of small items reads in about 0.6
/// of the time (see the store's benchmarks).
///
/// The bodies are the same bytes `Codable` writes: use the key names of the type's
/// `CodingKeys` (the property names, for a synthesized conformance), and rows written either
/// way read either way. So a list can adopt the conformance, or drop it, without writing its
/// rows again, and fields may be read in any order; reading them in the order they were
/// written is what makes it fast.
///
/// ```swift
/// extension Message: CompactCodable {
///     init(from fields: inout CompactFieldReader) throws {
///         id = try fields.decode(forKey: "id")
///         sent = try fields.decode(forKey: "sent")
///         text = try fields.decode(forKey: "text")
///         editedAt = try fields.decodeIfPresent(forKey: "editedAt")
///     }
///
///     func encode(to fields: inout CompactFieldWriter) throws {
///         try fields.encode(id, forKey: "id")
///         try fields.encode(sent, forKey: "sent")
///         try fields.encode(text, forKey: "text")
///         try fields.encodeIfPresent(editedAt, forKey: "editedAt")
///     }
/// }
/// ```
///
/// `Bool`, every integer type, `Double`, `Float`, `String`, `Date`, `UUID` and `Data` are read
/// and written directly; any other `Codable` value (an array, a nested struct, an enum) goes
/// through the store's `Codable` coding for that field alone. A list whose coding is
/// ``ItemCoding/json`` uses `Codable` and never these requirements.
public protocol CompactCodable: Codable {
    /// Reads an item from the fields of its stored body.
    ///
    /// - Throws: `DecodingError` for a field that is missing or holds another kind of value;
    ///   the store reports it as ``StoreError/decodingFailed(list:id:reason:)``.
    init(from fields: inout CompactFieldReader) throws

    /// Writes the item's fields, as its `encode(to:)` would name them.
    ///
    /// - Throws: An error of a field's own `encode(to:)`; the store reports it as
    ///   ``StoreError/encodingFailed(list:id:reason:)``.
    func encode(to fields: inout CompactFieldWriter) throws
}
