import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

/// Random composites of 0 to 8 children of every shape — no sections, empty sections, many
/// sections, flat and grouped leaves, a child that is not hosted, nested composites, empty
/// ones too — shown in a HeadlessTableView and then changed at random.
///
/// Every index path of the view must route down — by `route(forSection:in:)`, as every call
/// of the view is routed — to the child the test's model says owns it and back up to itself, at
/// every level of nesting, and the view must show that child's row there; sections outside the
/// composite route to no child; each hosted child's placement starts at its first section. Every case has its own seed, printed on failure: replay it with
/// `checkCase(seed:)`.
@MainActor
struct CompositeIndexPathMappingRandomizedTests {
    nonisolated static let cases: UInt64 = 1_000
    static let changesPerCase = 3

    @Test func everyIndexPathOfARandomCompositeRoutesToItsOwnerAndBackAndNothingElseRoutes() {
        checkSeededCases(0..<Self.cases) { Self.checkCase(seed: $0) }
    }

    /// Runs one random case; returns what went wrong, or `nil`.
    static func checkCase(seed: UInt64) -> String? {
        var builder = MappingTreeBuilder(seed: seed)
        let root = builder.composite(depth: 0)
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 1_000_000))
        tableView.currentDataSource = root.dataSource
        if let failure = check(root, in: tableView) { return "\(failure); the tree \(root.treeDescription)" }
        for step in 0..<changesPerCase {
            let before = root.treeDescription
            let change = builder.changeSomething(in: root)
            if let failure = check(root, in: tableView) {
                return "change \(step + 1), \(change): \(failure); the tree before it was \(before)"
            }
        }
        return nil
    }

    /// What is wrong with the mapping of `root`, shown by `tableView`, or `nil`.
    static func check(_ root: MappingNode, in tableView: HeadlessTableView) -> String? {
        if let rejected = tableView.rejectedBatchUpdates.first {
            return "the view rejected \(describe(rejected.update)): \(rejected.error)"
        }
        let expectedCounts = root.rowCounts
        let viewCounts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        if viewCounts != expectedCounts { return "the view has rows \(viewCounts), the model \(expectedCounts)" }
        let cells = Dictionary(uniqueKeysWithValues: zip(tableView.indexPathsForVisibleRows, tableView.visibleCells))
        // Every row of the view, down to its leaf and back up; the view shows that leaf's row.
        for (section, count) in viewCounts.enumerated() {
            for row in 0..<count {
                let global = IndexPath(row: row, section: section)
                switch root.roundTrip(global, in: tableView) {
                case .failure(let failure): return "\(global): \(failure.description)"
                case .success(let (leaf, local)):
                    let expected = leaf.text(at: local)
                    if cells[global]?.text != expected {
                        return "\(global) shows \(cells[global]?.text ?? "no cell"), not \(leaf.name)'s \(expected)"
                    }
                }
            }
        }
        return root.checkSections(at: 0, in: tableView)
    }

    @Test func aRowPastTheEndOfItsSectionRoutesToTheChildOwningTheSectionBecauseOnlySectionsAreLookedUp() throws {
        // The composite routes by section starts alone, without asking a child for its rows.
        let tableView = HeadlessTableView()
        let second = FlatDataSource<String, HeadlessTableView>(items: ["b", "c"], cellProvider: .text { $0 })
        let composite = CompositeDataSource<HeadlessTableView>([
            FlatDataSource(items: ["a"], cellProvider: .text { $0 }), second,
        ])
        tableView.currentDataSource = composite
        #expect(tableView.numberOfSections == 2)

        let past = try #require(composite.route(forSection: 1, in: tableView))
        #expect(composite.dataSource(at: past) === second)
        #expect(past.localIndexPath(for: IndexPath(row: 7, section: 1)) == IndexPath(row: 7, section: 0))
        #expect(composite.route(forSection: 2, in: tableView) == nil)
    }

    @Test func theSameSeedBuildsTheSameComposite() {
        var first = MappingTreeBuilder(seed: 11)
        var second = MappingTreeBuilder(seed: 11)
        #expect(first.composite(depth: 0).treeDescription == second.composite(depth: 0).treeDescription)
    }
}

/// A hosted data source of any row counts, including no sections and empty ones, whose
/// cells say which data source and row they show.
@MainActor
final class RowCountsDataSource: HostedDataSource {
    weak var host: (any DataSourceHost<HeadlessTableView>)?
    let name: String
    var rowCounts: [Int]

    init(name: String, rowCounts: [Int]) {
        self.name = name
        self.rowCounts = rowCounts
    }

    /// Replaces the counts with no batch update describing it, so the view reloads.
    func replaceRowCounts(with counts: [Int]) {
        rowCounts = counts
        host?.reloadData(from: self)
    }

