import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting

/// One node of a random tree of composite and switching data sources over flat and grouped
/// leaves, with the model of what it should show, kept by the test independently of the
/// library: a leaf's values, a composite's children, a switcher's selection.
@MainActor
final class TreeNode {
    enum Source {
        case ints(FlatDataSource<Int, HeadlessTableView>)
        case groupedInts(GroupedDataSource<Int, Int, HeadlessTableView>)
        case words(FlatDataSource<String, HeadlessTableView>)
        case groupedWords(GroupedDataSource<String, String, HeadlessTableView>)
        /// A leaf of the app's own that hands its changes to its host without asking whether
        /// it is shown.
        case custom(CustomRowsDataSource)
        case composite(CompositeDataSource<HeadlessTableView>)
        case switcher(SwitchingDataSource<HeadlessTableView>)
    }

    /// The item type of a leaf: `Int`, or `String` drawn from ``TreeNode/words``.
    enum ItemType { case int, word }

    /// The words a word leaf shows, by value; the first letter is the section when grouped.
    static let words = ["ant", "ape", "bee", "bat", "cat", "cow", "dog", "eel"]
    /// Values of int leaves are below this; of word leaves, below `words.count`.
    static let intRange = 10

    let source: Source
    /// A short name for failure messages, such as `C3` or `gi5`.
    let name: String
    /// A leaf's values as the model expects them; a word leaf shows `words[value]`.
    var values: [Int] = []
    /// A container's children, as the model expects them.
    var children: [TreeNode] = []
    /// A switcher's selected child, as the model expects it.
    var selected = 0

    init(_ source: Source, name: String) {
        self.source = source
        self.name = name
    }

    var dataSource: any HostedDataSource<HeadlessTableView> {
        switch source {
        case .ints(let leaf): leaf
        case .groupedInts(let leaf): leaf
        case .words(let leaf): leaf
        case .groupedWords(let leaf): leaf
        case .custom(let leaf): leaf
        case .composite(let composite): composite
        case .switcher(let switcher): switcher
        }
    }

    /// The item type of a diffable leaf; `nil` for a container or a custom leaf.
    var itemType: ItemType? {
        switch source {
        case .ints, .groupedInts: .int
        case .words, .groupedWords: .word
        case .custom, .composite, .switcher: nil
        }
    }

    var isLeaf: Bool {
        switch source {
        case .composite, .switcher: false
        default: true
        }
    }

    /// This node and everything below it.
    var subtree: [TreeNode] { [self] + children.flatMap { $0.subtree } }

    /// The number of levels below this node.
    var height: Int { children.map { $0.height + 1 }.max() ?? 0 }

    // MARK: What it should show

    /// The texts of the rows this node should show, section by section: the model's answer,
    /// computed without asking the data sources.
    var expectedSections: [[String]] {
        switch source {
        case .ints, .custom: [values.map(String.init)]
        case .groupedInts: Self.groups(values, key: { $0 % 3 }).map { $0.map(String.init) }
        case .words: [values.map { Self.words[$0] }]
        case .groupedWords: Self.groups(values.map { Self.words[$0] }, key: { String($0.prefix(1)) })
        case .composite: children.flatMap { $0.expectedSections }
        case .switcher: children[selected].expectedSections
        }
    }

    /// The header titles of the sections this node should show.
    var expectedHeaders: [String?] {
        switch source {
        case .ints, .words, .custom: [nil]
        case .groupedInts: Set(values.map { $0 % 3 }).sorted().map { "\($0)" }
        case .groupedWords: Set(values.map { String(Self.words[$0].prefix(1)) }).sorted()
        case .composite: children.flatMap { $0.expectedHeaders }
        case .switcher: children[selected].expectedHeaders
        }
    }

    /// The texts of the header and footer views of the sections this node should show, `nil` where
    /// a section has no such view: grouped int leaves have header views counting their items, flat
    /// word leaves footer views counting theirs.
    var expectedSupplementaryTexts: [(header: String?, footer: String?)] {
        switch source {
        case .ints, .custom, .groupedWords: Array(repeating: (nil, nil), count: expectedSectionCount)
        case .groupedInts:
            Self.groups(values, key: { $0 % 3 }).map { (Self.headerText(key: $0[0] % 3, count: $0.count), nil) }
        case .words: [(nil, Self.footerText(count: values.count))]
        case .composite: children.flatMap { $0.expectedSupplementaryTexts }
        case .switcher: children[selected].expectedSupplementaryTexts
        }
    }

