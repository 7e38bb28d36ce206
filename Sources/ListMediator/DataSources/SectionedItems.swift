import Foundation

/// Items in sections, kept so that a section is cheap to grow at either end: an older page
/// inserted above 100,000 rows costs what a next page appended below them costs (`page.prepend`
/// in the benchmarks). The storage of the library's data sources.
///
/// Items inserted at a section's start go, reversed, to its head, so adding them moves none of
/// the others; the section's other items are its tail. What needs a section's items as one
/// array — the public `items`, a diff — calls ``items(inSection:)``, which joins head and tail
/// once and is O(1) until the next insertion at the start. While no section has a head, which
/// is most of the time, there are no heads at all and reading an item is reading an array.
///
/// Reading is the data source's (``ItemDataSource/item(at:)``,
/// ``ItemDataSource/itemCount(inSection:)``), from these fields in place: a method of this
/// struct called on the data source's stored value copies the struct, retaining its arrays on
/// every row's lookup (5% of `compose.lookup.nested.view`). Heads and tails are parallel arrays
/// of arrays rather than an array of a two-part struct, which cost code not specialised for the
/// item type (the library's, for an app's items) a runtime type lookup on each access.
///
/// Why not swift-collections' `Deque`: its ring buffer would make every public `[Item]` a copy of
/// the items, where here the common case hands out the array itself; and the core would make
/// every app resolve a package for one type, whose current releases need a newer standard
/// library than the iOS 17 SDK's.
struct SectionedItems<Item> {
    /// Each section's items inserted at its start since they were last joined, last first; empty
    /// while no section has any (``sectionsWithHead`` is 0), one per section otherwise.
    private(set) var reversedHeads: [[Item]] = []
    /// Each section's other items, in order.
    private(set) var tails: [[Item]]
    /// How many sections have a head.
    private(set) var sectionsWithHead = 0
    /// Names the owner in trap messages, for example `FlatDataSource<Product>`.
    let ownerName: String

    init(sections: [[Item]], ownerName: String) {
        tails = sections
        self.ownerName = ownerName
    }

    /// The number of items in the section at `index`.
    func count(inSection index: Int) -> Int {
        sectionsWithHead == 0 ? tails[index].count : reversedHeads[index].count + tails[index].count
    }

    /// The number of items in the head of the section at `index`.
    private func headCount(ofSection index: Int) -> Int {
        sectionsWithHead == 0 ? 0 : reversedHeads[index].count
    }

    /// For example `2 sections with 3 and 0 rows`.
    var countsDescription: String {
        let counts = tails.indices.map { String(count(inSection: $0)) }
        switch counts.count {
        case 0: return "no sections"
        case 1: return "1 section with \(counts[0]) rows"
        default:
            return "\(counts.count) sections with \(counts.dropLast().joined(separator: ", ")) and \(counts.last!) rows"
        }
    }

    // MARK: A section as one array

    /// The items of the section at `index` as one array, joining its head and tail first when
    /// items were inserted at its start since the last call.
    /// - Complexity: O(1); O(*n*) once after items were inserted at the start.
    mutating func items(inSection index: Int) -> [Item] {
        joinHead(ofSection: index)
        return tails[index]
    }

    private mutating func joinHead(ofSection index: Int) {
        guard headCount(ofSection: index) > 0 else { return }
        tails[index] = reversedHeads[index].reversed() + tails[index]
        reversedHeads[index] = []
        headDidEmpty()
    }

    /// Adds `items`, already reversed, to the head of the section at `index`.
    private mutating func addToHead(_ items: [Item], ofSection index: Int) {
        guard !items.isEmpty else { return }
        if sectionsWithHead == 0 { reversedHeads = Array(repeating: [], count: tails.count) }
        if reversedHeads[index].isEmpty { sectionsWithHead += 1 }
        reversedHeads[index].append(contentsOf: items)
    }

    /// A section's head became empty: when it was the last, the heads go.
    private mutating func headDidEmpty() {
        sectionsWithHead -= 1
        if sectionsWithHead == 0 { reversedHeads = [] }
    }

    // MARK: Changing the items

    /// Inserts `newItems` at `row` of the section at `index`.
    /// - Complexity: O(*k*) for *k* new items at the start or the end of the section; elsewhere,
    ///   plus moving the items after `row` in the part that holds it.
    mutating func insert(contentsOf newItems: [Item], at row: Int, inSection index: Int) {
        let headCount = headCount(ofSection: index)
        if row == 0, count(inSection: index) > 0 {
            addToHead(Self.reversed(newItems), ofSection: index)
        } else if row >= headCount {
            tails[index].insert(contentsOf: newItems, at: row - headCount)
        } else {
            joinHead(ofSection: index)
            tails[index].insert(contentsOf: newItems, at: row)
        }
    }