    static func text(of name: String, at indexPath: IndexPath) -> String {
        "\(name) \(indexPath.section).\(indexPath.row)"
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { rowCounts.count }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = listView.dequeueReusableCell(
            withIdentifier: "counted", for: placement?.globalIndexPath(for: indexPath) ?? indexPath)
        cell.text = Self.text(of: name, at: indexPath)
        return cell
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "counted")
    }
}

/// A node of a random composite and the model of its sections.
@MainActor
final class MappingNode {
    enum Source {
        case counts(RowCountsDataSource)
        case flat(FlatDataSource<Int, HeadlessTableView>)
        case grouped(GroupedDataSource<Int, Int, HeadlessTableView>)
        /// Not a ``HostedDataSource``: it has no placement, but maps like any child.
        case unhosted(DiffSectionsDataSource)
        case composite(CompositeDataSource<HeadlessTableView>)
    }

    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }

    let source: Source
    let name: String
    /// The texts a leaf shows, section by section.
    var sections: [[String]] = []
    var children: [MappingNode] = []

    init(_ source: Source, name: String) {
        self.source = source
        self.name = name
    }

    var dataSource: any ListViewDataSource<HeadlessTableView> {
        switch source {
        case .counts(let leaf): leaf
        case .flat(let leaf): leaf
        case .grouped(let leaf): leaf
        case .unhosted(let leaf): leaf
        case .composite(let composite): composite
        }
    }

    var rowCounts: [Int] {
        if case .composite = source { return children.flatMap { $0.rowCounts } }
        return sections.map { $0.count }
    }

    func text(at indexPath: IndexPath) -> String { sections[indexPath.section][indexPath.row] }

    /// Where each child's sections start in this composite, with the total at the end.
    var starts: [Int] {
        children.reduce(into: [0]) { starts, child in starts.append(starts.last! + child.rowCounts.count) }
    }

    /// `indexPath` of this node routed down to a leaf as the view's calls are
    /// (`route(forSection:in:)`), checked against the model at every level, and mapped back up
    /// to itself.
    func roundTrip(_ indexPath: IndexPath, in tableView: HeadlessTableView) -> Result<
        (MappingNode, IndexPath), Mismatch
    > {
        guard case .composite(let composite) = source else { return .success((self, indexPath)) }
        let starts = starts
        guard let owner = (0..<children.count).first(where: { indexPath.section < starts[$0 + 1] }) else {
            return .failure(Mismatch(description: "the model has no child for it in \(name)"))
        }
        let local = IndexPath(row: indexPath.row, section: indexPath.section - starts[owner])
        guard let route = composite.route(forSection: indexPath.section, in: tableView) else {
            return .failure(Mismatch(description: "\(name) routes it to no child, not child \(owner) \(local)"))
        }
        let routed = route.localIndexPath(for: indexPath)
        guard composite.dataSource(at: route) === children[owner].dataSource, routed == local else {
            return .failure(
                Mismatch(description: "\(name) routes it to child \(route.target) \(routed), not \(owner) \(local)"))
        }
        let back = route.containerIndexPath(for: local)
        guard back == indexPath else { return .failure(Mismatch(description: "\(name) maps it back to \(back)")) }
        return children[owner].roundTrip(local, in: tableView)
    }

    /// Checks every section (empty ones too) maps to its owner, paths outside map to nothing,
    /// and each child's placement starts at `offset` plus its own start; recurses into
    /// nested composites.
    func checkSections(at offset: Int, in tableView: HeadlessTableView) -> String? {
        guard case .composite(let composite) = source else { return nil }
        let starts = starts
        let total = starts.last!
        for (index, child) in children.enumerated() {
            if composite.index(of: child.dataSource) != index {
                return "\(name) does not find \(child.name) at \(index)"
            }
            for section in starts[index]..<starts[index + 1] {
                let route = composite.route(forSection: section, in: tableView)
                if route.map({ composite.dataSource(at: $0) }) !== child.dataSource
                    || route?.section != section - starts[index] || route?.sectionOffset != starts[index]
                {
                    return "\(name) routes section \(section) to \(route as Any), not child \(index)"
                }
            }
            if let hosted = child.dataSource as? any HostedDataSource<HeadlessTableView> {
                let placement = hosted.placement
                if placement?.listView !== tableView || placement?.sectionOffset != offset + starts[index] {
                    return
                        "\(child.name) is placed at \(placement?.sectionOffset as Any), not \(offset + starts[index])"
                }
            }
            if let failure = child.checkSections(at: offset + starts[index], in: tableView) { return failure }
        }
        let outside = [-1, total, total + 2, Int.min, Int.max]
        if let section = outside.first(where: { composite.route(forSection: $0, in: tableView) != nil }) {
            return "\(name) with \(total) sections routes section \(section) to a child"
        }
        return nil
    }

    var treeDescription: String {
        switch source {
        case .composite: "\(name)[\(children.map { $0.treeDescription }.joined(separator: " "))]"
        default: "\(name)\(rowCounts)"
        }
    }
}