    /// The text of a grouped int leaf's header view.
    static func headerText(key: Int, count: Int) -> String { "\(key) ×\(count)" }

    /// The text of a flat word leaf's footer view.
    static func footerText(count: Int) -> String { "\(count) words" }

    /// The number of sections this node should show; ``expectedSections`` without the texts.
    var expectedSectionCount: Int {
        switch source {
        case .ints, .words, .custom: 1
        case .groupedInts: Set(values.map { $0 % 3 }).count
        case .groupedWords: Set(values.map { Self.words[$0].prefix(1) }).count
        case .composite: children.reduce(0) { $0 + $1.expectedSectionCount }
        case .switcher: children[selected].expectedSectionCount
        }
    }

    /// `items` grouped by key, in their given order, groups sorted by key.
    static func groups<T, Key: Comparable & Hashable>(_ items: [T], key: (T) -> Key) -> [[T]] {
        Set(items.map(key)).sorted().map { sectionKey in items.filter { key($0) == sectionKey } }
    }

    // MARK: Changing a leaf

    /// Applies `newValues` to this leaf with the synchronous `apply`, updates the model and
    /// returns the outcome the completion reported.
    func apply(_ newValues: [Int], reloadPolicy: ReloadPolicy = .automatic) -> UpdateOutcome? {
        var outcome: UpdateOutcome?
        let record: (UpdateOutcome) -> Void = { outcome = $0 }
        func words() -> [String] { newValues.map { Self.words[$0] } }
        switch source {
        case .ints(let leaf): leaf.apply(newValues, reloadPolicy: reloadPolicy, completion: record)
        case .groupedInts(let leaf): leaf.apply(newValues, reloadPolicy: reloadPolicy, completion: record)
        case .words(let leaf): leaf.apply(words(), reloadPolicy: reloadPolicy, completion: record)
        case .groupedWords(let leaf): leaf.apply(words(), reloadPolicy: reloadPolicy, completion: record)
        case .custom, .composite, .switcher: fatalError("\(name) is not a diffable leaf")
        }
        values = newValues
        return outcome
    }

    /// The tree as text, the selected child of a switcher starred: `C0[i1(3 1) S2{*g3(2) w4()}]`.
    var treeDescription: String {
        switch source {
        case .ints, .groupedInts, .words, .groupedWords, .custom:
            "\(name)(\(values.map(String.init).joined(separator: " ")))"
        case .composite:
            "\(name)[\(children.map { $0.treeDescription }.joined(separator: " "))]"
        case .switcher:
            "\(name){"
                + children.enumerated().map { ($0 == selected ? "*" : "") + $1.treeDescription }
                .joined(separator: " ") + "}"
        }
    }
}

