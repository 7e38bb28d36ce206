import Foundation
import Testing

@testable import ListMediatorStore

/// A `CompactCodable` item writes the bytes `Codable` writes, reads bodies written either way
/// and in any order, and reports a missing, mistyped or damaged field by its key.
struct CompactFieldsTests {
    /// Every kind of field the reader and writer handle directly, and two they pass to
    /// `Codable` (an array and a nested struct).
    struct Everything: Codable, Equatable {
        struct Place: Codable, Equatable {
            var latitude: Double
            var longitude: Double
        }

        var id: UUID
        var count: Int
        var big: Int64
        var small: Int8
        var unsigned: UInt16
        var ratio: Double
        var single: Float
        var flag: Bool
        var name: String
        var created: Date
        var payload: Data
        var note: String?
        var tags: [String]
        var place: Place
    }

    static let sample = Everything(
        id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, count: -42, big: .max, small: -128,
        unsigned: 65_535, ratio: 0.1, single: 1.5, flag: true, name: "Grüße, 世界",
        created: Date(timeIntervalSince1970: 1e9),
        payload: Data([0, 1, 255]), note: nil, tags: ["a", "b"], place: .init(latitude: 52.5, longitude: 13.4))

    /// `value` encoded by its fields, and by `Codable` alone.
    private func bodies(_ value: Everything) throws -> (fields: [UInt8], codable: [UInt8]) {
        let coder = CompactItemCoder<Everything>()
        return (try coder.encode(value), try CompactEncoder.encode(value))
    }

    @Test func fieldsWriteTheBytesCodableWrites() throws {
        var withNote = Self.sample
        withNote.note = "hello"
        for value in [Self.sample, withNote] {
            let (fields, codable) = try bodies(value)
            #expect(fields == codable)
        }
    }

    @Test func fieldsReadBodiesCodableWroteAndCodableReadsBodiesFieldsWrote() throws {
        var withNote = Self.sample
        withNote.note = "hello"
        let coder = CompactItemCoder<Everything>()
        for value in [Self.sample, withNote] {
            #expect(try coder.decodeArray(CompactEncoder.encode(value)) == value)
            #expect(try CompactDecoder.decode(Everything.self, from: coder.encode(value)) == value)
        }
    }

    /// The same fields as ``Everything``'s first ones, written in reverse order, with one the
    /// reader does not know and a note that is `nil` rather than absent.
    struct Reversed: Encodable {
        func encode(to encoder: any Encoder) throws {
            enum Key: String, CodingKey { case place, tags, note, payload, created, name, flag, single, ratio }
            enum Rest: String, CodingKey { case unsigned, small, big, count, id, extra }
            var container = encoder.container(keyedBy: Key.self)
            let sample = CompactFieldsTests.sample
            try container.encode(sample.place, forKey: .place)
            try container.encode(sample.tags, forKey: .tags)
            try container.encodeNil(forKey: .note)
            try container.encode(sample.payload, forKey: .payload)
            try container.encode(sample.created, forKey: .created)
            try container.encode(sample.name, forKey: .name)
            try container.encode(sample.flag, forKey: .flag)
            try container.encode(sample.single, forKey: .single)
            try container.encode(sample.ratio, forKey: .ratio)
            var rest = encoder.container(keyedBy: Rest.self)
            try rest.encode(sample.unsigned, forKey: .unsigned)
            try rest.encode(sample.small, forKey: .small)
            try rest.encode(sample.big, forKey: .big)
            try rest.encode(sample.count, forKey: .count)
            try rest.encode(sample.id, forKey: .id)
            try rest.encode("not read", forKey: .extra)
        }
    }

    @Test func fieldsReadInAnyOrderAndSkipKeysTheyDoNotKnow() throws {
        let body = try CompactEncoder.encode(Reversed())
        #expect(try CompactItemCoder<Everything>().decodeArray(body) == Self.sample)
    }

    struct OneField: CompactCodable, Codable {
        var value: Int

        init(from fields: inout CompactFieldReader) throws {
            value = try fields.decode(forKey: "value")
        }

