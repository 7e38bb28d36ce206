import ListMediatorStore

/// The catalogue pages from the store whenever the user scrolls, so a product reads and writes
/// its own fields, under the names `Codable` gives them: a catalogue written before reads as it
/// was.
extension Product: CompactCodable {
    init(from fields: inout CompactFieldReader) throws {
        id = try fields.decode(forKey: "id")
        name = try fields.decode(forKey: "name")
        category = try fields.decode(forKey: "category")
        priceInCents = try fields.decode(forKey: "priceInCents")
        position = try fields.decode(forKey: "position")
    }

    func encode(to fields: inout CompactFieldWriter) throws {
        try fields.encode(id, forKey: "id")
        try fields.encode(name, forKey: "name")
        try fields.encode(category, forKey: "category")
        try fields.encode(priceInCents, forKey: "priceInCents")
        try fields.encode(position, forKey: "position")
    }
}
