import Foundation

/// The fields of one stored item, read by a ``CompactCodable`` item's `init(from:)`.
///
/// Each read finds its key among the body's entries: first where the previous read ended, so a
/// type that reads its fields in the order it writes them never searches, then anywhere in the
/// body, so fields written in another order or by `Codable` read too. The reader reads the
/// body where the database holds it, and exists only for the call it is passed to.
public struct CompactFieldReader: ~Copyable {
    private let bytes: UnsafeRawBufferPointer
    /// The offset of the first entry.
    private let start: Int
    private let count: Int
    /// The offset and index of the entry after the one read last.
    private var nextEntry: Int
    private var nextIndex = 0

    /// The fields of the body `bytes`, which must hold a keyed container after its version
    /// byte.
    init(body bytes: UnsafeRawBufferPointer) throws {
        guard bytes.first == CompactFormat.version else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "The body is not in the store's compact format, version \(CompactFormat.version)."
                ))
        }
        var scanner = CompactScanner(bytes, at: 1)
        let count: Int
        do throws(CompactScanner.Failure) {
            let tag = try scanner.tag()
            guard tag == .keyed else { throw .mismatch(expected: [String: Any].self, found: tag) }
            count = try scanner.count(minimumSize: 2)
        } catch {
            throw Self.error(for: error, at: [])
        }
        self.bytes = bytes
        self.count = count
        start = scanner.position
        nextEntry = scanner.position
    }

    /// The value of `key`, of type `type`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the body has no `key`;
    ///   `DecodingError.typeMismatch` or `.dataCorrupted` when its value is not a `type`.
    public mutating func decode<Value: Decodable>(
        _ type: Value.Type = Value.self, forKey key: StaticString
    ) throws -> Value {
        guard var scanner = try scanner(forKey: key) else {
            throw DecodingError.keyNotFound(
                CompactFieldKey(key),
                DecodingError.Context(codingPath: [], debugDescription: "No value for the key \"\(key)\"."))
        }
        return try read(type, with: &scanner, forKey: key)
    }

    /// The value of `key`, of type `type`, or `nil` when the body has no `key` or holds `nil`
    /// for it, as `Codable`'s `decodeIfPresent(_:forKey:)`.
    ///
    /// - Throws: `DecodingError.typeMismatch` or `.dataCorrupted` when the value is not a
    ///   `type`.
    public mutating func decodeIfPresent<Value: Decodable>(
        _ type: Value.Type = Value.self, forKey key: StaticString
    ) throws -> Value? {
        guard var scanner = try scanner(forKey: key) else { return nil }
        if (try? scanner.peekTag()) == .nil {
            nextEntry = scanner.position + 1
            return nil
        }
        return try read(type, with: &scanner, forKey: key)
    }

    /// The value at `scanner`, which moves past it; the entry after it is the next to look at.
    private mutating func read<Value: Decodable>(
        _ type: Value.Type, with scanner: inout CompactScanner, forKey key: StaticString
    ) throws -> Value {
        do {
            let value = try scanner.field(type)
            nextEntry = scanner.position
            return value
        } catch let failure as CompactScanner.Failure {
            throw Self.error(for: failure, at: [CompactFieldKey(key)])
        } catch let error as DecodingError {
            throw error.prefixingPath(with: CompactFieldKey(key))
        }
    }

    /// A scanner at the value of `key`, or `nil` when the body has none.
    private mutating func scanner(forKey key: StaticString) throws -> CompactScanner? {
        do throws(CompactScanner.Failure) {
            if nextIndex < count, let scanner = try entry(at: nextEntry, ifNamed: key) {
                nextIndex += 1
                return scanner
            }
            var position = start
            for index in 0..<count {
                if let scanner = try entry(at: position, ifNamed: key) {
                    nextIndex = index + 1
                    return scanner
                }
                var skipping = CompactScanner(bytes, at: position)
                _ = try skipping.stringRange()
                try skipping.skipValue(depth: 1)
                position = skipping.position
            }
            return nil
        } catch {
            throw Self.error(for: error, at: [])
        }
    }

    /// A scanner at the value of the entry at `position` when its key is `key`.
    private func entry(at position: Int, ifNamed key: StaticString) throws(CompactScanner.Failure) -> CompactScanner? {
        var scanner = CompactScanner(bytes, at: position)
        let name = try scanner.stringRange()
        let matches = key.withUTF8Buffer { scanner.bytes(in: name, equal: $0) }
        return matches ? scanner : nil
    }

    private static func error(for failure: CompactScanner.Failure, at path: [any CodingKey]) -> DecodingError {
        switch failure {
        case .damaged(let description):
            .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: description))
        case .mismatch(let type, let tag):
            .typeMismatch(
                type, DecodingError.Context(codingPath: path, debugDescription: "Expected \(type) but found \(tag)."))
        }
    }
}
