import Foundation

extension CompactScanner {
    /// The value at the current position, read as `type`; the position moves past it. The
    /// format's primitives, and the few Foundation types whose `Codable` form is one, are read
    /// directly; anything else through `Codable`, from a copy of the bytes.
    ///
    /// Each check compares two metadata pointers: cheaper than the protocol witnesses `Codable`
    /// calls, and the value read is returned as itself.
    mutating func field<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if Value.self == String.self { return same(try string()) }
        if Value.self == Int.self { return same(try integer(Int.self)) }
        if Value.self == Int64.self { return same(try integer(Int64.self)) }
        if Value.self == Double.self { return same(try double()) }
        if Value.self == Bool.self { return same(try bool()) }
        if Value.self == Date.self { return same(Date(timeIntervalSinceReferenceDate: try double())) }
        if Value.self == UUID.self { return same(try uuid()) }
        if Value.self == Data.self { return same(try data()) }
        if Value.self == Float.self { return same(try float()) }
        if Value.self == Int32.self { return same(try integer(Int32.self)) }
        if Value.self == Int16.self { return same(try integer(Int16.self)) }
        if Value.self == Int8.self { return same(try integer(Int8.self)) }
        if Value.self == UInt.self { return same(try integer(UInt.self)) }
        if Value.self == UInt64.self { return same(try integer(UInt64.self)) }
        if Value.self == UInt32.self { return same(try integer(UInt32.self)) }
        if Value.self == UInt16.self { return same(try integer(UInt16.self)) }
        if Value.self == UInt8.self { return same(try integer(UInt8.self)) }
        let start = position
        try skipValue(depth: 1)
        let value = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<position]))
        return try CompactDecoder.decodeValue(type, from: value, at: 0, codingPath: [], depth: 1)
    }
}

/// `value` as `Result`, which the caller has checked is its own type.
@inline(__always)
func same<Value, Result>(_ value: Value) -> Result {
    unsafeBitCast(value, to: Result.self)
}
