import Foundation
import ListMediator
import ListMediatorTesting
import PropertyBased
import Testing

/// A flat or grouped list grown at both ends and changed in between — older pages above, next
/// pages below, pages in the middle, the user's moves and deletions, applies — shows exactly the
/// items of a plain model changed the same way. Items inserted at the start are kept apart from the others until
/// something needs them as one array, so the steps read the rows as the view does (which leaves
/// them apart) and only some read ``FlatDataSource/items`` (which joins them).
@MainActor
struct DataSourcesGrowingAtBothEndsRandomizedTests {
    /// One change to the list. Positions are taken modulo what is there when it runs.
    enum Step: Sendable, CustomStringConvertible {
        case prepend(count: Int)
        case append(count: Int)
        case insert(count: Int, at: Int)
        case userMove(from: Int, to: Int)
        case userDelete(at: Int)
        /// Applies the items less every third, reversed when `reversing`.
        case apply(reversing: Bool)
        case readItems
        /// Gives the items at positions `first` and `second` new values by identity (flat lists).
        case updateByID(first: Int, second: Int)
        /// Deletes the items at positions `first` and `second` by identity (flat lists).
        case deleteByID(first: Int, second: Int)

        init(kind: Int, first: Int, second: Int) {
            switch kind {
            case 0..<30: self = .prepend(count: 1 + first % 4)
            case 30..<45: self = .append(count: 1 + first % 4)
            case 45..<55: self = .insert(count: 1 + first % 3, at: second)
            case 55..<70: self = .userMove(from: first, to: second)
            case 70..<80: self = .userDelete(at: first)
            case 80..<86: self = .apply(reversing: first.isMultiple(of: 2))
            case 86..<90: self = .updateByID(first: first, second: second)
            case 90..<94: self = .deleteByID(first: first, second: second)
            default: self = .readItems
            }
        }

        var description: String {
            switch self {
            case .prepend(let count): "prepend \(count)"
            case .append(let count): "append \(count)"
            case .insert(let count, let at): "insert \(count) at \(at)"
            case .userMove(let from, let to): "move \(from) to \(to)"
            case .userDelete(let at): "delete \(at)"
            case .apply(let reversing): reversing ? "apply reversed" : "apply"
            case .readItems: "read items"
            case .updateByID(let first, let second): "update \(first) and \(second) by identity"
            case .deleteByID(let first, let second): "delete \(first) and \(second) by identity"
            }
        }

        static let sequences = zip(Gen.int(in: 0...99), Gen.int(in: 0...63), Gen.int(in: 0...63))
            .map { Step(kind: $0, first: $1, second: $2) }
            .array(of: 1...40)
    }

    /// An item of the flat list: its identity and a version that an update by identity changes.
    struct Row: Identifiable, Hashable, CustomStringConvertible {
        let id: Int
        var version = 0
        var description: String { version == 0 ? "\(id)" : "\(id) v\(version)" }
    }

