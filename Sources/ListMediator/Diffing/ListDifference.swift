import Foundation

/// The difference between two lists of sections, as batch updates that can be applied one
/// after another without ever breaking UIKit's consistency rules.
///
/// The diff matches sections and items by identity (Heckel's algorithm over hash tables),
/// then finds deletions, insertions, moves within and across sections, and content
/// updates. UIKit cannot take every mix of those in one batch: rows may not change inside
/// a section that is deleted or inserted in the same batch, a row cannot be reloaded and
/// moved at once, and a reload addresses the row's old position. So the changes are split
/// into at most three ``Stage``s, each applied with its own intermediate data:
///
/// 1. ``StageKind/deletionsAndReloads`` — in the old layout: delete sections and rows that
///    are gone and reload rows whose content changed. Reloads come first because they
///    address old positions, before any move could make a row the target of two operations.
/// 2. ``StageKind/sectionInsertionsAndMoves`` — insert new sections and move surviving
///    ones into their final order, with no row changes, because row changes inside
///    inserted or moved sections are what UIKit's section bookkeeping gets wrong.
/// 3. ``StageKind/rowInsertionsAndMoves`` — with sections in their final places, insert
///    rows and move rows within and across sections.
///
/// Stages with no changes are left out. When no section is inserted or moved and no row
/// reloaded — most updates of a flat list — stages 1 and 3 are one
/// ``StageKind/deletionsInsertionsAndMoves`` batch, so the change animates at once. A row that moves to or from a section that is
/// inserted or deleted becomes a deletion plus the section's insertion, because UIKit has
/// no way to move a row out of a section that disappears in the same batch.
///
/// Rows at either end of a surviving section that show the same before and after (same
/// identity, equal content, pair by pair) are left out of the diff and stay where they are, so
/// a local edit costs about the edit. The closure form leaves nothing out, and neither does any
/// form for sections of a row or two, where the comparison would cost more than it saves. With
/// unique identities the changeset is the same either way.
///
/// Duplicate identities never trap. A copy in a run left out keeps its place; among the other
/// copies the k-th occurrence of an identity among the new items (counted in order across
/// sections) matches the k-th among the old ones, and extra occurrences on either side are
/// deleted or inserted, so data equal to the old data always gives an empty difference.
/// Repeated section identifiers are matched in order. ``duplicates`` tells which identities
/// repeat.
///
/// The value is `Sendable` when its items are, so it can be computed off the main actor
/// and applied on it:
///
/// ```swift
/// let changes = ListDifference(from: shownProducts, to: loadedProducts)
/// await MainActor.run { dataSource.apply(changes) }
/// ```
public struct ListDifference<SectionIdentifier: Hashable, Item> {
    /// One batch update and the data the list shows once it is applied.
    public struct Stage {
        /// Why the stage exists; see ``ListDifference``.
        public var kind: StageKind
        /// The changes of the stage, in UIKit's coordinates.
        public var update: BatchUpdate
        /// The sections the data source must hold when the list applies ``update``.
        public var sections: [DiffableSection<SectionIdentifier, Item>]

        /// Creates a stage; only the diff makes them, so that a difference's stages always agree.
        @inlinable
        package init(kind: StageKind, update: BatchUpdate, sections: [DiffableSection<SectionIdentifier, Item>]) {
            self.kind = kind
            self.update = update
            self.sections = sections
        }
    }

    /// Which identities occurred more than once on one side of the diff.
    public struct Duplicates {
        /// Section identifiers that occurred more than once, each once, in the order found.
        public var sectionIdentifiers: [SectionIdentifier]
        /// One item for each item identity that occurred more than once, in the order found.
        public var items: [Item]

        /// Creates a report.
        @inlinable
        public init(sectionIdentifiers: [SectionIdentifier] = [], items: [Item] = []) {
            self.sectionIdentifiers = sectionIdentifiers
            self.items = items
        }

        /// Whether every identity was unique.
        @inlinable
        public var isEmpty: Bool { sectionIdentifiers.isEmpty && items.isEmpty }
    }

