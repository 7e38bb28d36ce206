/// The diff's hash table: an open-addressing table from an identity's hash to a small
/// integer reference (an item's flat index), with no keys stored.
///
/// A `Dictionary<Identifier, Int>` would store every identity a second time and go through
/// generic key handling on every probe. This table keeps 8 bytes per slot (32 bits of the
/// hash and a 32-bit reference), compares the full identity only when those 32 bits agree,
/// and leaves that comparison to the caller, who can find the identity from the
/// reference. Linear probing keeps probes in one or two cache lines.
///
/// The table owns manually allocated memory; call ``deallocate()`` exactly once.
@usableFromInline
struct _IdentityTable {
    /// Each slot is `hashBits << 32 | reference`; an all-ones reference marks an empty slot.
    @usableFromInline var slots: UnsafeMutablePointer<UInt64>
    @usableFromInline var mask: Int
    @usableFromInline var count: Int

    /// The reference that marks an empty slot; real references are below it.
    @usableFromInline static var emptyReference: UInt32 { .max }

    /// A table that holds `expectedCount` references before it has to grow.
    @inlinable
    init(expectedCount: Int) {
        var capacity = 16
        // Keep the load at most 3/4, as Dictionary does, so probe runs stay short.
        while capacity / 4 * 3 < expectedCount { capacity <<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: .max, count: capacity)
        mask = capacity - 1
        count = 0
    }

    /// Frees the slots.
    @inlinable
    func deallocate() {
        slots.deallocate()
    }

    /// The 32 hash bits the table keeps for `hashValue`; the low bits also pick the slot.
    @inlinable
    static func hashBits(_ hashValue: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hashValue)
    }

    /// The reference stored for an identity with `hashBits` that `matches` accepts, or the
    /// empty slot where such an identity would be inserted.
    ///
    /// - Parameter matches: whether the identity behind a reference with the same hash
    ///   bits is the one looked for.
    /// - Complexity: O(1) expected.
    @inlinable
    func find(hashBits: UInt32, where matches: (UInt32) -> Bool) -> (reference: UInt32?, slot: Int) {
        var slot = Int(hashBits) & mask
        while true {
            let entry = slots[slot]
            let reference = UInt32(truncatingIfNeeded: entry)
            if reference == Self.emptyReference { return (nil, slot) }
            if UInt32(truncatingIfNeeded: entry &>> 32) == hashBits, matches(reference) { return (reference, slot) }
            slot = (slot &+ 1) & mask
        }
    }

    /// Stores `reference` in `slot`, an empty slot ``find(hashBits:where:)`` returned,
    /// growing the table when it gets too full.
    ///
    /// - Precondition: `reference` is below `UInt32.max`.
    /// - Complexity: O(1) amortised.
    @inlinable
    mutating func insert(_ reference: UInt32, hashBits: UInt32, at slot: Int) {
        slots[slot] = UInt64(hashBits) &<< 32 | UInt64(reference)
        count &+= 1
        if count > (mask &+ 1) / 4 * 3 { grow() }
    }

    /// Points `slot`, a full slot ``find(hashBits:where:)`` returned, at `reference`, which
    /// must stand for an identity equal to the one the slot stands for.
    @inlinable
    func replaceReference(at slot: Int, with reference: UInt32) {
        slots[slot] = slots[slot] & 0xFFFF_FFFF_0000_0000 | UInt64(reference)
    }

    /// Doubles the capacity, placing every entry by the hash bits it kept.
    @usableFromInline
    mutating func grow() {
        let oldSlots = slots
        let oldCapacity = mask + 1
        let capacity = oldCapacity * 2
        precondition(capacity <= 1 << 32, "a diff can hold at most 2^32 identities")
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: .max, count: capacity)
        mask = capacity - 1
        for index in 0..<oldCapacity {
            let entry = oldSlots[index]
            guard UInt32(truncatingIfNeeded: entry) != Self.emptyReference else { continue }
            var slot = Int(UInt32(truncatingIfNeeded: entry &>> 32)) & mask
            while UInt32(truncatingIfNeeded: slots[slot]) != Self.emptyReference { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        oldSlots.deallocate()
    }
}
