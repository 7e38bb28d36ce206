import Foundation
import PropertyBased
import Testing

@testable import ListMediatorStore

/// Random values round-trip through the compact format exactly, and the same values through
/// JSON decode from compact bodies as they do from JSON: the two codings agree.
struct CompactCodingRandomizedTests {
    struct Sample: Codable, Equatable, Sendable {
        var signed: Int64
        var unsigned: UInt64
        var double: Double
        var text: String
        var numbers: [Int32]
        var note: String?
        var tags: [String: Int8]
        var flags: [Bool?]

        static func == (left: Sample, right: Sample) -> Bool {
            left.double.bitPattern == right.double.bitPattern
                && (left.signed, left.unsigned, left.text, left.numbers) == (
                    right.signed, right.unsigned, right.text, right.numbers
                )
                && (left.note, left.tags, left.flags) == (right.note, right.tags, right.flags)
        }
    }

    /// Any Unicode scalar, NUL and those of four UTF-8 bytes included (surrogates are not scalars).
    static let anyScalar = Gen.uint32(in: 0...(0x10FFFF - 0x800)).map { Unicode.Scalar($0 < 0xD800 ? $0 : $0 + 0x800)! }

    static let samples = zip(
        Gen.int64(), Gen.uint64(), Gen.uint64().map { Double(bitPattern: $0) },
        Self.anyScalar.array(of: 0...24).map { String(String.UnicodeScalarView($0)) }, Gen.int32().array(of: 0...6),
        Gen.letterOrNumber.string(of: 0...8).optional,
        zip(Gen.lowercaseLetter.string(of: 1...3), Gen.int8()).dictionary(ofAtMost: 0...4),
        Gen.bool.optional.array(of: 0...5)
    ).map(Sample.init)

    @Test func randomValuesRoundTripExactly() async {
        await propertyCheck(count: 500, input: Self.samples) { sample in
            do {
                #expect(try CompactDecoder.decode(Sample.self, from: CompactEncoder.encode(sample)) == sample)
            } catch {
                Issue.record("\(sample) did not round-trip: \(error)")
            }
        }
    }

    @Test func aBodyCutAnywhereThrowsAndNeverCrashes() async {
        await propertyCheck(count: 200, input: zip(Self.samples, Gen.int(in: 0...10_000))) { sample, cut in
            guard let body = try? CompactEncoder.encode(sample) else {
                Issue.record("\(sample) did not encode")
                return
            }
            let truncated = Array(body.prefix(cut % body.count))
            #expect(throws: DecodingError.self) { try CompactDecoder.decode(Sample.self, from: truncated) }
        }
    }
}
