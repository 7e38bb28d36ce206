import Foundation

/// Stacks its children's sections into one list: the first child's sections, then the
/// second's, and so on.
///
/// Children may show different item types with different cells; they only share the view
/// type, so no `Any` casting reaches app code. Each child keeps its own index paths: the
/// composite maps the view's index paths to the child's and back in O(log *c*) for *c*
/// children, without allocating. A child's own `apply` animates wherever it sits; adding,
/// removing and moving children animate too; selection, heights, headers and footers go to
/// the child that owns the row or section. Composites nest.
///
/// ```swift
/// let screen = CompositeDataSource<HeadlessTableView>([favourites, recent, suggestions])
/// tableView.currentDataSource = screen
/// recent.apply(newRecent)        // animates in the recent section, wherever it is
/// screen.remove(favourites)      // its sections are deleted, animated
/// ```
///
/// The composite owns its children. A child can be shown in one place at a time.
@MainActor
public final class CompositeDataSource<View: ListView>: HostedDataSource {
    /// What shows this composite; set when it is attached to a view or a parent.
    public weak var host: (any DataSourceHost<View>)?

    /// The children, top to bottom.
    public private(set) var children: [any ListViewDataSource<View>]

    /// Where each child's sections start, as the view last counted them.
    @usableFromInline var sectionStarts = SectionStarts()
    /// Whether a child's section count may have changed since ``sectionStarts`` was counted.
    var needsRecount = true
    /// Whether this composite is a part of its host that the record's paths leave out, as a
    /// mediator's composite of its loading rows and its owner is.
    package var isPartOfItsHost = false
    /// Each child's position in ``children``, by identity.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// Each child as a delegate, or `nil` when it is none, by position: cast once per change of
    /// the children instead of on every row the view asks about, because a cast to a
    /// parameterised protocol takes about a microsecond.
    private(set) var delegates: [(any ListViewDelegate<View>)?] = []
    /// The feature protocols each child adopts, by position, found once per child.
    private(set) var childFeatures: [ListViewDataSourceFeatures<View>] = []

    /// Creates a composite showing `children` top to bottom.
    public init(_ children: [any ListViewDataSource<View>] = []) {
        self.children = children
        reindex()
        for child in children { attach(child) }
    }

    /// The position of `child` among ``children``, or `nil` when it is not a child.
    /// - Complexity: O(1).
    public func index(of child: AnyObject) -> Int? {
        positions[ObjectIdentifier(child)]
    }

    // MARK: Changing the children

    /// Adds `child` below the others, inserting its sections with animation when the composite
    /// is on screen.
    /// - Precondition: `child` is not shown anywhere else.
    public func append(_ child: any ListViewDataSource<View>, animated: ListAnimation = true) {
        insert(child, at: children.count, animated: animated)
    }

    /// Inserts `child` at `index`, inserting its sections with animation when the composite is
    /// on screen.
    /// - Precondition: `index` is in `0...children.count`, and `child` is not shown anywhere else.
    public func insert(_ child: any ListViewDataSource<View>, at index: Int, animated: ListAnimation = true) {
        guard (0...children.count).contains(index) else {
            fatalError("cannot insert a child at \(index): the composite has \(children.count) children")
        }
        yieldOlderSelection(of: child)
        attach(child)
        change(animated: animated) { view in
            child.registerCells(in: view)
            let start = sectionStarts.start(ofChild: index)
            let count = child.numberOfSections(in: view)
            return BatchUpdate(insertedSections: Array(start..<start + count))
        } updateData: {
            children.insert(child, at: index)
        }
    }

    /// Where one row of the list can be selected and one is, a child coming in — one removed
    /// earlier, say — holds an older selection: it gives it up, telling its owner as when the
    /// user selects another row, so the list and its data sources agree on the one selected item.
    private func yieldOlderSelection(of child: any ListViewDataSource<View>) {
        guard let holder = child as? any SelectionHolding,
            let listView = host?.placement(of: self)?.listView.selectable,
            !listView.allowsSeveralSelectedRows, !listView.indexPathsForSelectedRows.isEmpty
        else { return }
        holder.yieldSelection(to: self, animated: false)
    }

