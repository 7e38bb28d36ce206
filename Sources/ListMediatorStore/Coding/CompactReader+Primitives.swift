import Foundation

/// Reading `Codable`'s primitive values (see ``CompactScanner``'s, which these report at the
/// value's coding path).
extension CompactReader {
    mutating func bool() throws -> Bool { try scan { scanner throws(CompactScanner.Failure) in try scanner.bool() } }

    @inline(__always)
    mutating func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        try scan { scanner throws(CompactScanner.Failure) in try scanner.integer(type) }
    }

    mutating func double() throws -> Double {
        try scan { scanner throws(CompactScanner.Failure) in try scanner.double() }
    }
    mutating func float() throws -> Float { try scan { scanner throws(CompactScanner.Failure) in try scanner.float() } }
    mutating func string() throws -> String {
        try scan { scanner throws(CompactScanner.Failure) in try scanner.string() }
    }
    mutating func data() throws -> Data { try scan { scanner throws(CompactScanner.Failure) in try scanner.data() } }
}
