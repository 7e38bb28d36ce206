/// A single value of the compact format.
///
/// Encoding a second value into it is a programming error `Codable` leaves undefined; the
/// node then holds two values and the body does not decode, which the store's check refuses
/// before anything is written.
struct CompactSingleValueEncodingContainer: SingleValueEncodingContainer {
    let node: CompactNode
    let codingPath: [any CodingKey]

    private func value(_ write: (inout [UInt8]) -> Void) {
        node.count += 1
        write(&node.bytes)
    }

    mutating func encodeNil() { value { $0.appendTag(.nil) } }
    mutating func encode(_ value: Bool) { self.value { $0.appendBool(value) } }
    mutating func encode(_ value: String) { self.value { $0.appendStringValue(value) } }
    mutating func encode(_ value: Double) { self.value { $0.appendDouble(value) } }
    mutating func encode(_ value: Float) { self.value { $0.appendFloat(value) } }
    mutating func encode(_ value: Int) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: Int8) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: Int16) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: Int32) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: Int64) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt8) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt16) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt32) { self.value { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt64) { self.value { $0.appendInteger(value) } }

    mutating func encode(_ value: some Encodable) throws {
        node.count += 1
        try CompactEncoder.appendValue(value, to: &node.bytes, codingPath: codingPath)
    }
}