/// Random composites for the mapping tests: children of every shape, and random changes.
@MainActor
struct MappingTreeBuilder {
    var random: SplitMix64
    private var nextName = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func int(below bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

    private mutating func name(_ prefix: String) -> String {
        defer { nextName += 1 }
        return "\(prefix)\(nextName)"
    }

    /// A composite of 0 to 8 children at the top, 0 to 4 further down.
    mutating func composite(depth: Int) -> MappingNode {
        let children = (0..<int(below: depth == 0 ? 9 : 5)).map { _ in child(depth: depth + 1) }
        let node = MappingNode(.composite(CompositeDataSource(children.map { $0.dataSource })), name: name("C"))
        node.children = children
        return node
    }

    mutating func child(depth: Int) -> MappingNode {
        switch int(below: 10) {
        case 0, 1, 2: return counts()
        case 3, 4: return flat()
        case 5: return grouped()
        case 6: return unhosted()
        default: return depth < 3 ? composite(depth: depth) : counts()
        }
    }

    /// Up to 4 sections of up to 3 rows, often none and often empty.
    mutating func rowCounts() -> [Int] {
        (0..<int(below: 5)).map { _ in int(below: 2) == 0 ? 0 : int(below: 4) }
    }

    mutating func counts() -> MappingNode {
        let name = name("n")
        let counts = rowCounts()
        let node = MappingNode(.counts(RowCountsDataSource(name: name, rowCounts: counts)), name: name)
        node.sections = Self.sections(of: name, counts)
        return node
    }

    static func sections(of name: String, _ counts: [Int]) -> [[String]] {
        counts.enumerated().map { section, rows in
            (0..<rows).map { RowCountsDataSource.text(of: name, at: IndexPath(row: $0, section: section)) }
        }
    }

    mutating func values() -> [Int] { (0..<int(below: 5)).map { _ in int(below: 9) } }

    mutating func flat() -> MappingNode {
        let values = values()
        let node = MappingNode(.flat(FlatDataSource(items: values, cellProvider: .text { "\($0)" })), name: name("f"))
        node.sections = [values.map(String.init)]
        return node
    }

    mutating func grouped() -> MappingNode {
        let values = values()
        let node = MappingNode(
            .grouped(GroupedDataSource(items: values, sectionKey: { $0 % 3 }, cellProvider: .text { "\($0)" })),
            name: name("g"))
        node.sections = TreeNode.groups(values, key: { $0 % 3 }).map { $0.map(String.init) }
        return node
    }

    mutating func unhosted() -> MappingNode {
        let name = name("u")
        var row = 0
        let sections = rowCounts().enumerated().map { section, count in
            DiffableSection(
                identifier: section,
                items: (0..<count).map { _ in
                    row += 1
                    return DiffRow(row)
                })
        }
        let node = MappingNode(.unhosted(DiffSectionsDataSource(sections)), name: name)
        node.sections = sections.map { $0.items.map(\.description) }
        return node
    }

    /// One random change: a leaf takes new data (animated, or by reloading for row counts), or
    /// a composite inserts, removes or moves a child. Returns what it did.
    mutating func changeSomething(in root: MappingNode) -> String {
        func all(_ node: MappingNode) -> [MappingNode] { [node] + node.children.flatMap(all) }
        let nodes = all(root)
        let node = nodes[int(below: nodes.count)]
        switch node.source {
        case .counts(let leaf):
            let counts = rowCounts()
            leaf.replaceRowCounts(with: counts)
            node.sections = Self.sections(of: node.name, counts)
            return "\(node.name) reloads with rows \(counts)"
        case .flat(let leaf):
            let values = values()
            leaf.apply(values)
            node.sections = [values.map(String.init)]
            return "\(node.name) applies \(values)"
        case .grouped(let leaf):
            let values = values()
            leaf.apply(values)
            node.sections = TreeNode.groups(values, key: { $0 % 3 }).map { $0.map(String.init) }
            return "\(node.name) applies \(values)"
        case .unhosted:
            return "\(node.name) stays"
        case .composite(let composite):
            if node.children.isEmpty || int(below: 3) == 0 {
                let child = child(depth: 2)
                let index = int(below: node.children.count + 1)
                composite.insert(child.dataSource, at: index)
                node.children.insert(child, at: index)
                return "\(node.name) inserts \(child.treeDescription) at \(index)"
            }
            let index = int(below: node.children.count)
            if int(below: 2) == 0 {
                composite.remove(at: index)
                return "\(node.name) removes \(node.children.remove(at: index).name)"
            }
            let destination = int(below: node.children.count)
            composite.moveChild(at: index, to: destination)
            node.children.insert(node.children.remove(at: index), at: destination)
            return "\(node.name) moves child \(index) to \(destination)"
        }
    }
}
