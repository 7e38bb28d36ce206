import Foundation

/// Reading `Codable`'s primitive values, converting between number kinds where the value is
/// kept exactly (an integer read as a `Double`, an integral `Double` as an integer), so an
/// item type may widen a property's type without making older rows unreadable.
extension CompactScanner {
    mutating func bool() throws(Failure) -> Bool {
        switch try tag() {
        case .true: return true
        case .false: return false
        case let tag: throw .mismatch(expected: Bool.self, found: tag)
        }
    }

    @inline(__always)
    mutating func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws(Failure) -> Integer {
        let tag = try tag()
        let converted: Integer?
        switch tag {
        case .signed: converted = Integer(exactly: try signed())
        case .unsigned: converted = Integer(exactly: try varint())
        case .double: converted = Integer(exactly: Double(bitPattern: try littleEndian(byteCount: 8)))
        case .float: converted = Integer(exactly: Float(bitPattern: UInt32(try littleEndian(byteCount: 4))))
        default: throw .mismatch(expected: type, found: tag)
        }
        guard let converted else { throw .damaged("The number does not fit in \(type).") }
        return converted
    }

    mutating func double() throws(Failure) -> Double {
        let tag = try tag()
        switch tag {
        case .double: return Double(bitPattern: try littleEndian(byteCount: 8))
        case .float: return Double(Float(bitPattern: UInt32(try littleEndian(byteCount: 4))))
        case .signed: return Double(try signed())
        case .unsigned: return Double(try varint())
        default: throw .mismatch(expected: Double.self, found: tag)
        }
    }

    mutating func float() throws(Failure) -> Float {
        let tag = try tag()
        switch tag {
        case .float: return Float(bitPattern: UInt32(try littleEndian(byteCount: 4)))
        case .double:
            let double = Double(bitPattern: try littleEndian(byteCount: 8))
            let float = Float(double)
            guard float.isFinite || !double.isFinite else { throw .damaged("The number does not fit in Float.") }
            return float
        case .signed: return Float(try signed())
        case .unsigned: return Float(try varint())
        default: throw .mismatch(expected: Float.self, found: tag)
        }
    }

    mutating func string() throws(Failure) -> String {
        let tag = try tag()
        guard tag == .string else { throw .mismatch(expected: String.self, found: tag) }
        let range = try stringRange()
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    mutating func data() throws(Failure) -> Data {
        let tag = try tag()
        guard tag == .bytes else { throw .mismatch(expected: Data.self, found: tag) }
        return Data(UnsafeRawBufferPointer(rebasing: bytes[try stringRange()]))
    }

    /// A `UUID`, which `Codable` keeps as its string.
    mutating func uuid() throws(Failure) -> UUID {
        let text = try string()
        guard let uuid = UUID(uuidString: text) else {
            throw .damaged("Attempted to decode UUID from invalid UUID string \"\(text)\".")
        }
        return uuid
    }
}
