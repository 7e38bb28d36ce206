import Foundation

/// Encodes items for a list and checks them before anything is written.
enum ItemEncoder {
    /// `items`, encoded, or the first reason to refuse them.
    ///
    /// Every item is checked before the caller writes any: no repeated identity, a storable
    /// sort key, the promised `ordering`, and a body that decodes to an item with the same
    /// identity, sort key and section key.
    ///
    /// - Complexity: O(n) encodes and decodes for n items.
    static func encode<Item>(
        _ items: some Sequence<Item>, for list: StoredList<Item>, ordering: ItemOrdering
    ) throws(StoreError) -> [EncodedItem] {
        var encoder = ItemBodyEncoder(list.coding, compact: list.compactCoder)
        var decoder = ItemBodyDecoder(compact: list.compactCoder)
        let name = list.name.rawValue
        var seen = Set<StoreIdentityValue>()
        var encoded: [EncodedItem] = []
        encoded.reserveCapacity(items.underestimatedCount)
        var previousKey: StoreSortKey?
        for item in items {
            let id = item.id.storeValue
            guard seen.insert(id).inserted else { throw .duplicateIdentity(list: name, id: id.description) }
            let sortKey = list.sortKey(of: item)
            guard sortKey.isStorable else { throw .invalidSortKey(list: name, id: id.description) }
            if let previousKey, isOutOfOrder(previousKey, sortKey, ordering) {
                throw .outOfOrder(list: name, id: id.description)
            }
            previousKey = sortKey
            let sectionKey = list.sectionKey(of: item)
            let body: StoredBody
            do {
                body = try encoder.encode(item)
            } catch {
                throw .encodingFailed(list: name, id: id.description, reason: String(describing: error))
            }
            try checkRoundTrip(
                body, as: Item.self, of: list,
                expecting: (id, sortKey, sectionKey), decoder: &decoder)
            encoded.append(EncodedItem(id: id, sortKey: sortKey, sectionKey: sectionKey, body: body))
        }
        return encoded
    }

    private static func isOutOfOrder(_ previous: StoreSortKey, _ next: StoreSortKey, _ ordering: ItemOrdering) -> Bool {
        switch ordering {
        case .unspecified: false
        case .ascending: next.precedes(previous)
        case .descending: previous.precedes(next)
        }
    }

    /// Decodes `body` and compares the result's keys with the original's: the store files the
    /// row under the original's keys but returns the decoded item.
    private static func checkRoundTrip<Item>(
        _ body: StoredBody, as type: Item.Type, of list: StoredList<Item>,
        expecting expected: (id: StoreIdentityValue, sortKey: StoreSortKey, sectionKey: String?),
        decoder: inout ItemBodyDecoder<Item>
    ) throws(StoreError) {
        let name = list.name.rawValue
        let id = expected.id.description
        let decoded: Item
        do {
            decoded = try decoder.decode(from: body)
        } catch {
            throw .notRoundTripping(list: name, id: id, reason: "it does not decode: \(error)")
        }
        if decoded.id.storeValue != expected.id {
            throw .notRoundTripping(list: name, id: id, reason: "it decodes with the identity \(decoded.id.storeValue)")
        }
        let sortKey = list.sortKey(of: decoded)
        if sortKey != expected.sortKey {
            throw .notRoundTripping(list: name, id: id, reason: "it decodes with the sort key \(sortKey)")
        }
        let sectionKey = list.sectionKey(of: decoded)
        if sectionKey != expected.sectionKey {
            throw .notRoundTripping(
                list: name, id: id, reason: "it decodes in the section \(sectionKey.debugDescription)")
        }
    }
}
