/// Reads the compact format's parts from a body for `Codable`'s containers: a
/// ``CompactScanner`` over the body's bytes that reports what is wrong as a `DecodingError`
/// at its value's coding path.
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

    func mismatch(_ type: Any.Type, found tag: CompactFormat.Tag) -> DecodingError {
        .typeMismatch(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "Expected \(type) but found \(tag)."))
    }

    /// `read`'s result from a scanner at the current position, which moves to where it ended.
    @inline(__always)
    mutating func scan<Value>(_ read: (inout CompactScanner) throws(CompactScanner.Failure) -> Value) throws -> Value {
        let start = position
        let scanned: Result<(Value, Int), CompactScanner.Failure> = bytes.withUnsafeBytes { raw in
            var scanner = CompactScanner(raw, at: start)
            do throws(CompactScanner.Failure) {
                let value = try read(&scanner)
                return .success((value, scanner.position))
            } catch {
                return .failure(error)
            }
        }
        switch scanned {
        case .success(let (value, end)):
            position = end
            return value
        case .failure(let failure):
            throw error(for: failure)
        }
    }

    /// `failure` as the `DecodingError` of this value.
    func error(for failure: CompactScanner.Failure) -> DecodingError {
        switch failure {
        case .damaged(let description): corrupted(description)
        case .mismatch(let type, let tag): mismatch(type, found: tag)
        }
    }

    mutating func tag() throws -> CompactFormat.Tag {
        try scan { scanner throws(CompactScanner.Failure) in try scanner.tag() }
    }

    /// The tag at the current position, not read.
    func peekTag() throws -> CompactFormat.Tag {
        var copy = self
        return try copy.tag()
    }

    /// A length or count, checked to fit in what is left given each counted thing takes at
    /// least `minimumSize` bytes.
    mutating func count(minimumSize: Int = 1) throws -> Int {
        try scan { scanner throws(CompactScanner.Failure) in try scanner.count(minimumSize: minimumSize) }
    }

    /// A string's payload (length and UTF-8) as the range of its bytes.
    mutating func stringRange() throws -> Range<Int> {
        try scan { scanner throws(CompactScanner.Failure) in try scanner.stringRange() }
    }

    /// Moves past the value at the current position.
    mutating func skipValue(depth: Int) throws {
        try scan { scanner throws(CompactScanner.Failure) in try scanner.skipValue(depth: depth) }
    }
}
