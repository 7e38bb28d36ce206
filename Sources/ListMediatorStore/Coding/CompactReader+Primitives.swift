import Foundation

/// Reading `Codable`'s primitive values, converting between number kinds where the value is
/// kept exactly (an integer read as a `Double`, an integral `Double` as an integer), so an
/// item type may widen a property's type without making older rows unreadable.
extension CompactReader {
    func mismatch(_ type: Any.Type, found tag: CompactFormat.Tag) -> DecodingError {
        .typeMismatch(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "Expected \(type) but found \(tag)."))
    }

    mutating func bool() throws -> Bool {
        switch try tag() {
        case .true: return true
        case .false: return false
        case let tag: throw mismatch(Bool.self, found: tag)
        }
    }

    @inline(__always)
    mutating func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let tag = try tag()
        let converted: Integer?
        switch tag {
        case .signed: converted = Integer(exactly: try signed())
        case .unsigned: converted = Integer(exactly: try varint())
        case .double: converted = Integer(exactly: Double(bitPattern: try littleEndian(byteCount: 8)))
        case .float: converted = Integer(exactly: Float(bitPattern: UInt32(try littleEndian(byteCount: 4))))
        default: throw mismatch(type, found: tag)
        }
        guard let converted else { throw corrupted("The number does not fit in \(type).") }
        return converted
    }

    mutating func double() throws -> Double {
        let tag = try tag()
        switch tag {
        case .double: return Double(bitPattern: try littleEndian(byteCount: 8))
        case .float: return Double(Float(bitPattern: UInt32(try littleEndian(byteCount: 4))))
        case .signed: return Double(try signed())
        case .unsigned: return Double(try varint())
        default: throw mismatch(Double.self, found: tag)
        }
    }

    mutating func float() throws -> Float {
        let tag = try tag()
        switch tag {
        case .float: return Float(bitPattern: UInt32(try littleEndian(byteCount: 4)))
        case .double:
            let double = Double(bitPattern: try littleEndian(byteCount: 8))
            let float = Float(double)
            guard float.isFinite || !double.isFinite else { throw corrupted("The number does not fit in Float.") }
            return float
        case .signed: return Float(try signed())
        case .unsigned: return Float(try varint())
        default: throw mismatch(Float.self, found: tag)
        }
    }

    mutating func string() throws -> String {
        let tag = try tag()
        guard tag == .string else { throw mismatch(String.self, found: tag) }
        let range = try stringRange()
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
    }

    mutating func data() throws -> Data {
        let tag = try tag()
        guard tag == .bytes else { throw mismatch(Data.self, found: tag) }
        return Data(bytes[try stringRange()])
    }
}