/// Builds random trees and random values from one seeded generator, naming nodes in order:
/// `C` composites, `S` switchers, and leaves `i` (flat ints), `gi` (grouped ints), `w` (flat
/// words), `gw` (grouped words), `x` (custom).
@MainActor
struct TreeBuilder {
    var random: SplitMix64
    private var nextName = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func int(below bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { int(below: denominator) < numerator }

    private mutating func name(_ prefix: String) -> String {
        defer { nextName += 1 }
        return "\(prefix)\(nextName)"
    }

    /// A random tree whose root is a container and whose leaves are at most `maxDepth` levels down.
    mutating func tree(maxDepth: Int = 3) -> TreeNode {
        container(depth: 0, maxDepth: maxDepth)
    }

    /// A random node at `depth`: a container more often near the top, a leaf at `maxDepth`.
    mutating func node(depth: Int, maxDepth: Int) -> TreeNode {
        let containerChance = depth >= maxDepth ? 0 : depth == 0 ? 10 : depth == 1 ? 5 : 3
        return chance(containerChance, in: 10) ? container(depth: depth, maxDepth: maxDepth) : leaf()
    }

    /// A composite of up to 3 random children or a switcher of 1 to 3; half the switchers have
    /// leaves of one item type that share identities, so items can move between them.
    mutating func container(depth: Int, maxDepth: Int) -> TreeNode {
        if chance(1, in: 2) {
            let children = (0..<int(below: 4)).map { _ in node(depth: depth + 1, maxDepth: maxDepth) }
            return composite(children)
        }
        let children: [TreeNode]
        if chance(1, in: 2) {
            let type: TreeNode.ItemType = chance(1, in: 2) ? .int : .word
            var shared = values(of: type)
            children = (0..<1 + int(below: 3)).map { _ in
                shared = related(to: shared, of: type)
                return leaf(of: type, values: shared)
            }
        } else {
            children = (0..<1 + int(below: 3)).map { _ in node(depth: depth + 1, maxDepth: maxDepth) }
        }
        return switcher(children, selected: int(below: children.count))
    }

    mutating func composite(_ children: [TreeNode]) -> TreeNode {
        let node = TreeNode(.composite(CompositeDataSource(children.map { $0.dataSource })), name: name("C"))
        node.children = children
        return node
    }

    mutating func switcher(_ children: [TreeNode], selected: Int) -> TreeNode {
        let switcher = SwitchingDataSource<HeadlessTableView>(children.map { $0.dataSource }, selectedIndex: selected)
        let node = TreeNode(.switcher(switcher), name: name("S"))
        node.children = children
        node.selected = selected
        return node
    }

    /// A flat or grouped leaf of a random item type with random values, now and then a custom one.
    mutating func leaf() -> TreeNode {
        if chance(1, in: 8) {
            let values = values(of: .int)
            let node = TreeNode(.custom(CustomRowsDataSource(values: values)), name: name("x"))
            node.values = values
            return node
        }
        let type: TreeNode.ItemType = chance(1, in: 2) ? .int : .word
        return leaf(of: type, values: values(of: type))
    }

    mutating func leaf(of type: TreeNode.ItemType, values: [Int], grouped: Bool? = nil) -> TreeNode {
        let grouped = grouped ?? chance(1, in: 2)
        let node: TreeNode
        switch (type, grouped) {
        case (.int, false):
            node = TreeNode(.ints(FlatDataSource(items: values, cellProvider: .text { "\($0)" })), name: name("i"))
        case (.int, true):
            // Header views that count their items, so a change of rows changes a shown header's text.
            node = TreeNode(
                .groupedInts(
                    GroupedDataSource(
                        items: values, sectionKey: { $0 % 3 }, cellProvider: .text { "\($0)" },
                        supplementaryViewProvider: .registered(HeadlessHeaderFooterView.self, ofKind: .header) {
                            view, section in
                            view.text = TreeNode.headerText(key: section.key, count: section.items.count)
                        })),
                name: name("gi"))
        case (.word, false):
            node = TreeNode(
                .words(
                    FlatDataSource(
                        items: values.map { TreeNode.words[$0] }, cellProvider: .text { $0 },
                        supplementaryViewProvider: .registered(HeadlessHeaderFooterView.self, ofKind: .footer) {
                            view, items in view.text = TreeNode.footerText(count: items.count)
                        })),
                name: name("w"))
        case (.word, true):
            node = TreeNode(
                .groupedWords(
                    GroupedDataSource(
                        items: values.map { TreeNode.words[$0] }, sectionKey: { String($0.prefix(1)) },
                        cellProvider: .text { $0 })),
                name: name("gw"))
        }
        node.values = values
        return node
    }

    /// Up to 5 values, sometimes none; a third of the time with repeats.
    mutating func values(of type: TreeNode.ItemType) -> [Int] {
        let range = type == .int ? TreeNode.intRange : TreeNode.words.count
        let count = chance(1, in: 6) ? 0 : 1 + int(below: 5)
        if chance(1, in: 3) { return (0..<count).map { _ in int(below: range) } }
        return Array(Array(0..<range).shuffled(using: &random).prefix(count))
    }

    /// New values for a leaf that shows `old`: half the time an edit of them (some dropped, some
    /// moved, some added, so rows move and stay), otherwise unrelated.
    mutating func related(to old: [Int], of type: TreeNode.ItemType) -> [Int] {
        guard chance(1, in: 2) else { return values(of: type) }
        let range = type == .int ? TreeNode.intRange : TreeNode.words.count
        var new = old.filter { _ in !chance(1, in: 4) }
        if chance(1, in: 2) { new.shuffle(using: &random) }
        for _ in 0..<int(below: 3) where new.count < 6 {
            new.insert(int(below: range), at: int(below: new.count + 1))
        }
        return new
    }
}

/// A data source of the app's own, conforming as ``HostedDataSource`` documents: it stores
/// its host and hands each change to it, as one batch update or as a reload, without asking
/// whether it is shown. Every host on the way must then keep ``DataSourceHost``'s promise: a
/// child it does not show only swaps its data.
@MainActor
final class CustomRowsDataSource: HostedDataSource {
    weak var host: (any DataSourceHost<HeadlessTableView>)?
    private(set) var values: [Int]

