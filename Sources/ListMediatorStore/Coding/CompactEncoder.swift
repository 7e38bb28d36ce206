import Foundation

/// Encodes a value in the store's compact format (see ``CompactFormat``).
///
/// Every value is written straight into the bytes of the container that holds it: a nested
/// value (a struct, an array, a `Date`) is whole when its `encode(to:)` returns. Only nested
/// containers and super encoders, which may be written to after later entries, get a node of
/// their own.
final class CompactEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What was encoded: `nil` until the value asks for a container.
    private(set) var root: CompactNode?
    /// Where a super encoder's value goes in its parent, written to whenever it is.
    private let slot: CompactNode?

    /// An encoder at `codingPath`; with `slot`, one whose value fills that single-value node.
    init(codingPath: [any CodingKey] = [], slot: CompactNode? = nil) {
        self.codingPath = codingPath
        self.slot = slot
    }

    /// `value`'s body: the version byte, then its value.
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        var output: [UInt8] = [CompactFormat.version]
        try appendValue(value, to: &output, codingPath: [])
        return output
    }

    /// Encodes `value` and appends its value (not a whole body) to `output`.
    static func appendValue(_ value: some Encodable, to output: inout [UInt8], codingPath: [any CodingKey]) throws {
        if let data = value as? Data { return output.appendBytes(data) }
        let encoder = CompactEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        // A value that encodes nothing encodes as an empty keyed container, as JSON's `{}`.
        (encoder.root ?? CompactNode(.keyed)).append(to: &output)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CompactKeyedEncodingContainer<Key>(node: rootNode(.keyed), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedEncodingContainer(node: rootNode(.unkeyed), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleValueEncodingContainer(node: rootNode(.single), codingPath: codingPath)
    }

    /// The root, made of `kind` when this is the first container asked for. Asking again for
    /// the same kind returns the same node, as `JSONEncoder` does; asking for another kind after
    /// values were encoded is a programming error `Codable` leaves undefined: the first stays.
    private func rootNode(_ kind: CompactNode.Kind) -> CompactNode {
        if let root { return root }
        let node: CompactNode
        if kind == .single, let slot {
            node = slot
        } else {
            node = CompactNode(kind)
            if let slot {
                slot.children.append((0, node))
                slot.count = 1
            }
        }
        root = node
        return node
    }
}

extension [UInt8] {
    /// A `Data` value: its tag, length and bytes.
    mutating func appendBytes(_ data: Data) {
        appendTag(.bytes)
        appendVarint(UInt64(data.count))
        append(contentsOf: data)
    }
}
