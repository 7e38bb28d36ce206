import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting

/// `compose.*`: data sources inside composite and switching data sources, each against the
/// same work done without them, in the same run.
///
/// - `compose.lookup`: the view's index path to a child's, through a composite of 1,000
///   children, routed as every call of the view is (`route(forSection:in:)`, then the route's
///   `localIndexPath(for:)`), against reading a plain array at the section.
/// - `compose.lookup.nested`: the same through three levels of composites (10 × 10 × 10
///   children), routing level by level.
/// - `compose.lookup.nested.view`: a section's row count through the same three levels, as the
///   view asks it (`listView(_:numberOfRowsInSection:)`, each level handing on to its child).
/// - `compose.lookup.nested.delegate`: a row's height through the same three levels, as the
///   view asks it (`listView(_:heightForRowAt:)`, each level handing on to its child's delegate).
/// - `compose.lookup.nested.supplementary`: a section's header view through the same three
///   levels, as the view asks it (`listView(_:viewForSupplementaryElementOfKind:at:)`), each leaf
///   answering with a view it keeps, so what is measured is the routing and the leaf's lookup.
/// - `compose.lookup.switching.delegate`: a row's height through a switching data source, as
///   the view asks it.
/// - `compose.apply`: a child's animated apply of 10,000 rows three composites deep, against
///   the same apply on a data source the view shows directly.
/// - `compose.switch.diffed`: a switching data source's diffed switch between a flat and a
///   grouped child of the same 10,000 items, against the same regrouping as one grouped data
///   source's animated apply, and against the bare diff of the same items.
/// - `compose.switch`: the plain switch between the same children, against switching by
///   replacing the view's data source (a reload).
///
/// The bench's code is the main actor's (the target's default isolation), as the types it
/// times are.
enum ComposeBenchmarks {
    static let suite = BenchmarkSuite(
        name: "compose",
        cases: [
            ("compose.lookup", { [lookupCase()] }),
            ("compose.lookup.nested", { [nestedLookupCase()] }),
            ("compose.lookup.nested.view", { [nestedViewLookupCase()] }),
            ("compose.lookup.nested.delegate", { [nestedDelegateLookupCase()] }),
            ("compose.lookup.nested.supplementary", { [nestedSupplementaryLookupCase()] }),
            ("compose.lookup.switching.delegate", { [switchingDelegateLookupCase()] }),
            ("compose.apply", { [applyCase()] }),
            ("compose.switch", { [plainSwitchCase()] }),
            ("compose.switch.diffed", { [diffedSwitchCase()] }),
        ])

    typealias Leaf = FlatDataSource<Int, HeadlessTableView>
    typealias Composite = CompositeDataSource<HeadlessTableView>

    /// Rows in each leaf of the lookup cases.
    static let rowsPerLeaf = 10
    /// Index paths asked in each run of a lookup case, visited `lookupRounds` times.
    static let lookupQueries = 4_096
    static let lookupRounds = 64

    /// `count` leaves of `rowsPerLeaf` rows.
    @MainActor
    static func leaves(_ count: Int, header: HeadlessHeaderFooterView? = nil) -> [Leaf] {
        (0..<count).map { _ in
            Leaf(
                items: Array(0..<rowsPerLeaf), cellProvider: .text { "\($0)" },
                supplementaryViewProvider: header.map { header in
                    SupplementaryViewProvider { _, kind, _, _ in kind == .header ? header : nil }
                } ?? .none)
        }
    }

    /// Random index paths of rows among `sectionCount` sections, the same on every run: a
    /// view's questions come in order, so random ones are the harder case for the search.
    static func queries(sectionCount: Int) -> [IndexPath] {
        var random = SplitMix64(seed: 8)
        return (0..<lookupQueries).map { _ in
            IndexPath(
                row: Int(random.next() % UInt64(rowsPerLeaf)), section: Int(random.next() % UInt64(sectionCount)))
        }
    }