    /// The batch updates to apply, in order; empty when nothing changed.
    public var stages: [Stage]
    /// The sections after the last stage: the new data the changeset was computed for.
    public var finalSections: [DiffableSection<SectionIdentifier, Item>]
    /// The sections before the first stage: the old data the changeset was computed from.
    ///
    /// Kept (a reference to the caller's arrays, not a copy) so a data source can tell that
    /// it still holds exactly this data before animating; see
    /// ``isComputed(from:)``.
    public var initialSections: [DiffableSection<SectionIdentifier, Item>]
    /// The identities that occurred more than once.
    ///
    /// When the new data shows exactly what the old data showed, or rows at the ends of its
    /// sections were left out of the diff because they did not change, the diff looks for
    /// repeated identities only when this is read (by the full diff), so an unchanged list
    /// costs a comparison and a local edit the edit unless someone asks.
    public var duplicates: Duplicates {
        get { duplicatesReport.duplicates }
        set { duplicatesReport = .found(newValue) }
    }
    /// The report, or how to make it when first asked.
    @usableFromInline var duplicatesReport: _DuplicatesReport<SectionIdentifier, Item>
    /// The items the stages delete and insert although they are one item, from their index path
    /// before the first stage to the one after the last: moved out of a section that is deleted or
    /// into one that is inserted, which UIKit cannot show as a move. What follows an item — its
    /// selection — follows these too.
    @usableFromInline var reinsertedRows: [BatchUpdate.Move<IndexPath>] = []

    /// Creates a changeset from stages the library computed.
    @inlinable
    package init(
        stages: [Stage], initialSections: [DiffableSection<SectionIdentifier, Item>],
        finalSections: [DiffableSection<SectionIdentifier, Item>], duplicates: Duplicates = Duplicates()
    ) {
        self.stages = stages
        self.initialSections = initialSections
        self.finalSections = finalSections
        self.duplicatesReport = .found(duplicates)
    }

    /// The number of rows in each section before the first stage.
    @inlinable
    public var rowCountsBefore: [Int] { initialSections.map(\.items.count) }

    /// Whether the changeset was computed from exactly `sections`: the same section
    /// identifiers, and item arrays that are the very same storage as ``initialSections``'.
    ///
    /// Arrays are copy-on-write and the changeset holds a reference to the arrays it was
    /// computed from, so storage that was changed in any way since — even an edit that keeps
    /// every count — is a new buffer and fails this test. Equal data in another array fails
    /// it too; a data source then reloads rather than animate changes it cannot vouch for.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func isComputed(from sections: [DiffableSection<SectionIdentifier, Item>]) -> Bool {
        sections.count == initialSections.count
            && zip(sections, initialSections).allSatisfy { current, initial in
                current.identifier == initial.identifier && current.items.sharesStorage(with: initial.items)
            }
    }

    /// Whether the changeset changes nothing the list shows.
    @inlinable
    public var isEmpty: Bool { stages.isEmpty }

    /// The number of individual section and row changes over all stages.
    @inlinable
    public var changeCount: Int { stages.reduce(0) { $0 + $1.update.changeCount } }
}

/// Why a ``ListDifference/Stage`` exists. The first three always come in this order; the
/// last stands alone.
public enum StageKind: Int, Sendable, Hashable, CaseIterable {
    /// Deletes sections and rows and reloads changed rows, in the old layout.
    case deletionsAndReloads
    /// Inserts sections and moves sections into their final order.
    case sectionInsertionsAndMoves
    /// Inserts rows and moves rows within and across sections, in the final section order.
    case rowInsertionsAndMoves
    /// The only stage when no section is inserted or moved and no row reloaded: deletes
    /// sections and rows, inserts rows and moves rows from old to new coordinates, as one batch.
    case deletionsInsertionsAndMoves
}

extension ListDifference: Sendable where SectionIdentifier: Sendable, Item: Sendable {}
extension ListDifference.Stage: Sendable where SectionIdentifier: Sendable, Item: Sendable {}
extension ListDifference.Duplicates: Sendable where SectionIdentifier: Sendable, Item: Sendable {}
extension ListDifference: Equatable where Item: Equatable {
    public static func == (lhs: ListDifference, rhs: ListDifference) -> Bool {
        lhs.stages == rhs.stages && lhs.initialSections == rhs.initialSections
            && lhs.finalSections == rhs.finalSections && lhs.duplicates == rhs.duplicates
    }
}
extension ListDifference.Stage: Equatable where Item: Equatable {}
extension ListDifference.Duplicates: Equatable where Item: Equatable {}