    @Test func aFlatListShowsTheModelsRowsAfterEveryStepAndEveryBatchIsValid() async {
        await propertyCheck(count: 300, input: Step.sequences) { steps in
            let tableView = HeadlessTableView()
            var model = [0, 1, 2].map { Row(id: $0) }
            let list = FlatDataSource<Row, HeadlessTableView>(items: model, cellProvider: .text(\.description))
            list.onMove = { _, _, _ in }
            list.onDelete = { _ in }
            tableView.currentDataSource = list
            var next = 3
            func newItems(_ count: Int) -> [Row] {
                defer { next += count }
                return (next..<next + count).map { Row(id: $0) }
            }
            /// The distinct positions `first` and `second` name, modulo the items.
            func positions(_ first: Int, _ second: Int) -> [Int] {
                model.isEmpty ? [] : Array(Set([first % model.count, second % model.count])).sorted()
            }
            for (index, step) in steps.enumerated() {
                switch step {
                case .prepend(let count):
                    let page = newItems(count)
                    list.insert(contentsOf: page, at: 0)
                    model.insert(contentsOf: page, at: 0)
                case .append(let count):
                    let page = newItems(count)
                    list.append(contentsOf: page)
                    model.append(contentsOf: page)
                case .insert(let count, let at):
                    let page = newItems(count)
                    let position = at % (model.count + 1)
                    list.insert(contentsOf: page, at: position)
                    model.insert(contentsOf: page, at: position)
                case .userMove(let from, let to):
                    guard !model.isEmpty else { continue }
                    let source = from % model.count
                    let destination = to % model.count
                    _ = tableView.dragRow(
                        from: IndexPath(row: source, section: 0), to: IndexPath(row: destination, section: 0))
                    model.insert(model.remove(at: source), at: destination)
                case .userDelete(let at):
                    guard !model.isEmpty else { continue }
                    let row = at % model.count
                    #expect(tableView.deleteRow(at: IndexPath(row: row, section: 0)))
                    model.remove(at: row)
                case .apply(let reversing):
                    let kept = model.enumerated().filter { !$0.offset.isMultiple(of: 3) }.map(\.element)
                    model = reversing ? kept.reversed() : kept
                    list.apply(model)
                case .readItems:
                    #expect(list.items == model, "after \(steps.prefix(index))")
                case .updateByID(let first, let second):
                    let updated = positions(first, second).map { position in
                        model[position].version += 1
                        return model[position]
                    }
                    list.updateItems(updated.reversed())
                case .deleteByID(let first, let second):
                    let gone = positions(first, second).map { model[$0].id }
                    list.deleteItems(withIDs: gone)
                    model.removeAll { gone.contains($0.id) }
                }
                let shown = (0..<tableView.numberOfRows(inSection: 0)).map {
                    list[IndexPath(row: $0, section: 0)]
                }
                #expect(shown == model, "after \(steps.prefix(index + 1))")
                #expect(
                    tableView.visibleCells.map(\.text) == model.prefix(tableView.visibleCells.count).map(\.description))
            }
            #expect(tableView.rejectedBatchUpdates.isEmpty)
            #expect(tableView.reloadCount == 1, "no reload after the first")
            #expect(list.items == model)
            #expect(tableView.replayMismatch() == nil, "the record of \(steps) replays to the same rows")
        }
    }

    /// A message of a chat grouped by day.
    struct Message: Identifiable, Hashable {
        let id: Int
        let day: Int
    }

    @Test func aGroupedListShowsTheModelsSectionsAfterEveryStepAndEveryBatchIsValid() async {
        await propertyCheck(count: 300, input: Step.sequences) { steps in
            let tableView = HeadlessTableView()
            let first = [Message(id: 0, day: 2), Message(id: 1, day: 3)]
            let list = GroupedDataSource<Message, Int, HeadlessTableView>(
                items: first, sectionKey: \.day, cellProvider: .text { "\($0.id)" })
            list.onMove = { _, _, _ in }
            list.onDelete = { _ in }
            tableView.currentDataSource = list
            // The model: each day's messages, in order; days are shown in ascending order.
            var model: [Int: [Int]] = [2: [0], 3: [1]]
            var next = 2
            func shownModel() -> [[Int]] { model.keys.sorted().map { model[$0]! } }
            func page(_ count: Int, days seed: Int) -> [Message] {
                defer { next += count }
                return (0..<count).map { Message(id: next + $0, day: (seed + $0 / 2) % 6) }
            }
            func rowPosition(_ number: Int) -> IndexPath? {
                let sections = shownModel()
                let total = sections.reduce(0) { $0 + $1.count }
                guard total > 0 else { return nil }
                var row = number % total
                for (section, items) in sections.enumerated() {
                    if row < items.count { return IndexPath(row: row, section: section) }
                    row -= items.count
                }
                return nil
            }
            for (index, step) in steps.enumerated() {
                switch step {
                case .prepend(let count), .insert(let count, _):
                    let messages = page(count, days: index)
                    list.prepend(contentsOf: messages)
                    for day in Set(messages.map(\.day)) {
                        model[day] = messages.filter { $0.day == day }.map(\.id) + (model[day] ?? [])
                    }
                case .append(let count):
                    let messages = page(count, days: index)
                    list.append(contentsOf: messages)
                    for message in messages { model[message.day, default: []].append(message.id) }
                case .userMove(let from, let to):
                    guard let source = rowPosition(from) else { continue }
                    let day = model.keys.sorted()[source.section]
                    let destination = IndexPath(row: to % model[day]!.count, section: source.section)
                    _ = tableView.dragRow(from: source, to: destination)
                    model[day]!.insert(model[day]!.remove(at: source.row), at: destination.row)
                case .userDelete(let at):
                    guard let row = rowPosition(at) else { continue }
                    #expect(tableView.deleteRow(at: row))
                    let day = model.keys.sorted()[row.section]
                    model[day]!.remove(at: row.row)
                    if model[day]!.isEmpty { model[day] = nil }
                case .apply(let reversing):
                    let kept = shownModel().flatMap { $0 }.enumerated().filter { !$0.offset.isMultiple(of: 3) }
                        .map(\.element)
                    let days = Dictionary(
                        uniqueKeysWithValues: model.flatMap { day, ids in ids.map { ($0, day) } })
                    let items = (reversing ? kept.reversed() : kept).map { Message(id: $0, day: days[$0]!) }
                    model = Dictionary(grouping: items.map(\.id), by: { days[$0]! })
                    list.apply(items)
                case .readItems:
                    #expect(list.sections.map { $0.items.map(\.id) } == shownModel(), "after \(steps.prefix(index))")
                case .updateByID(let first, let second):
                    // A message moved to another day: it leaves its section for that day's.
                    guard let position = rowPosition(first) else { continue }
                    let oldDay = model.keys.sorted()[position.section]
                    let id = model[oldDay]![position.row]
                    let newDay = (oldDay + 1 + second % 5) % 6
                    list.updateItems([Message(id: id, day: newDay)])
                    let ordered = shownModel().flatMap { $0 }
                    var days = Dictionary(uniqueKeysWithValues: model.flatMap { day, ids in ids.map { ($0, day) } })
                    days[id] = newDay
                    model = Dictionary(grouping: ordered, by: { days[$0]! })
                case .deleteByID(let first, let second):
                    let days = model.keys.sorted()
                    let gone = [first, second].compactMap(rowPosition).map { model[days[$0.section]]![$0.row] }
                    list.deleteItems(withIDs: gone)
                    for day in model.keys { model[day]!.removeAll { gone.contains($0) } }
                    model = model.filter { !$0.value.isEmpty }
                }
                let shown = (0..<tableView.numberOfSections).map { section in
                    (0..<tableView.numberOfRows(inSection: section)).map {
                        list[IndexPath(row: $0, section: section)].id
                    }
                }
                #expect(shown == shownModel(), "after \(steps.prefix(index + 1))")
            }
            #expect(tableView.rejectedBatchUpdates.isEmpty)
            #expect(tableView.reloadCount == 1, "no reload after the first")
            #expect(list.sections.map { $0.items.map(\.id) } == shownModel())
            #expect(tableView.replayMismatch() == nil, "the record of \(steps) replays to the same rows")
        }
    }
}
