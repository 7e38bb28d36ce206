import Foundation
@_spi(Testing) import ListMediatorTesting

/// Identities of the kinds apps key their items by, generated reproducibly.
enum DiffIdentities {
    /// `count` distinct strings like server ids or slugs: 10 to 20 ASCII letters and digits,
    /// so about half (those over 15 UTF-8 bytes) live on the heap and the rest fit in the
    /// string itself, as short and long ids do in real data.
    static func strings(count: Int) -> [String] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var random = SplitMix64(seed: 0x5EED_0001)
        var seen = Set<String>(minimumCapacity: count)
        var strings: [String] = []
        strings.reserveCapacity(count)
        while strings.count < count {
            let length = 10 + Int(random.next() % 11)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let string = String(decoding: bytes, as: UTF8.self)
            if seen.insert(string).inserted { strings.append(string) }
        }
        return strings
    }

    /// `string` in storage of its own, as decoding the same id again would give.
    static func copy(_ string: String) -> String {
        String(decoding: Array(string.utf8), as: UTF8.self)
    }

    /// `count` distinct version-4 UUIDs.
    static func uuids(count: Int) -> [UUID] {
        var random = SplitMix64(seed: 0x5EED_0002)
        var seen = Set<UUID>(minimumCapacity: count)
        var uuids: [UUID] = []
        uuids.reserveCapacity(count)
        while uuids.count < count {
            var bytes = (random.next(), random.next())
            withUnsafeMutableBytes(of: &bytes) { raw in
                raw[6] = raw[6] & 0x0F | 0x40  // version 4
                raw[8] = raw[8] & 0x3F | 0x80  // RFC 4122 variant
            }
            let uuid = withUnsafeBytes(of: bytes) { UUID(uuid: $0.load(as: uuid_t.self)) }
            if seen.insert(uuid).inserted { uuids.append(uuid) }
        }
        return uuids
    }
}
