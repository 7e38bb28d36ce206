import Foundation
import Testing

@testable import ListMediatorStore

/// The store's compact format: every part of `Codable` round-trips, numbers widen as JSON's
/// do, and a damaged body throws rather than crashing or reading past its end.
struct CompactCodingTests {
    private func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try CompactDecoder.decode(Value.self, from: CompactEncoder.encode(value))
    }

    @Test func everyPartOfCodableRoundTrips() throws {
        #expect(try roundTrip(EverythingSample.example) == EverythingSample.example)
    }

    @Test func extremeNumbersAndSpecialFloatingPointValuesComeBackExactly() throws {
        #expect(try roundTrip([Int64.min, -1, 0, 1, Int64.max]) == [Int64.min, -1, 0, 1, Int64.max])
        #expect(try roundTrip([UInt64.min, 127, 128, UInt64.max]) == [UInt64.min, 127, 128, UInt64.max])
        let doubles = try roundTrip([Double.nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude])
        #expect(
            doubles.map(\.bitPattern)
                == [Double.nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude].map(\.bitPattern))
    }

    @Test func aTopLevelSingleValueRoundTrips() throws {
        #expect(try roundTrip("just a string") == "just a string")
        #expect(try roundTrip(Optional<Int>.none) == nil)
        #expect(try roundTrip(Data([9, 8, 7])) == Data([9, 8, 7]))
    }

    @Test func smallIntegersTakeOneByteAndKeysAreKeptByName() throws {
        struct Small: Codable { var a = 1, b = -1 }
        // Version, keyed tag, count 2, then "a", signed 1 (ZigZag 2), "b", signed -1 (ZigZag 1).
        #expect(try CompactEncoder.encode(Small()) == [1, 9, 2, 1, 97, 3, 2, 1, 98, 3, 1])
    }

    @Test func aNestedContainerWrittenAfterLaterEntriesLandsUnderItsOwnKey() throws {
        struct Interleaved: Codable, Equatable {
            enum Keys: CodingKey { case first, nested, last, inner }
            var first = 1, inner = 2, last = 3
            init() {}
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(first, forKey: .first)
                var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
                try container.encode(last, forKey: .last)
                try nested.encode(inner, forKey: .inner)
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                first = try container.decode(Int.self, forKey: .first)
                last = try container.decode(Int.self, forKey: .last)
                inner = try container.nestedContainer(keyedBy: Keys.self, forKey: .nested).decode(
                    Int.self, forKey: .inner)
            }
        }
        #expect(try roundTrip(Interleaved()) == Interleaved())
    }

    @Test func aSuperclassEncodedThroughASuperEncoderRoundTrips() throws {
        #expect(try roundTrip(Subclass(base: 4, extra: "x")) == Subclass(base: 4, extra: "x"))
    }

    @Test func numbersWidenAndNarrowWhereTheValueIsKept() throws {
        struct Old: Codable { var count: Int; var ratio: Float; var big: Double }
        struct New: Codable { var count: Double; var ratio: Double; var big: Int }
        let body = try CompactEncoder.encode(Old(count: 3, ratio: 0.5, big: 8.0))
        let new = try CompactDecoder.decode(New.self, from: body)
        #expect(new.count == 3 && new.ratio == 0.5 && new.big == 8)

        struct Narrow: Codable { var count: Int8 }
        #expect(throws: DecodingError.self) {
            try CompactDecoder.decode(Narrow.self, from: CompactEncoder.encode(Old(count: 300, ratio: 0, big: 0)))
        }
    }

    @Test func anItemThatGainedAnOptionalPropertyReadsOlderBodies() throws {
        struct Before: Codable { var id: Int }
        struct After: Codable { var id: Int; var note: String? }
        let after = try CompactDecoder.decode(After.self, from: CompactEncoder.encode(Before(id: 7)))
        #expect(after.id == 7 && after.note == nil)
    }

    @Test func aMissingKeyNamesTheKeyAndItsPath() throws {
        struct Before: Codable { var inner: [String: Int] }
        struct After: Codable { struct Inner: Codable { var count: Int }; var inner: Inner }
        do {
            _ = try CompactDecoder.decode(After.self, from: CompactEncoder.encode(Before(inner: [:])))
            Issue.record("decoded without the key")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "count")
            #expect(context.codingPath.map(\.stringValue) == ["inner"])
        }
    }

    @Test func everyTruncationOfABodyThrowsInsteadOfReadingPastItsEnd() throws {
        let body = try CompactEncoder.encode(EverythingSample.example)
        for length in 0..<body.count {
            #expect(throws: DecodingError.self) {
                try CompactDecoder.decode(EverythingSample.self, from: Array(body[..<length]))
            }
        }
    }

    @Test func damagedBodiesThrowAClearError() throws {
        let unknownTag: [UInt8] = [1, 200]
        let hugeLength: [UInt8] = [1, 7, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]
        let endlessVarint: [UInt8] = [1, 3] + [UInt8](repeating: 0xFF, count: 11)
        let tooDeep: [UInt8] = [1] + [UInt8](repeating: 10, count: 1_000).flatMap { [$0, 1] } + [0]
        let foreign = Array(#"{"id":1}"#.utf8)
        for body in [unknownTag, hugeLength, endlessVarint, foreign] {
            #expect(throws: DecodingError.self) { try CompactDecoder.decode(String.self, from: body) }
        }
        #expect(throws: DecodingError.self) { try CompactDecoder.decode(Nested.self, from: tooDeep) }
    }
}

/// An array of itself: deep enough bodies must be refused, not overflow the stack.
private struct Nested: Codable {
    var children: [Nested]
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var children: [Nested] = []
        while !container.isAtEnd { children.append(try container.decode(Nested.self)) }
        self.children = children
    }
}

private class Base: Codable {
    var base: Int
    init(base: Int) { self.base = base }
}

private final class Subclass: Base, Equatable {
    enum Keys: CodingKey { case extra }
    var extra: String

    init(base: Int, extra: String) {
        self.extra = extra
        super.init(base: base)
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        extra = try container.decode(String.self, forKey: .extra)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(extra, forKey: .extra)
        try super.encode(to: container.superEncoder())
    }

    static func == (left: Subclass, right: Subclass) -> Bool { left.base == right.base && left.extra == right.extra }
}