    /// Removes the child at `index`, deleting its sections with animation when the composite is
    /// on screen, and returns it.
    /// - Precondition: `index` is a position in ``children``.
    @discardableResult
    public func remove(at index: Int, animated: ListAnimation = true) -> any ListViewDataSource<View> {
        guard children.indices.contains(index) else {
            fatalError("cannot remove the child at \(index): the composite has \(children.count) children")
        }
        let child = children[index]
        change(animated: animated) { _ in
            let start = sectionStarts.start(ofChild: index)
            return BatchUpdate(deletedSections: Array(start..<start + sectionStarts.sectionCount(ofChild: index)))
        } updateData: {
            children.remove(at: index)
        }
        detach(child)
        return child
    }

    /// Removes `child`, deleting its sections with animation when the composite is on screen.
    /// Does nothing when `child` is not a child.
    public func remove(_ child: AnyObject, animated: ListAnimation = true) {
        guard let index = index(of: child) else { return }
        remove(at: index, animated: animated)
    }

    /// Moves the child at `source` to `destination`, moving its sections with animation when
    /// the composite is on screen.
    /// - Precondition: both are positions in ``children``.
    public func moveChild(at source: Int, to destination: Int, animated: ListAnimation = true) {
        guard children.indices.contains(source), children.indices.contains(destination) else {
            fatalError(
                "cannot move the child at \(source) to \(destination): the composite has \(children.count) children")
        }
        guard source != destination else { return }
        change(animated: animated) { _ in
            let oldStart = sectionStarts.start(ofChild: source)
            let count = sectionStarts.sectionCount(ofChild: source)
            // Where the child's first section lands once it is taken out and put back in.
            var counts = (0..<children.count).map(sectionStarts.sectionCount(ofChild:))
            counts.insert(counts.remove(at: source), at: destination)
            let newStart = counts[..<destination].reduce(0, +)
            return BatchUpdate(movedSections: (0..<count).map { .init(from: oldStart + $0, to: newStart + $0) })
        } updateData: {
            children.insert(children.remove(at: source), at: destination)
        }
    }

    /// Runs `updateData` (a change of ``children``) inside the batch update `makeUpdate`
    /// describes when the composite is on screen, or on its own otherwise.
    private func change(
        animated: ListAnimation, _ makeUpdate: (View) -> BatchUpdate, updateData: () -> Void
    ) {
        // Inside the batch, or after a refusal when the view refused before the swap: once.
        var didUpdate = false
        func update() {
            guard !didUpdate else { return }
            didUpdate = true
            updateData()
            reindex()
        }
        _ = UpdatePlan.perform(
            .children, for: self, through: host, animated: animated, completion: nil,
            plan: { view in
                recountIfNeeded(in: view)
                return .batch(makeUpdate(view))
            }
        ) { _ in update() }
    }

    /// Rebuilds the identity index, the delegates and the features, and marks the section starts
    /// for a recount. A child that stays keeps the features found when it came.
    /// - Precondition: no child is in ``children`` twice.
    private func reindex() {
        let previousFeatures = childFeatures
        let previousPositions = positions
        positions = [:]
        for (position, child) in children.enumerated() {
            guard positions.updateValue(position, forKey: ObjectIdentifier(child)) == nil else {
                fatalError(
                    "\(type(of: child)) is in the composite twice; a data source can be shown in one place at a time")
            }
        }
        delegates = children.map { $0 as? any ListViewDelegate<View> }
        childFeatures = children.map { child in
            previousPositions[ObjectIdentifier(child)].map { previousFeatures[$0] } ?? ListViewDataSourceFeatures(child)
        }
        needsRecount = true
    }

    /// Counts every child's sections again when one may have changed.
    /// - Complexity: O(*c*) for *c* children when a recount is due, O(1) otherwise.
    func recountIfNeeded(in listView: View) {
        guard needsRecount else { return }
        sectionStarts.recount(sectionCounts: children.lazy.map { $0.numberOfSections(in: listView) })
        needsRecount = false
    }
}
