import Testing

@testable import ListMediator

struct IdentityTableTests {
    @Test func findsWhatWasInsertedAndTheEmptySlotForWhatWasNot() {
        var table = _IdentityTable(expectedCount: 4)
        defer { table.deallocate() }
        let keys = [10, 20, 30]
        for (reference, key) in keys.enumerated() {
            let bits = _IdentityTable.hashBits(key.hashValue)
            let probe = table.find(hashBits: bits) { keys[Int($0)] == key }
            #expect(probe.reference == nil)
            table.insert(UInt32(reference), hashBits: bits, at: probe.slot)
        }
        for (reference, key) in keys.enumerated() {
            let probe = table.find(hashBits: _IdentityTable.hashBits(key.hashValue)) { keys[Int($0)] == key }
            #expect(probe.reference == UInt32(reference))
        }
        #expect(table.find(hashBits: _IdentityTable.hashBits(40.hashValue)) { keys[Int($0)] == 40 }.reference == nil)
    }

    @Test func equalHashBitsAreTelledApartByTheMatcher() {
        var table = _IdentityTable(expectedCount: 2)
        defer { table.deallocate() }
        let keys = ["first", "second"]
        for reference in 0..<2 {
            let probe = table.find(hashBits: 7) { keys[Int($0)] == keys[reference] }
            table.insert(UInt32(reference), hashBits: 7, at: probe.slot)
        }
        #expect(table.find(hashBits: 7) { keys[Int($0)] == "second" }.reference == 1)
        #expect(table.find(hashBits: 7) { keys[Int($0)] == "first" }.reference == 0)
    }

    @Test func aReplacedReferenceIsFoundInTheSameSlot() {
        var table = _IdentityTable(expectedCount: 2)
        defer { table.deallocate() }
        let keys = ["a", "b", "a"]  // references 0 and 2 stand for the same identity
        let inserted = table.find(hashBits: 7) { keys[Int($0)] == "a" }
        table.insert(0, hashBits: 7, at: inserted.slot)
        table.replaceReference(at: inserted.slot, with: 2)
        let found = table.find(hashBits: 7) { keys[Int($0)] == "a" }
        #expect(found.reference == 2)
        #expect(found.slot == inserted.slot)
        #expect(table.count == 1)
    }

    @Test func growingKeepsEveryEntryFindable() {
        var table = _IdentityTable(expectedCount: 1)
        defer { table.deallocate() }
        let keys = Array(0..<10_000)
        for key in keys {
            let bits = _IdentityTable.hashBits(key.hashValue)
            let probe = table.find(hashBits: bits) { keys[Int($0)] == key }
            table.insert(UInt32(key), hashBits: bits, at: probe.slot)
        }
        #expect(table.mask + 1 >= 10_000 * 4 / 3)
        #expect(
            keys.allSatisfy { key in
                table.find(hashBits: _IdentityTable.hashBits(key.hashValue)) { keys[Int($0)] == key }.reference
                    == UInt32(key)
            })
    }
}