    /// The baseline of every lookup: the section's entry in a plain array, one per section.
    static func arrayIndexBaseline(sectionCount: Int, queries: [IndexPath], rounds: Int = lookupRounds) -> (
        name: String, run: () -> Int
    ) {
        let owners = Array(0..<sectionCount)
        return (
            "array_index",
            {
                // Wrapped as the subjects are, so both pay the same per run.
                {
                    var sum = 0
                    for _ in 0..<rounds {
                        for indexPath in queries { sum &+= owners[indexPath.section] &+ indexPath.row }
                    }
                    return sum
                }()
            }
        )
    }

    static func lookupCase() -> BenchmarkCase {
        let (tableView, composite) = {
            let composite = Composite(leaves(1_000))
            let tableView = HeadlessTableView()
            tableView.currentDataSource = composite
            return (tableView, composite)
        }()
        let sectionCount = tableView.numberOfSections
        let queries = queries(sectionCount: sectionCount)
        return BenchmarkCase(
            n: 1_000,
            subject: {
                withExtendedLifetime(tableView) {}
                var sum = 0
                for _ in 0..<lookupRounds {
                    for indexPath in queries {
                        guard let route = composite.route(forSection: indexPath.section, in: tableView)
                        else { continue }
                        let local = route.localIndexPath(for: indexPath)
                        sum &+= route.child &+ local.section &+ local.row
                    }
                }
                return sum
            },
            baselines: [arrayIndexBaseline(sectionCount: sectionCount, queries: queries)],
            operations: (lookupQueries * lookupRounds, "lookup"), countsAllocations: true)
    }

    /// Three levels of composites, 10 children each, over 1,000 leaves; the view shows the top.
    @MainActor
    static func nestedComposites(header: HeadlessHeaderFooterView? = nil) -> (
        tableView: HeadlessTableView, levels: [[Composite]]
    ) {
        let bottom = leaves(1_000, header: header).chunked(10).map { Composite($0) }
        let middle = bottom.chunked(10).map { Composite($0) }
        let top = Composite(middle)
        let tableView = HeadlessTableView()
        tableView.currentDataSource = top
        // Counts each level's section starts, as the view's first questions do.
        tableView.layoutIfNeeded()
        return (tableView, [[top], middle, bottom])
    }

    static func nestedLookupCase() -> BenchmarkCase {
        let (tableView, levels) = nestedComposites()
        let sectionCount = tableView.numberOfSections
        let queries = queries(sectionCount: sectionCount)
        let (top, middle, bottom) = (levels[0][0], levels[1], levels[2])
        return BenchmarkCase(
            n: 1_000,
            subject: {
                withExtendedLifetime(tableView) {}
                var sum = 0
                for _ in 0..<lookupRounds {
                    for indexPath in queries {
                        // Sections level by level, the index path once at the end.
                        guard let first = top.route(forSection: indexPath.section, in: tableView),
                            let second = middle[first.child].route(forSection: first.section, in: tableView),
                            let leaf = bottom[first.child * 10 + second.child].route(
                                forSection: second.section, in: tableView)
                        else { continue }
                        let local = IndexPath(row: indexPath.row, section: leaf.section)
                        sum &+= leaf.child &+ local.section &+ local.row
                    }
                }
                return sum
            },
            baselines: [arrayIndexBaseline(sectionCount: sectionCount, queries: queries)],
            operations: (lookupQueries * lookupRounds, "lookup"), countsAllocations: true)
    }

    static func nestedViewLookupCase() -> BenchmarkCase {
        let (tableView, levels) = nestedComposites()
        let top = levels[0][0]
        let sectionCount = tableView.numberOfSections
        let queries = queries(sectionCount: sectionCount)
        return BenchmarkCase(
            n: 1_000,
            subject: {
                var sum = 0
                for _ in 0..<lookupRounds {
                    for indexPath in queries {
                        sum &+= top.listView(tableView, numberOfRowsInSection: indexPath.section) &+ indexPath.row
                    }
                }
                return sum
            },
            baselines: [arrayIndexBaseline(sectionCount: sectionCount, queries: queries)],
            operations: (lookupQueries * lookupRounds, "lookup"), countsAllocations: true)
    }