    mutating func insert(_ item: Item, at indexPath: IndexPath) {
        let (index, row) = (indexPath.section, indexPath.row)
        let headCount = headCount(ofSection: index)
        if row == 0, count(inSection: index) > 0 {
            addToHead([item], ofSection: index)
        } else if row >= headCount {
            tails[index].insert(item, at: row - headCount)
        } else {
            joinHead(ofSection: index)
            tails[index].insert(item, at: row)
        }
    }

    /// Puts `item` in the place of the item at `indexPath`.
    mutating func replace(at indexPath: IndexPath, with item: Item) {
        let (index, row) = (indexPath.section, indexPath.row)
        let headCount = headCount(ofSection: index)
        if row < headCount, row >= 0 {
            reversedHeads[index][headCount - 1 - row] = item
        } else {
            tails[index][row - headCount] = item
        }
    }

    mutating func append(contentsOf newItems: [Item], toSection index: Int) {
        tails[index].append(contentsOf: newItems)
    }

    @discardableResult
    mutating func remove(at indexPath: IndexPath) -> Item {
        let (index, row) = (indexPath.section, indexPath.row)
        let headCount = headCount(ofSection: index)
        guard row < headCount, row >= 0 else { return tails[index].remove(at: row - headCount) }
        let item = reversedHeads[index].remove(at: headCount - 1 - row)
        if headCount == 1 { headDidEmpty() }
        return item
    }

    mutating func insertSection(_ items: [Item], at index: Int) {
        if sectionsWithHead > 0 { reversedHeads.insert([], at: index) }
        tails.insert(items, at: index)
    }

    mutating func removeSection(at index: Int) {
        let hadHead = headCount(ofSection: index) > 0
        if sectionsWithHead > 0 { reversedHeads.remove(at: index) }
        tails.remove(at: index)
        if hadHead { headDidEmpty() }
    }

    /// Removes the rows in `rows` of the section at `index`.
    /// - Complexity: O(*k*) for *k* rows at the end of the section; elsewhere, plus moving the
    ///   items after them.
    mutating func removeRows(_ rows: Range<Int>, inSection index: Int) {
        joinHead(ofSection: index)
        tails[index].removeSubrange(rows)
    }

    /// Puts `newItems` in the place of the rows `rows` of the section at `index`.
    /// - Complexity: O(*k*) for the *k* rows removed and added, plus moving the items after them
    ///   once.
    mutating func replaceRows(_ rows: Range<Int>, with newItems: [Item], inSection index: Int) {
        joinHead(ofSection: index)
        tails[index].replaceSubrange(rows, with: newItems)
    }

    /// Removes the rows `rows` (ascending, distinct) of the section at `index` in one pass.
    /// - Complexity: O(*n*) for the section's *n* items, once, where removing them one at a time
    ///   would move the items after each of them: O(*k* · *n*) for *k* rows.
    mutating func removeRows(_ rows: [Int], inSection index: Int) {
        guard rows.count > 1 else {
            if let row = rows.first { remove(at: IndexPath(row: row, section: index)) }
            return
        }
        joinHead(ofSection: index)
        let items = tails[index]
        var kept: [Item] = []
        kept.reserveCapacity(items.count - rows.count)
        var start = 0
        for row in rows {
            kept.append(contentsOf: items[start..<row])
            start = row + 1
        }
        kept.append(contentsOf: items[start...])
        tails[index] = kept
    }

    /// Replaces every section's items.
    mutating func replaceSections(_ newSections: [[Item]]) {
        reversedHeads = []
        sectionsWithHead = 0
        tails = newSections
    }

    /// `items` in reverse order, copied from place to place: code not specialised for the item
    /// type would copy each item to the heap on its way through `reversed()`'s iterator or a swap.
    private static func reversed(_ items: [Item]) -> [Item] {
        let count = items.count
        return items.withUnsafeBufferPointer { source in
            [Item](unsafeUninitializedCapacity: count) { destination, initializedCount in
                guard let from = source.baseAddress, let to = destination.baseAddress else { return }
                for offset in 0..<count {
                    (to + offset).initialize(from: from + (count - 1 - offset), count: 1)
                }
                initializedCount = count
            }
        }
    }
}
