/// Appending the compact format's primitive parts to a byte buffer.
extension [UInt8] {
    mutating func appendTag(_ tag: CompactFormat.Tag) {
        append(tag.rawValue)
    }

    /// `value` as an unsigned LEB128 varint: seven bits a byte, lowest first, the high bit set
    /// on every byte but the last.
    mutating func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        append(UInt8(rest))
    }

    /// `value` in its ZigZag form (0, -1, 1, -2, … as 0, 1, 2, 3, …), so small negative
    /// numbers take few bytes too.
    mutating func appendSigned(_ value: Int64) {
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func appendLittleEndian(_ value: UInt64, byteCount: Int) {
        for shift in stride(from: 0, to: byteCount * 8, by: 8) {
            append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    /// A string's payload: its UTF-8 length, then its UTF-8.
    mutating func appendString(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            appendVarint(UInt64(utf8.count))
            append(contentsOf: utf8)
        }
    }
}
