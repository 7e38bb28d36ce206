import Foundation

/// Finding the values of a keyed container by their keys' names: the part of
/// ``CompactKeyedDecodingContainer`` that does not depend on its key type, so it runs
/// specialized, with no generic metadata to look up for each value read.
///
/// A small container (most items) is searched in place for each key: a synthesized
/// `init(from:)` reads keys in the order they were written, so the search stops early, and no
/// table is made. A larger one finds its entries once, when it is made.
struct CompactKeyedEntries {
    /// Where an entry's key and value are in the body.
    struct Entry {
        var key: Range<Int>
        var value: Int
    }

    /// The most entries searched in place.
    static var largestSearchedInPlace: Int { 8 }

    let bytes: [UInt8]
    let codingPath: [any CodingKey]
    let depth: Int
    /// The offset of the first entry.
    private let start: Int
    private let count: Int
    /// The entries of a container larger than ``largestSearchedInPlace``.
    private let table: [Entry]?

    /// The keyed container at `offset` of `bytes`.
    init(_ bytes: [UInt8], at offset: Int, codingPath: [any CodingKey], depth: Int) throws {
        self.bytes = bytes
        self.codingPath = codingPath
        self.depth = depth
        var reader = CompactReader(bytes, at: offset, codingPath: codingPath)
        let tag = try reader.tag()
        guard tag == .keyed else { throw reader.mismatch([String: Any].self, found: tag) }
        count = try reader.count(minimumSize: 2)
        start = reader.position
        guard count > Self.largestSearchedInPlace else {
            table = nil
            return
        }
        var table: [Entry] = []
        table.reserveCapacity(count)
        for _ in 0..<count {
            let key = try reader.stringRange()
            table.append(Entry(key: key, value: reader.position))
            try reader.skipValue(depth: depth + 1)
        }
        self.table = table
    }

    /// The names of the keys, in the order they were written; a damaged entry ends them.
    var keyNames: [String] {
        var names: [String] = []
        var reader = CompactReader(bytes, at: start, codingPath: codingPath)
        for _ in 0..<count {
            guard let key = try? reader.stringRange() else { break }
            names.append(
                bytes.withUnsafeBufferPointer {
                    String(decoding: UnsafeBufferPointer(rebasing: $0[key]), as: UTF8.self)
                })
            guard (try? reader.skipValue(depth: depth + 1)) != nil else { break }
        }
        return names
    }

    /// A reader at `key`'s value.
    ///
    /// - Throws: `DecodingError.keyNotFound` when the container has no such key.
    func reader(for key: any CodingKey) throws -> CompactReader {
        var name = key.stringValue
        guard let offset = name.withUTF8({ valueOffset(forKeyNamed: $0) }) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(codingPath: codingPath, debugDescription: "No value for the key \"\(name)\"."))
        }
        return CompactReader(bytes, at: offset, codingPath: codingPath, key: key)
    }

    /// Whether the container has a value for `key`.
    func contains(_ key: any CodingKey) -> Bool {
        var name = key.stringValue
        return name.withUTF8 { valueOffset(forKeyNamed: $0) } != nil
    }

    /// The offset of the value of the key whose UTF-8 is `name`; `nil` when there is none, or
    /// when a damaged entry comes first.
    private func valueOffset(forKeyNamed name: UnsafeBufferPointer<UInt8>) -> Int? {
        if let table {
            return table.first { hasName($0.key, name) }?.value
        }
        var reader = CompactReader(bytes, at: start, codingPath: codingPath)
        for _ in 0..<count {
            guard let key = try? reader.stringRange() else { return nil }
            if hasName(key, name) { return reader.position }
            guard (try? reader.skipValue(depth: depth + 1)) != nil else { return nil }
        }
        return nil
    }

    private func hasName(_ key: Range<Int>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == name.count else { return false }
        guard let nameStart = name.baseAddress, !name.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + key.lowerBound, nameStart, name.count) == 0 }
    }
}
