/// Reads the compact format's parts from a body, checking every length against what is left:
/// a damaged body throws `DecodingError.dataCorrupted`, it never reads past its end.
struct CompactReader {
    let bytes: [UInt8]
    var position: Int
    /// The path of the container the value is in.
    private let containerPath: [any CodingKey]
    /// The value's key in that container, kept apart so that reading a value makes no array:
    /// the whole path is built only for an error or a nested value.
    private let key: (any CodingKey)?

    /// The value's coding path.
    var codingPath: [any CodingKey] {
        guard let key else { return containerPath }
        return containerPath + [key]
    }

    init(_ bytes: [UInt8], at position: Int, codingPath: [any CodingKey], key: (any CodingKey)? = nil) {
        self.bytes = bytes
        self.position = position
        containerPath = codingPath
        self.key = key
    }

    func corrupted(_ description: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }

    mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw corrupted("The body ends in the middle of a value.") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func tag() throws -> CompactFormat.Tag {
        let byte = try byte()
        guard let tag = CompactFormat.Tag(rawValue: byte) else {
            throw corrupted("The body holds an unknown tag \(byte) at byte \(position - 1).")
        }
        return tag
    }

    /// The tag at the current position, not read.
    func peekTag() throws -> CompactFormat.Tag {
        var copy = self
        return try copy.tag()
    }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            guard shift < 64, shift != 63 || byte <= 1 else { throw corrupted("The body holds a number too long.") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A length or count, checked to fit in what is left given each counted thing takes at
    /// least `minimumSize` bytes.
    mutating func count(minimumSize: Int = 1) throws -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count - position) / UInt64(minimumSize) else {
            throw corrupted("The body gives a length of \(value) where \(bytes.count - position) bytes are left.")
        }
        return Int(value)
    }

    mutating func signed() throws -> Int64 {
        let zigzag = try varint()
        return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
    }

    mutating func littleEndian(byteCount: Int) throws -> UInt64 {
        guard bytes.count - position >= byteCount else { throw corrupted("The body ends in the middle of a number.") }
        var value: UInt64 = 0
        for index in 0..<byteCount { value |= UInt64(bytes[position + index]) << UInt64(8 * index) }
        position += byteCount
        return value
    }

    /// A string's payload (length and UTF-8) as the range of its bytes.
    mutating func stringRange() throws -> Range<Int> {
        let count = try count()
        defer { position += count }
        return position..<(position + count)
    }

    /// Moves past the value at the current position.
    mutating func skipValue(depth: Int) throws {
        guard depth <= CompactFormat.maximumDepth else { throw corrupted("The body nests containers too deep.") }
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
