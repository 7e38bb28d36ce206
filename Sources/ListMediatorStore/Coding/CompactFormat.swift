/// The store's compact encoding of an item: `Codable`'s tree of values as tagged bytes.
///
/// A body starts with ``version``, then holds one value. Each value is a tag byte and its
/// payload:
///
/// | tag | value | payload |
/// |---|---|---|
/// | `nil` | no value | — |
/// | `false`, `true` | a `Bool` | — |
/// | `signed` | any signed integer | its ZigZag form as a LEB128 varint |
/// | `unsigned` | any unsigned integer | a LEB128 varint |
/// | `double`, `float` | a floating-point number | its bit pattern, 8 or 4 bytes, little-endian |
/// | `string` | a `String` | the UTF-8 length as a varint, then the bytes |
/// | `bytes` | a `Data` | the length as a varint, then the bytes |
/// | `keyed` | a keyed container | the entry count as a varint, then each key (as a string's payload) and its value |
/// | `unkeyed` | an unkeyed container | the element count as a varint, then each value |
///
/// Keys are kept by name, as JSON keeps them, so an item type may gain optional properties or
/// reorder its own without making older rows unreadable. The format is self-describing, so a
/// body can be skipped or checked without knowing its type.
enum CompactFormat {
    /// The first byte of every compact body: the format's version.
    static let version: UInt8 = 1

    /// A value's first byte.
    enum Tag: UInt8 {
        case `nil` = 0
        case `false` = 1
        case `true` = 2
        case signed = 3
        case unsigned = 4
        case double = 5
        case float = 6
        case string = 7
        case bytes = 8
        case keyed = 9
        case unkeyed = 10
    }

    /// How deep containers may nest in a body being read: deeper means the body is damaged
    /// (a real item that deep would have overflowed the stack when it was encoded).
    static let maximumDepth = 512
}
