import Foundation

// A switch animated as one diff between two children that show the same items: rows both
// show move; the others are deleted or inserted. Between stages neither child holds the data
// the view must show, so the switching data source shows the stage's sections itself, with
// the incoming child's cells and titles.

extension SwitchingDataSource {
    /// Shows the child at `index`, animating one diff from the shown child's items to the new
    /// child's: items with the same identity move from their place in one to their place in
    /// the other, sections are matched by identifier, and the rest is deleted or inserted.
    ///
    /// Both children must be ``DiffableDataSource``s of `Item` that make their cells with a
    /// ``CellProvider`` (``FlatDataSource``, ``GroupedDataSource``); otherwise this switches as
    /// ``select(_:animated:reloadPolicy:completion:)-(Int,_,_,_)`` does. Rows that move keep their cells, as UIKit keeps
    /// them, so give both children the same cells.
    ///
    /// - Parameters:
    ///   - index: the position of the child to show.
    ///   - identifier: what makes an item the same item in both children, for example `\Product.id`.
    ///   - animated: whether the view animates the switch.
    ///   - reloadPolicy: when to reload instead of animating.
    ///   - completion: called once the list shows the new child.
    /// - Returns: how the switch reached the view.
    /// - Complexity: O(*n*) expected for *n* items in both children; see ``ListDifference``.
    @discardableResult
    public func select<Item, ItemIdentifier: Hashable>(
        _ index: Int, movingItemsBy identifier: (Item) -> ItemIdentifier, animated: ListAnimation = true,
        reloadPolicy: ReloadPolicy = .automatic, completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        checkPosition(index)
        guard index != selectedIndex, let host, let placement = host.placement(of: self),
            let outgoing = selectedChild as? any DiffableDataSource<Item>,
            let incoming = children[index] as? any DiffableDataSource<Item>,
            let cells = children[index] as? any ItemCellMaking<Item, View>
        else { return select(index, animated: animated, reloadPolicy: reloadPolicy, completion: completion) }

        let view = placement.listView
        children[index].registerCells(in: view)
        let old = Self.taggedSections(of: outgoing, as: SwitchSection.outgoing)
        let new = Self.taggedSections(of: incoming, as: SwitchSection.incoming)
        let difference = Self.switchDifference(from: old, to: new, identifiedBy: identifier)
        let titles = SwitchTransition<View>.Titles(
            outgoing: (selectedChild, old.map(\.identifier)), incoming: (children[index], new.map(\.identifier)),
            in: view)
        defer {
            // The incoming child's rows came in by moves, which carry the view's selection of the
            // outgoing child's rows, and insertions, which carry none: the incoming child's own is
            // shown once the switch is over.
            if let placement = host.placement(of: self), let listView = placement.listView.selectable {
                listView.restoreSelection(
                    in: placement.sectionOffset..<placement.sectionOffset + numberOfSections(in: placement.listView))
            }
        }
        return host.perform(
            UpdatePlan(difference, policy: reloadPolicy), .switch, from: self, animated: animated,
            completion: completion,
            stage: { difference.update(ofStage: $0, policy: reloadPolicy) }
        ) { step in
            let sections = step.map { difference.stages[$0].sections } ?? difference.finalSections
            if sections.count == new.count, zip(sections, new).allSatisfy({ $0.items.sharesStorage(with: $1.items) }) {
                // The last stage's data is the incoming child's own: it answers from now on.
                transition = nil
                selectedIndex = index
            } else {
                transition = SwitchTransition(sections: sections, titles: titles, cells: cells, switcher: self)
            }
        }
    }

    /// The switch from `old` to `new` sections in up to three batches, because UIKit moves a row
    /// only between sections that exist before and after a batch: the incoming sections are
    /// inserted empty below the outgoing ones; then the items move from the outgoing sections
    /// into the incoming ones (items only one side shows are deleted or inserted); then the
    /// emptied outgoing sections are deleted.
    private static func switchDifference<Item, ItemIdentifier: Hashable>(
        from old: [DiffableSection<SwitchSection, Item>], to new: [DiffableSection<SwitchSection, Item>],
        identifiedBy identifier: (Item) -> ItemIdentifier
    ) -> ListDifference<SwitchSection, Item> {
        typealias Stage = ListDifference<SwitchSection, Item>.Stage
        let bothBefore = old + new.map { DiffableSection(identifier: $0.identifier, items: []) }
        let bothAfter = old.map { DiffableSection(identifier: $0.identifier, items: []) } + new
        let rows = ListDifference(
            from: bothBefore, to: bothAfter, identifiedBy: identifier, isContentEqual: { _, _ in true })
        var stages: [Stage] = []
        if !new.isEmpty {
            let sections = BatchUpdate(insertedSections: Array(old.count..<old.count + new.count))
            stages.append(Stage(kind: .sectionInsertionsAndMoves, update: sections, sections: bothBefore))
        }
        stages += rows.stages
        if !old.isEmpty {
            stages.append(
                Stage(
                    kind: .deletionsAndReloads, update: BatchUpdate(deletedSections: Array(old.indices)), sections: new)
            )
        } else if !stages.isEmpty {
            stages[stages.count - 1].sections = new
        }
        return ListDifference(
            stages: stages, initialSections: old, finalSections: new, duplicates: .init(items: rows.duplicates.items))
    }