    /// Rounds of the delegate case, whose lookups are much slower than the others.
    static let delegateLookupRounds = 4

    static func nestedDelegateLookupCase() -> BenchmarkCase {
        let (tableView, levels) = nestedComposites()
        let top = levels[0][0]
        let sectionCount = tableView.numberOfSections
        let queries = queries(sectionCount: sectionCount)
        return BenchmarkCase(
            n: 1_000,
            subject: {
                var sum = 0
                for _ in 0..<delegateLookupRounds {
                    for indexPath in queries {
                        let height = top.listView(tableView, heightForRowAt: indexPath) ?? 1
                        sum &+= Int(height) &+ indexPath.row
                    }
                }
                return sum
            },
            baselines: [arrayIndexBaseline(sectionCount: sectionCount, queries: queries, rounds: delegateLookupRounds)],
            operations: (lookupQueries * delegateLookupRounds, "lookup"), countsAllocations: true)
    }

    static func nestedSupplementaryLookupCase() -> BenchmarkCase {
        let (tableView, levels) = nestedComposites(header: HeadlessHeaderFooterView(reuseIdentifier: nil))
        let top = levels[0][0]
        let sectionCount = tableView.numberOfSections
        let queries = queries(sectionCount: sectionCount)
        let headers = queries.map { IndexPath.supplementary(inSection: $0.section) }
        return BenchmarkCase(
            n: 1_000,
            subject: {
                var sum = 0
                for _ in 0..<delegateLookupRounds {
                    for indexPath in headers {
                        let header = top.listView(
                            tableView, viewForSupplementaryElementOfKind: .header, at: indexPath)
                        sum &+= (header == nil ? 0 : 1) &+ indexPath.section
                    }
                }
                return sum
            },
            baselines: [arrayIndexBaseline(sectionCount: sectionCount, queries: queries, rounds: delegateLookupRounds)],
            operations: (lookupQueries * delegateLookupRounds, "lookup"), countsAllocations: true)
    }

    static func switchingDelegateLookupCase() -> BenchmarkCase {
        let (switcher, tableView) = makeSwitcher()
        let queries = queries(sectionCount: 1)
        return BenchmarkCase(
            n: switchItems.count,
            subject: {
                var sum = 0
                for _ in 0..<delegateLookupRounds {
                    for indexPath in queries {
                        let height = switcher.listView(tableView, heightForRowAt: indexPath) ?? 1
                        sum &+= Int(height) &+ indexPath.row
                    }
                }
                return sum
            },
            baselines: [arrayIndexBaseline(sectionCount: 1, queries: queries, rounds: delegateLookupRounds)],
            operations: (lookupQueries * delegateLookupRounds, "lookup"), countsAllocations: true)
    }

    // MARK: Apply

    typealias Rows = FlatDataSource<BenchRow, HeadlessTableView>