        func encode(to fields: inout CompactFieldWriter) throws {
            try fields.encode(value, forKey: "value")
        }
    }

    @Test func aMissingFieldIsKeyNotFoundAndAMistypedOneNamesItsKey() throws {
        struct Other: Encodable { var other = 1 }
        struct Text: Encodable { var value = "seven" }
        let coder = CompactItemCoder<OneField>()
        #expect {
            try coder.decodeArray(CompactEncoder.encode(Other()))
        } throws: { error in
            guard case .keyNotFound(let key, _) = error as? DecodingError else { return false }
            return key.stringValue == "value"
        }
        #expect {
            try coder.decodeArray(CompactEncoder.encode(Text()))
        } throws: { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["value"]
        }
    }

    @Test func aDamagedBodyThrowsWhereverItIsCut() throws {
        let coder = CompactItemCoder<Everything>()
        let body = try coder.encode(Self.sample)
        for cut in 0..<body.count {
            #expect(throws: DecodingError.self) { try coder.decodeArray(Array(body.prefix(cut))) }
        }
        #expect(throws: DecodingError.self) { try coder.decodeArray([CompactFormat.version, 0xEE]) }
        #expect(throws: DecodingError.self) { try coder.decodeArray([CompactFormat.version + 1] + body.dropFirst()) }
    }

    @Test func aContainerOfMoreThan127FieldsCountsThemInTwoBytes() throws {
        let names: [StaticString] = [
            "f000", "f001", "f002", "f003", "f004", "f005", "f006", "f007", "f008", "f009",
        ]
        var writer = CompactFieldWriter()
        // 13 rounds of 10 keys: 130 entries, repeating names as a dictionary never would, which
        // the format allows and a reader of the first occurrence tolerates.
        for round in 0..<13 {
            for (index, name) in names.enumerated() { try writer.encode(round * 10 + index, forKey: name) }
        }
        let body = writer.body()
        #expect(Array(body.prefix(4)) == [CompactFormat.version, CompactFormat.Tag.keyed.rawValue, 0x82, 0x01])
        var reader = CompactReader(body, at: 1, codingPath: [])
        try reader.skipValue(depth: 0)
        #expect(reader.position == body.count)
        let tail = try body.withUnsafeBytes { raw in
            var fields = try CompactFieldReader(body: raw)
            return try fields.decode(Int.self, forKey: "f009")
        }
        #expect(tail == 9)
    }
}

extension CompactFieldsTests.Everything: CompactCodable {
    init(from fields: inout CompactFieldReader) throws {
        id = try fields.decode(forKey: "id")
        count = try fields.decode(forKey: "count")
        big = try fields.decode(forKey: "big")
        small = try fields.decode(forKey: "small")
        unsigned = try fields.decode(forKey: "unsigned")
        ratio = try fields.decode(forKey: "ratio")
        single = try fields.decode(forKey: "single")
        flag = try fields.decode(forKey: "flag")
        name = try fields.decode(forKey: "name")
        created = try fields.decode(forKey: "created")
        payload = try fields.decode(forKey: "payload")
        note = try fields.decodeIfPresent(forKey: "note")
        tags = try fields.decode(forKey: "tags")
        place = try fields.decode(forKey: "place")
    }

    func encode(to fields: inout CompactFieldWriter) throws {
        try fields.encode(id, forKey: "id")
        try fields.encode(count, forKey: "count")
        try fields.encode(big, forKey: "big")
        try fields.encode(small, forKey: "small")
        try fields.encode(unsigned, forKey: "unsigned")
        try fields.encode(ratio, forKey: "ratio")
        try fields.encode(single, forKey: "single")
        try fields.encode(flag, forKey: "flag")
        try fields.encode(name, forKey: "name")
        try fields.encode(created, forKey: "created")
        try fields.encode(payload, forKey: "payload")
        try fields.encodeIfPresent(note, forKey: "note")
        try fields.encode(tags, forKey: "tags")
        try fields.encode(place, forKey: "place")
    }
}
