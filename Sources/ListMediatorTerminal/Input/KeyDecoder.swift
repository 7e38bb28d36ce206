/// Decodes the bytes a terminal in raw mode sends into keys: UTF-8 text, control characters,
/// and the escape sequences of the arrow, paging and editing keys (both the `ESC [` and the
/// `ESC O` forms, so application cursor mode does not matter).
///
/// Bytes arrive in chunks, as `read(2)` returns them; a character or sequence split between
/// chunks is completed by the next one. An `ESC` that ends a chunk is the Escape key: a
/// terminal sends each key's sequence in one write, so a sequence never stops right after its
/// `ESC`.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("j\u{1B}[B\r".utf8))   // [.character("j"), .down, .enter]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    public init() {}

    /// The keys in `bytes`, after any bytes left pending from the previous chunk.
    ///
    /// - Parameters:
    ///   - bytes: the bytes of one read, in order.
    ///   - endsInput: whether no bytes follow (the end of a script or a pipe): a character cut
    ///     short then decodes as ``TerminalKey/unknown(_:)`` instead of waiting.
    /// - Complexity: O(*n*) for *n* bytes.
    public mutating func decode(_ bytes: [UInt8], endsInput: Bool = false) -> [TerminalKey] {
        pending += bytes
        var keys: [TerminalKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        if endsInput, !pending.isEmpty {
            keys.append(.unknown(pending))
            pending = []
        }
        return keys
    }

    /// The key starting at `index` and its length in bytes, or `nil` when the bytes stop
    /// before it is complete.
    private static func key(at index: Int, in bytes: [UInt8]) -> (TerminalKey, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
            return escapeSequence(at: index, in: bytes)
        case 0x0D, 0x0A:
            // A terminal sends CR for Enter; a pipe or a script may hold LF.
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x00:
            return (.control(" "), 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x1C...0x1F:
            return (.unknown([byte]), 1)
        default:
            return character(at: index, in: bytes)
        }
    }

    /// A UTF-8 character; an invalid byte is an unknown key of its own.
    private static func character(at index: Int, in bytes: [UInt8]) -> (TerminalKey, Int)? {
        let byte = bytes[index]
        let length: Int
        switch byte {
        case 0x00..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (.unknown([byte]), 1)
        }
        guard index + length <= bytes.count else { return nil }
        let encoded = bytes[index..<index + length]
        guard let text = String(validating: encoded, as: UTF8.self), let character = text.first else {
            return (.unknown([byte]), 1)
        }
        return (.character(character), length)
    }

    /// `ESC` alone, or the sequence it starts: `ESC [` parameters and a final byte, or `ESC O`
    /// and a letter.
    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (TerminalKey, Int)? {
        guard index + 1 < bytes.count else { return (.escape, 1) }
        let introducer = bytes[index + 1]
        if introducer == UInt8(ascii: "O") {
            guard index + 2 < bytes.count else { return nil }
            let final = bytes[index + 2]
            return (finalKey(final, parameter: nil) ?? .unknown(Array(bytes[index...index + 2])), 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            // Alt with a key sends ESC and the key; read it as Escape, then the key.
            return (.escape, 1)
        }
        var end = index + 2
        // Parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let sequence = Array(bytes[index...end])
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let parameter = Int(parameters.split(separator: ";").first ?? "")
        return (finalKey(bytes[end], parameter: parameter) ?? .unknown(sequence), sequence.count)
    }

    private static func finalKey(_ final: UInt8, parameter: Int?) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        case UInt8(ascii: "~"):
            switch parameter {
            case 1, 7: .home
            case 3: .delete
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            default: nil
            }
        default: nil
        }
    }
}