    init(values: [Int]) {
        self.values = values
    }

    /// Replaces the values in one batch update that deletes every row and inserts the new
    /// ones; returns what the completion was told, `nil` when it was not called.
    func replace(with newValues: [Int]) -> Bool? {
        guard let host else {
            values = newValues
            return true
        }
        let update = BatchUpdate(
            deletedRows: values.indices.map { IndexPath(row: $0, section: 0) },
            insertedRows: newValues.indices.map { IndexPath(row: $0, section: 0) })
        var finished: Bool?
        do {
            try host.performBatchUpdates(
                update, from: self, animated: true, updateData: { values = newValues },
                completion: { finished = $0 })
        } catch {
            values = newValues
            return false
        }
        return finished
    }

    /// Replaces the values and asks the host to reload.
    func reload(with newValues: [Int]) {
        values = newValues
        host?.reloadData(from: self)
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { 1 }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { values.count }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = listView.dequeueReusableCell(
            withIdentifier: "custom", for: placement?.globalIndexPath(for: indexPath) ?? indexPath)
        cell.text = String(values[indexPath.row])
        return cell
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "custom")
    }
}

/// A container of the test's own between the view and a tree, as ``DataSourceHost`` invites:
/// it passes everything through and, after every batch update the view accepts, runs
/// ``afterBatchUpdate`` — where a test lays the view out as UIKit does when a batch ends, so
/// cells are asked for between the stages of a diffed switch too.
@MainActor
final class StageProbeDataSource: HostedDataSource, DataSourceHost {
    weak var host: (any DataSourceHost<HeadlessTableView>)?
    let child: any ListViewDataSource<HeadlessTableView>
    var afterBatchUpdate: (() -> Void)?

    init(_ child: any HostedDataSource<HeadlessTableView>) {
        self.child = child
        child.host = self
    }

    func placement(of child: AnyObject) -> DataSourcePlacement<HeadlessTableView>? {
        child === self.child ? host?.placement(of: self) : nil
    }

    func performBatchUpdates(
        _ update: BatchUpdate, sectionOffset: Int, from child: AnyObject, animated: ListAnimation,
        updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        guard child === self.child, let host else {
            updateData()
            completion?(true)
            return
        }
        try host.performBatchUpdates(
            update, sectionOffset: sectionOffset, from: self, animated: animated, updateData: updateData,
            completion: completion)
        afterBatchUpdate?()
    }

    func reloadData(from child: AnyObject) {
        if child === self.child { host?.reloadData(from: self) }
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { child.numberOfSections(in: listView) }

    func listView(_ listView: HeadlessTableView, indexPathsForSelectedRowsIn sections: Range<Int>) -> [IndexPath] {
        child.listView(listView, indexPathsForSelectedRowsIn: sections)
    }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        child.listView(listView, numberOfRowsInSection: section)
    }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        child.listView(listView, cellForRowAt: indexPath)
    }

    func listView(_ listView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        child.listView(listView, titleForHeaderInSection: section)
    }

    func listView(_ listView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
        child.listView(listView, titleForFooterInSection: section)
    }

    func listView(
        _ listView: HeadlessTableView, viewForSupplementaryElementOfKind kind: SupplementaryViewKind,
        at indexPath: IndexPath
    ) -> HeadlessHeaderFooterView? {
        child.listView(listView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    func registerCells(in listView: HeadlessTableView) { child.registerCells(in: listView) }
}
