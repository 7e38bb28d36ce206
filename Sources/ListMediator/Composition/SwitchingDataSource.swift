import Foundation

/// Shows one of its children at a time and switches between them, animated: the State
/// pattern for a list with several presentations (all transactions, a summary, the winner; a
/// flat list and the same items grouped).
///
/// The switching data source owns its children, so none of them is freed while hidden. A
/// hidden child stays up to date: its own `apply` changes its data without touching the view,
/// and switching back shows its current state.
///
/// ```swift
/// let modes = SwitchingDataSource<HeadlessTableView>([chronological, highScores, winner])
/// tableView.currentDataSource = modes
/// modes.select(1)   // the high scores replace the transactions, animated
///
/// let products = SwitchingDataSource<HeadlessTableView>([flat, grouped])
/// products.select(1, movingItemsBy: \Product.id)   // each product moves into its category
/// ```
///
/// By default a switch deletes the outgoing child's sections and inserts the incoming child's
/// in one animated batch. When both children are diffable data sources of the same item type,
/// ``select(_:movingItemsBy:animated:reloadPolicy:completion:)`` animates one diff instead:
/// items both children show move from their place in one to their place in the other (a flat
/// list's products fly into their category sections and back).
@MainActor
public final class SwitchingDataSource<View: ListView>: HostedDataSource {
    /// What shows this data source; set when it is attached to a view or a parent.
    public weak var host: (any DataSourceHost<View>)?

    /// The children, of which one is shown.
    public let children: [any ListViewDataSource<View>]

    /// The position of the child shown, in ``children``.
    public internal(set) var selectedIndex: Int

    /// The section count last reported to a view: a section below it needs no further check.
    var reportedSectionCount = 0

    /// Each child as a delegate, or `nil` when it is none, by position: cast once, not on every
    /// row the view asks about, because a cast to a parameterised protocol takes about a
    /// microsecond.
    let delegates: [(any ListViewDelegate<View>)?]
    /// The feature protocols each child adopts, by position, found once.
    let childFeatures: [ListViewDataSourceFeatures<View>]

    /// What the view is shown while a diffed switch passes through intermediate stages; `nil`
    /// the rest of the time, when the selected child answers.
    var transition: SwitchTransition<View>? {
        didSet { transitionFeatures = transition.map { ListViewDataSourceFeatures($0) } }
    }
    /// The features of ``transition`` (none: it only shows), found when it is set.
    var transitionFeatures: ListViewDataSourceFeatures<View>?

    /// Creates a switching data source showing the child at `selectedIndex`.
    /// - Precondition: `children` is not empty and `selectedIndex` is one of its positions; each
    ///   child is not shown anywhere else.
    public init(_ children: [any ListViewDataSource<View>], selectedIndex: Int = 0) {
        guard children.indices.contains(selectedIndex) else {
            fatalError(
                "cannot select child \(selectedIndex) of a switching data source with \(children.count) children")
        }
        self.children = children
        self.selectedIndex = selectedIndex
        delegates = children.map { $0 as? any ListViewDelegate<View> }
        childFeatures = children.map { ListViewDataSourceFeatures($0) }
        for child in children { attach(child) }
    }

    /// The child shown.
    public var selectedChild: any ListViewDataSource<View> { children[selectedIndex] }

    /// The position of `child` among ``children``, or `nil` when it is not a child.
    /// - Complexity: O(*c*) for *c* children.
    public func index(of child: AnyObject) -> Int? {
        children.firstIndex { $0 === child }
    }

    /// Shows the child at `index`, deleting the shown child's sections and inserting the new
    /// child's in one batch update, or reloading the list when `reloadPolicy` says so
    /// (`.alwaysReload` asks for a plain reload).
    ///
    /// - Parameters:
    ///   - index: the position of the child to show.
    ///   - animated: whether the view animates the switch.
    ///   - reloadPolicy: when to reload instead of animating; the change count is the number of
    ///     sections deleted and inserted.
    ///   - completion: called once the list shows the new child.
    /// - Returns: how the switch reached the view.
    /// - Precondition: `index` is a position in ``children``.
    @discardableResult
    public func select(
        _ index: Int, animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        checkPosition(index)
        guard index != selectedIndex else {
            completion?(.unchanged)
            return .unchanged
        }
        return UpdatePlan.perform(
            .switch, for: self, through: host, animated: animated, completion: completion,
            plan: { view in
                let incoming = children[index]
                incoming.registerCells(in: view)
                return UpdatePlan(
                    BatchUpdate(
                        deletedSections: Array(0..<selectedChild.numberOfSections(in: view)),
                        insertedSections: Array(0..<incoming.numberOfSections(in: view))),
                    policy: reloadPolicy)
            }
        ) { _ in selectedIndex = index }
    }

    /// Shows `child`; see ``select(_:animated:reloadPolicy:completion:)-(Int,_,_,_)``.
    /// - Precondition: `child` is one of ``children``.
    @discardableResult
    public func select(
        _ child: AnyObject, animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        guard let index = index(of: child) else {
            fatalError("\(type(of: child)) is not a child of this switching data source")
        }
        return select(index, animated: animated, reloadPolicy: reloadPolicy, completion: completion)
    }

    func checkPosition(_ index: Int) {
        guard children.indices.contains(index) else {
            fatalError("cannot select child \(index) of a switching data source with \(children.count) children")
        }
    }
}