    /// A diffable data source's sections with their identifiers tagged by the side of the
    /// switch, so the two children's sections never match each other; the item arrays are
    /// shared, not copied.
    private static func taggedSections<Source: DiffableDataSource>(
        of source: Source, as side: (AnyHashable) -> SwitchSection
    ) -> [DiffableSection<SwitchSection, Source.Item>] {
        source.diffableSections.map { DiffableSection(identifier: side(AnyHashable($0.identifier)), items: $0.items) }
    }
}

/// A section during a switch: the outgoing child's or the incoming child's, by its identifier there.
enum SwitchSection: Hashable {
    case outgoing(AnyHashable)
    case incoming(AnyHashable)
}

/// What a switching data source shows between the stages of a diffed switch: the stage's
/// sections, with the incoming child's cells and both children's titles and supplementary views. It owns those sections
/// while the switch runs, so the switching data source routes the view's questions to it.
@MainActor
final class SwitchTransition<View: ListView>: ListViewDataSource {
    /// Section titles, and the child that shows each section (asked for its supplementary views),
    /// by section identifier: the incoming child's for the sections it has, the outgoing child's
    /// for sections that are leaving.
    @MainActor
    struct Titles {
        private var headers: [SwitchSection: String] = [:]
        private var footers: [SwitchSection: String] = [:]
        /// The child that shows each section and its number there, for its supplementary views;
        /// the child as a maker of them at the view's index path, cast once, when it is one.
        private var owners:
            [SwitchSection: (
                child: any ListViewDataSource<View>, maker: (any SupplementaryViewMaking<View>)?, section: Int
            )] = [:]

        init(
            outgoing: (child: any ListViewDataSource<View>, sections: [SwitchSection]),
            incoming: (child: any ListViewDataSource<View>, sections: [SwitchSection]),
            in view: View
        ) {
            for (child, sections) in [outgoing, incoming] {
                let maker = child as? any SupplementaryViewMaking<View>
                for (section, identifier) in sections.enumerated() {
                    headers[identifier] = child.listView(view, titleForHeaderInSection: section)
                    footers[identifier] = child.listView(view, titleForFooterInSection: section)
                    owners[identifier] = (child, maker, section)
                }
            }
        }

        func header(of section: SwitchSection) -> String? { headers[section] }
        func footer(of section: SwitchSection) -> String? { footers[section] }

        /// The supplementary view of `kind` of `section`, from the child that shows it: dequeued
        /// at `viewIndexPath`, where the view shows it, when the child can be told (a child is
        /// shown nowhere mid-switch, so it cannot work that out itself); otherwise asked at
        /// `indexPath` in the child's numbers, as routing would.
        func supplementaryView(
            ofKind kind: SupplementaryViewKind, of section: SwitchSection, at indexPath: IndexPath,
            viewIndexPath: IndexPath, in view: View
        ) -> View.SupplementaryView? {
            guard let owner = owners[section] else { return nil }
            if let maker = owner.maker {
                return maker.makeSupplementaryView(ofKind: kind, inSection: owner.section, at: viewIndexPath, in: view)
            }
            var local = indexPath
            local[0] = owner.section
            return owner.child.listView(view, viewForSupplementaryElementOfKind: kind, at: local)
        }
    }

    private let sectionCount: Int
    private let rowCount: (Int) -> Int
    private let header: (Int) -> String?
    private let footer: (Int) -> String?
    private let cell: (View, IndexPath) -> View.Cell
    private let supplementaryView: (View, SupplementaryViewKind, IndexPath) -> View.SupplementaryView?

    init<Item>(
        sections: [DiffableSection<SwitchSection, Item>], titles: Titles, cells: any ItemCellMaking<Item, View>,
        switcher: SwitchingDataSource<View>
    ) {
        sectionCount = sections.count
        rowCount = { sections[$0].items.count }
        header = { titles.header(of: sections[$0].identifier) }
        footer = { titles.footer(of: sections[$0].identifier) }
        supplementaryView = { [weak switcher] view, kind, indexPath in
            titles.supplementaryView(
                ofKind: kind, of: sections[indexPath[0]].identifier, at: indexPath,
                viewIndexPath: switcher?.placement?.globalIndexPath(for: indexPath) ?? indexPath, in: view)
        }
        cell = { [weak switcher] view, indexPath in
            let item = sections[indexPath.section].items[indexPath.row]
            let global = switcher?.placement?.globalIndexPath(for: indexPath) ?? indexPath
            return cells.makeCell(for: item, at: global, in: view)
        }
    }

    func numberOfSections(in listView: View) -> Int { sectionCount }

    func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int { rowCount(section) }

    func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell { cell(listView, indexPath) }

    func listView(_ listView: View, titleForHeaderInSection section: Int) -> String? { header(section) }

    func listView(_ listView: View, titleForFooterInSection section: Int) -> String? { footer(section) }

    func listView(
        _ listView: View, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, at indexPath: IndexPath
    ) -> View.SupplementaryView? {
        supplementaryView(listView, kind, indexPath)
    }
}
