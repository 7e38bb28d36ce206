import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting

/// A row of a randomised list: a name for its cell and the height its delegate gives (`nil`
/// for the view's row height).
struct RandomRow: Equatable {
    var name: String
    var height: CGFloat?
}

/// A section of a randomised list, with titles and delegate heights for its header and footer
/// (`nil` for the view's defaults).
struct RandomSection: Equatable {
    var headerTitle: String?
    var footerTitle: String?
    var headerHeight: CGFloat?
    var footerHeight: CGFloat?
    var rows: [RandomRow]
}

/// Makes random lists and random valid batch updates of them — section and row deletions,
/// insertions, reloads and moves, within and across sections — each with the list it leads to,
/// from a seed that replays it.
struct RandomBatchUpdates {
    private var random: SplitMix64
    private var nextName = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    mutating func sections() -> [RandomSection] {
        (0..<int(in: 0...5)).map { _ in section() }
    }

    mutating func section() -> RandomSection {
        RandomSection(
            headerTitle: chance(0.4) ? "header" : nil, footerTitle: chance(0.3) ? "footer" : nil,
            headerHeight: chance(0.2) ? [0, 12, 30.5][int(in: 0...2)] : nil,
            footerHeight: chance(0.2) ? [0, 8, 17.25][int(in: 0...2)] : nil,
            rows: (0..<int(in: 0...6)).map { _ in row() })
    }

    mutating func row() -> RandomRow {
        nextName += 1
        let heights: [CGFloat?] = [nil, nil, 0, 10, 23.5, 60]
        return RandomRow(name: "row \(nextName)", height: heights[int(in: 0...heights.count - 1)])
    }

    /// A random valid update of `old`, and the sections after it.
    mutating func update(of old: [RandomSection]) -> (update: BatchUpdate, new: [RandomSection]) {
        var update = BatchUpdate()
        enum Fate { case keep, delete, reload, move }
        let fates: [Fate] = old.map { _ in
            switch int(in: 0...9) {
            case 0: .delete
            case 1: .reload
            case 2: .move
            default: .keep
            }
        }
        let moved = fates.indices.filter { fates[$0] == .move }
        let insertedCount = chance(0.3) ? int(in: 1...2) : 0
        let newCount = old.count - fates.filter { $0 == .delete }.count + insertedCount

        // Moved and inserted sections take random places; the kept and reloaded ones fill the
        // rest in order, as UIKit places them.
        var slots = Array(0..<newCount)
        slots.shuffle(using: &random)
        var new = [RandomSection?](repeating: nil, count: newCount)
        var sourceOfSurvivor = [Int: Int]()  // new section → old section, for kept and moved ones
        for (source, destination) in zip(moved, slots) {
            update.movedSections.append(.init(from: source, to: destination))
            sourceOfSurvivor[destination] = source
        }
        for destination in slots[moved.count..<moved.count + insertedCount] {
            update.insertedSections.append(destination)
            let inserted = section()
            // Rows inserted into an inserted section are redundant but valid, as UIKit accepts them.
            if chance(0.3) {
                update.insertedRows += inserted.rows.indices.map { IndexPath(row: $0, section: destination) }
            }
            new[destination] = inserted
        }
        let taken = Set(slots[..<(moved.count + insertedCount)])
        let free = (0..<newCount).filter { !taken.contains($0) }
        let staying = fates.indices.filter { fates[$0] == .keep || fates[$0] == .reload }
        for (destination, source) in zip(free, staying) {
            if fates[source] == .reload {
                update.reloadedSections.append(source)
                new[destination] = section()
            } else {
                sourceOfSurvivor[destination] = source
            }
        }
        for source in fates.indices where fates[source] == .delete {
            update.deletedSections.append(source)
            // Deleting the rows of a deleted section is redundant but valid, as UIKit accepts it.
            if chance(0.3) {
                update.deletedRows += old[source].rows.indices.map { IndexPath(row: $0, section: source) }
            }
        }

        changeRows(of: old, survivors: sourceOfSurvivor, into: &new, update: &update)
        return (update, new.map { $0! })
    }

    /// Deletes, reloads and moves rows of the sections that survive (kept or moved), and
    /// inserts rows into them.
    private mutating func changeRows(
        of old: [RandomSection], survivors sourceOfSurvivor: [Int: Int], into new: inout [RandomSection?],
        update: inout BatchUpdate
    ) {
        let survivors = sourceOfSurvivor.keys.sorted()
        var staying: [Int: [RandomRow]] = [:]
        var arriving: [Int: [(row: RandomRow, source: IndexPath?)]] = [:]
        for destination in survivors {
            let source = sourceOfSurvivor[destination]!
            for (index, row) in old[source].rows.enumerated() {
                let indexPath = IndexPath(row: index, section: source)
                switch int(in: 0...9) {
                case 0:
                    update.deletedRows.append(indexPath)
                case 1:
                    update.reloadedRows.append(indexPath)
                    staying[destination, default: []].append(self.row())
                case 2:
                    let target = survivors[int(in: 0...survivors.count - 1)]
                    arriving[target, default: []].append((row, indexPath))
                default:
                    staying[destination, default: []].append(row)
                }
            }
            for _ in 0..<(chance(0.3) ? int(in: 1...3) : 0) {
                arriving[destination, default: []].append((self.row(), nil))
            }
        }
        for destination in survivors {
            let kept = staying[destination] ?? []
            var incoming = arriving[destination] ?? []
            incoming.shuffle(using: &random)
            var places = Array(0..<kept.count + incoming.count)
            places.shuffle(using: &random)
            var rows = [RandomRow?](repeating: nil, count: places.count)
            for (place, arrival) in zip(places, incoming) {
                rows[place] = arrival.row
                let indexPath = IndexPath(row: place, section: destination)
                if let source = arrival.source {
                    update.movedRows.append(.init(from: source, to: indexPath))
                } else {
                    update.insertedRows.append(indexPath)
                }
            }
            var remaining = kept[...]
            for place in rows.indices where rows[place] == nil { rows[place] = remaining.popFirst() }
            var section = old[sourceOfSurvivor[destination]!]
            section.rows = rows.map { $0! }
            new[destination] = section
        }
    }
}

/// A data source and delegate over ``RandomSection``s: titles from the data source, heights
/// from the delegate.
@MainActor
final class RandomSectionsDataSource: ListViewDataSource, ListViewDelegate {
    var sections: [RandomSection]

    init(_ sections: [RandomSection]) {
        self.sections = sections
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { sections.count }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "Random", for: indexPath)
        cell.text = sections[indexPath.section].rows[indexPath.row].name
        return cell
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Random")
    }

    func listView(_ listView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].headerTitle
    }

    func listView(_ listView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footerTitle
    }

    func listView(_ listView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        sections[indexPath.section].rows[indexPath.row].height
    }

    func listView(_ listView: HeadlessTableView, heightForHeaderInSection section: Int) -> CGFloat? {
        sections[section].headerHeight
    }

    func listView(_ listView: HeadlessTableView, heightForFooterInSection section: Int) -> CGFloat? {
        sections[section].footerHeight
    }
}