    static func applyCase() -> BenchmarkCase {
        let (old, new) = DiffWorkloads.linear(n: 10_000, contentUpdates: true)
        let (nested, direct) = {
            // Three composites, each with a one-row child above the next level, so the update
            // moves down a section at every level, as it does in a real screen.
            let cells = CellProvider<BenchRow, HeadlessTableView>.text { "\($0.id)" }
            let nested = Rows(items: old, cellProvider: cells)
            var level: any ListViewDataSource<HeadlessTableView> = nested
            for depth in 0..<3 {
                let header = Rows(items: [BenchRow(id: -1 - depth, value: 0)], cellProvider: cells)
                level = Composite([header, level])
            }
            let nestedView = HeadlessTableView()
            nestedView.currentDataSource = level
            let direct = Rows(items: old, cellProvider: cells)
            let directView = HeadlessTableView()
            directView.currentDataSource = direct
            for (dataSource, view) in [(nested, nestedView), (direct, directView)] {
                view.layoutIfNeeded()
                checkAnimated(dataSource.apply(new, reloadPolicy: .alwaysAnimate), on: view)
                checkAnimated(dataSource.apply(old, reloadPolicy: .alwaysAnimate), on: view)
            }
            return ((nested, nestedView), (direct, directView))
        }()
        let changes = nested.1.performedBatchUpdates.reduce(0) { $0 + $1.changeCount } / 2
        func applying(_ dataSource: Rows, shownBy view: HeadlessTableView) -> () -> Int {
            {
                // The view must live: a data source shown nowhere only swaps its data.
                guard view.dataSource != nil, dataSource.placement != nil else {
                    fatalError("the compose benchmark's data source is not on screen")
                }
                return dataSource.apply(new, reloadPolicy: .alwaysAnimate).animatedStageCount
                    &+ dataSource.apply(old, reloadPolicy: .alwaysAnimate).animatedStageCount
            }
        }
        return BenchmarkCase(
            n: old.count,
            subject: applying(nested.0, shownBy: nested.1),
            baselines: [("direct", applying(direct.0, shownBy: direct.1))],
            extraFields: [("changes_per_apply", Double(changes))],
            operations: (2, "apply"), countsAllocations: true)
    }

    /// Stops the bench when an apply did not animate: the figures would not measure the chain.
    @MainActor
    static func checkAnimated(_ outcome: UpdateOutcome, on view: HeadlessTableView) {
        guard outcome.animatedStageCount > 0, view.rejectedBatchUpdates.isEmpty, view.reloadCount == 1 else {
            fatalError("the compose benchmark's apply did not animate: it would measure a reload")
        }
    }

    // MARK: Switch

    typealias Groups = GroupedDataSource<BenchRow, Int, HeadlessTableView>

    /// The switch cases' items: 10,000 rows; grouped, 100 sections of 100.
    static let switchItems = (0..<10_000).map { BenchRow(id: $0, value: 0) }
    static let groupCount = 100

    @MainActor
    static func makeSwitcher() -> (SwitchingDataSource<HeadlessTableView>, HeadlessTableView) {
        let cells = CellProvider<BenchRow, HeadlessTableView>.text { "\($0.id)" }
        let flat = Rows(items: switchItems, cellProvider: cells)
        let grouped = Groups(items: switchItems, sectionKey: { $0.id % groupCount }, cellProvider: cells)
        let switcher = SwitchingDataSource<HeadlessTableView>([flat, grouped])
        let view = HeadlessTableView()
        view.currentDataSource = switcher
        view.layoutIfNeeded()
        return (switcher, view)
    }

