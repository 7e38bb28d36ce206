import Foundation

/// Reads the compact format's parts from raw bytes, checking every length against what is
/// left: a damaged body throws, it never reads past its end.
///
/// It holds no references, so making and copying one costs nothing: the parsing that both
/// `Codable`'s containers (through ``CompactReader``) and a ``CompactFieldReader`` share. Its
/// errors name no coding path; the caller, which knows it, adds it.
struct CompactScanner {
    let bytes: UnsafeRawBufferPointer
    var position: Int

    init(_ bytes: UnsafeRawBufferPointer, at position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// What is wrong with a body, for the caller to report with its coding path.
    enum Failure: Error {
        case damaged(String)
        case mismatch(expected: Any.Type, found: CompactFormat.Tag)
    }

    @inline(__always)
    mutating func byte() throws(Failure) -> UInt8 {
        guard position < bytes.count else { throw .damaged("The body ends in the middle of a value.") }
        let byte = bytes[position]
        position += 1
        return byte
    }

    @inline(__always)
    mutating func tag() throws(Failure) -> CompactFormat.Tag {
        let byte = try byte()
        guard let tag = CompactFormat.Tag(rawValue: byte) else {
            throw .damaged("The body holds an unknown tag \(byte) at byte \(position - 1).")
        }
        return tag
    }

    /// The tag at the current position, not read.
    func peekTag() throws(Failure) -> CompactFormat.Tag {
        var copy = self
        return try copy.tag()
    }

    @inline(__always)
    mutating func varint() throws(Failure) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            guard shift < 64, shift != 63 || byte <= 1 else { throw .damaged("The body holds a number too long.") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A length or count, checked to fit in what is left given each counted thing takes at
    /// least `minimumSize` bytes.
    @inline(__always)
    mutating func count(minimumSize: Int = 1) throws(Failure) -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count - position) / UInt64(minimumSize) else {
            throw .damaged("The body gives a length of \(value) where \(bytes.count - position) bytes are left.")
        }
        return Int(value)
    }

    mutating func signed() throws(Failure) -> Int64 {
        let zigzag = try varint()
        return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
    }

    mutating func littleEndian(byteCount: Int) throws(Failure) -> UInt64 {
        guard bytes.count - position >= byteCount else { throw .damaged("The body ends in the middle of a number.") }
        var value: UInt64 = 0
        for index in 0..<byteCount { value |= UInt64(bytes[position + index]) << UInt64(8 * index) }
        position += byteCount
        return value
    }

    /// A string's payload (length and UTF-8) as the range of its bytes.
    @inline(__always)
    mutating func stringRange() throws(Failure) -> Range<Int> {
        let count = try count()
        let start = position
        position += count
        return start..<position
    }

    /// Whether the bytes in `range` are the UTF-8 `name`.
    @inline(__always)
    func bytes(in range: Range<Int>, equal name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count == name.count else { return false }
        guard let nameStart = name.baseAddress, !name.isEmpty else { return true }
        return memcmp(bytes.baseAddress! + range.lowerBound, nameStart, name.count) == 0
    }

    /// Moves past the value at the current position.
    mutating func skipValue(depth: Int) throws(Failure) {
        guard depth <= CompactFormat.maximumDepth else { throw .damaged("The body nests containers too deep.") }
        switch try tag() {
        case .nil, .false, .true: break
        case .signed, .unsigned: _ = try varint()
        case .double: _ = try littleEndian(byteCount: 8)
        case .float: _ = try littleEndian(byteCount: 4)
        case .string, .bytes: _ = try stringRange()
        case .keyed:
            for _ in 0..<(try count(minimumSize: 2)) {
                _ = try stringRange()
                try skipValue(depth: depth + 1)
            }
        case .unkeyed:
            for _ in 0..<(try count()) { try skipValue(depth: depth + 1) }
        }
    }
}
