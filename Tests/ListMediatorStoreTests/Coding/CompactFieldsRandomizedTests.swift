import Foundation
import PropertyBased
import Testing

@testable import ListMediatorStore

/// Random items written by their fields are the bytes `Codable` writes, read back exactly by
/// either, and a body cut anywhere throws without crashing.
struct CompactFieldsRandomizedTests {
    typealias Sample = CompactCodingRandomizedTests.Sample

    /// ``CompactCodingRandomizedTests/Sample`` reading and writing its own fields.
    struct FieldsSample: CompactCodable, Equatable {
        var sample: Sample

        init(_ sample: Sample) { self.sample = sample }

        init(from decoder: any Decoder) throws { sample = try Sample(from: decoder) }
        func encode(to encoder: any Encoder) throws { try sample.encode(to: encoder) }

        init(from fields: inout CompactFieldReader) throws {
            sample = Sample(
                signed: try fields.decode(forKey: "signed"), unsigned: try fields.decode(forKey: "unsigned"),
                double: try fields.decode(forKey: "double"), text: try fields.decode(forKey: "text"),
                numbers: try fields.decode(forKey: "numbers"), note: try fields.decodeIfPresent(forKey: "note"),
                tags: try fields.decode(forKey: "tags"), flags: try fields.decode(forKey: "flags"))
        }

        func encode(to fields: inout CompactFieldWriter) throws {
            try fields.encode(sample.signed, forKey: "signed")
            try fields.encode(sample.unsigned, forKey: "unsigned")
            try fields.encode(sample.double, forKey: "double")
            try fields.encode(sample.text, forKey: "text")
            try fields.encode(sample.numbers, forKey: "numbers")
            try fields.encodeIfPresent(sample.note, forKey: "note")
            try fields.encode(sample.tags, forKey: "tags")
            try fields.encode(sample.flags, forKey: "flags")
        }
    }

    @Test func randomItemsWriteCodablesBytesAndReadBackExactlyEitherWay() async {
        let coder = CompactItemCoder<FieldsSample>()
        await propertyCheck(count: 500, input: CompactCodingRandomizedTests.samples) { sample in
            do {
                let fieldsBody = try coder.encode(FieldsSample(sample))
                let codableBody = try CompactEncoder.encode(sample)
                #expect(fieldsBody == codableBody)
                #expect(try coder.decodeArray(codableBody).sample == sample)
                #expect(try CompactDecoder.decode(Sample.self, from: fieldsBody) == sample)
            } catch {
                Issue.record("\(sample) did not round-trip through its fields: \(error)")
            }
        }
    }

    @Test func aBodyCutAnywhereThrowsAndNeverCrashes() async {
        let coder = CompactItemCoder<FieldsSample>()
        await propertyCheck(count: 200, input: zip(CompactCodingRandomizedTests.samples, Gen.int(in: 0...10_000))) {
            sample, cut in
            guard let body = try? coder.encode(FieldsSample(sample)) else {
                Issue.record("\(sample) did not encode")
                return
            }
            let truncated = Array(body.prefix(cut % body.count))
            #expect(throws: DecodingError.self) { try coder.decodeArray(truncated) }
        }
    }
}