    static func diffedSwitchCase() -> BenchmarkCase {
        // The baseline regroups in one grouped data source: `value` is the group, 0 for all
        // items in the flat form, so that form is one section.
        let flatForm = switchItems
        let groupedForm = switchItems.map { BenchRow(id: $0.id, value: $0.id % groupCount) }
        let (switcher, switcherView, regrouped, regroupedView) = {
            let (switcher, switcherView) = makeSwitcher()
            let regrouped = Groups(
                items: flatForm, sectionKey: \.value,
                cellProvider: .text { "\($0.id)" })
            let view = HeadlessTableView()
            view.currentDataSource = regrouped
            view.layoutIfNeeded()
            _ = regroup(regrouped, to: groupedForm)
            _ = regroup(regrouped, to: flatForm)
            guard view.reloadCount == 1, view.performedBatchUpdates.count >= 2 else {
                fatalError("the compose benchmark's regrouping apply did not animate")
            }
            let outcomes = [
                switcher.select(1, movingItemsBy: \BenchRow.id, reloadPolicy: .alwaysAnimate),
                switcher.select(0, movingItemsBy: \BenchRow.id, reloadPolicy: .alwaysAnimate),
            ]
            guard outcomes.allSatisfy({ $0 == .animated(stageCount: 3) }) else {
                fatalError("the compose benchmark's diffed switch did not animate: \(outcomes)")
            }
            return (switcher, switcherView, regrouped, view)
        }()
        let flatSections = [DiffableSection(identifier: 0, items: flatForm)]
        let groupedSections = (0..<groupCount).map { group in
            DiffableSection(identifier: group, items: flatForm.filter { $0.id % groupCount == group })
        }
        return BenchmarkCase(
            n: switchItems.count,
            subject: {
                withExtendedLifetime(switcherView) {}
                var stages = 0
                for index in [1, 0] {
                    let outcome = switcher.select(
                        index, movingItemsBy: \BenchRow.id, reloadPolicy: .alwaysAnimate)
                    guard case .animated(let count) = outcome else {
                        fatalError("the compose benchmark's diffed switch did not animate: \(outcome)")
                    }
                    stages &+= count
                }
                return stages
            },
            baselines: [
                (
                    "regroup_apply",
                    {
                        withExtendedLifetime(regroupedView) {}
                        return regroup(regrouped, to: groupedForm) &+ regroup(regrouped, to: flatForm)
                    }
                ),
                (
                    "diff_only",
                    {
                        diff(from: flatSections, to: groupedSections) &+ diff(from: groupedSections, to: flatSections)
                    }
                ),
            ],
            operations: (2, "switch"), countsAllocations: true)
    }

    /// The baseline's regrouping: one grouped data source's animated apply of the same items.
    @MainActor
    static func regroup(_ dataSource: Groups, to items: [BenchRow]) -> Int {
        dataSource.apply(items, identifiedBy: \.id, isContentEqual: { _, _ in true }, reloadPolicy: .alwaysAnimate)
            .animatedStageCount
    }

    /// The bare diff of the switch's items, as the switch identifies them.
    static func diff(from old: [DiffableSection<Int, BenchRow>], to new: [DiffableSection<Int, BenchRow>]) -> Int {
        ListDifference(from: old, to: new, identifiedBy: \.id, isContentEqual: { _, _ in true }).changeCount
    }

    /// Round trips per run of the plain switch: one is a few microseconds.
    static let plainSwitchRoundTrips = 100

    static func plainSwitchCase() -> BenchmarkCase {
        let (switcher, switcherView, flat, grouped, view) = {
            let (switcher, switcherView) = makeSwitcher()
            let cells = CellProvider<BenchRow, HeadlessTableView>.text { "\($0.id)" }
            let flat = Rows(items: switchItems, cellProvider: cells)
            let grouped = Groups(items: switchItems, sectionKey: { $0.id % groupCount }, cellProvider: cells)
            let view = HeadlessTableView()
            view.currentDataSource = flat
            view.layoutIfNeeded()
            return (switcher, switcherView, flat, grouped, view)
        }()
        return BenchmarkCase(
            n: switchItems.count,
            subject: {
                withExtendedLifetime(switcherView) {}
                var sum = 0
                for _ in 0..<plainSwitchRoundTrips {
                    guard switcher.select(1) == .animated(stageCount: 1),
                        switcher.select(0) == .animated(stageCount: 1)
                    else { fatalError("the compose benchmark's switch did not animate") }
                    sum &+= switcher.selectedIndex
                }
                return sum
            },
            baselines: [
                (
                    "replace_data_source",
                    {
                        for _ in 0..<plainSwitchRoundTrips {
                            view.currentDataSource = grouped
                            view.currentDataSource = flat
                        }
                        return view.reloadCount
                    }
                )
            ],
            operations: (2 * plainSwitchRoundTrips, "switch"), countsAllocations: true)
    }
}

extension Array {
    /// The elements in consecutive groups of `size`.
    fileprivate func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
