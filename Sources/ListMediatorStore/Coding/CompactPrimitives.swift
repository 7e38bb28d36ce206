/// Appending `Codable`'s primitive values, each with its tag.
extension [UInt8] {
    mutating func appendBool(_ value: Bool) {
        appendTag(value ? .true : .false)
    }

    mutating func appendInteger<Integer: FixedWidthInteger>(_ value: Integer) {
        if Integer.isSigned {
            appendTag(.signed)
            appendSigned(Int64(value))
        } else {
            appendTag(.unsigned)
            appendVarint(UInt64(value))
        }
    }

    mutating func appendDouble(_ value: Double) {
        appendTag(.double)
        appendLittleEndian(value.bitPattern, byteCount: 8)
    }

    mutating func appendFloat(_ value: Float) {
        appendTag(.float)
        appendLittleEndian(UInt64(value.bitPattern), byteCount: 4)
    }

    mutating func appendStringValue(_ value: String) {
        appendTag(.string)
        appendString(value)
    }
}
