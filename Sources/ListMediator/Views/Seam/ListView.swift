import Foundation

/// What a data source or mediator needs from a list view.
///
/// Backends conform: `HeadlessTableView` in `ListMediatorTesting` for tests on any
/// platform, the terminal list in `ListMediatorTerminal`, and UIKit wrappers on iOS.
/// The associated ``Cell`` type keeps cell code typed per backend, so no `Any`
/// casting reaches app code.
///
/// A list view shows the data source set as its ``currentDataSource``, which it retains, so a
/// data source can never vanish from under the list (UIKit's `dataSource` is weak); the view
/// asks it as its ``dataSource``. Like `UITableView`, it holds its ``delegate`` weakly.
///
/// The protocol holds what every backend does. What a backend may leave out is a protocol that
/// refines it, which the library's backends adopt: ``SelectableListView``,
/// ``ScrollableListView``, ``ReconfigurableListView``, ``AnnouncingListView``,
/// ``BackgroundShowingListView`` and ``LoadingSectionLayoutListView``.
///
/// Apps use the backends the library ships; a new backend keeps UIKit's rules: it records
/// the counts it shows, checks every ``BatchUpdate`` — through
/// ``performCheckedBatchUpdate(_:rowCountsBefore:updateData:rejected:show:)``, which also records
/// it, and ``recordReload(rowCountsBefore:rowCountsAfter:)`` after each reload — and traps with
/// UIKit's message when an unregistered identifier is dequeued.
@MainActor
public protocol ListView: DataSourceHost where View == Self {
    /// The base class of the cells this view shows.
    associatedtype Cell: AnyObject

    /// The base class of the headers, footers and other supplementary views this view shows
    /// (`UITableViewHeaderFooterView`, `UICollectionReusableView`).
    associatedtype SupplementaryView: AnyObject

    /// How a data source describes the layout of one of its sections to this view — an
    /// `NSCollectionLayoutSection` for a collection view with a compositional layout — or
    /// `Never` for a view that lays every section out the same way.
    ///
    /// See ``ListViewDataSource/listView(_:layoutForSection:environment:)``.
    associatedtype SectionLayout = Never

    /// The view a list shows behind its rows (UIKit's `backgroundView`, a `UIView`), or `Never`
    /// for a view that shows none. A ``ListViewMediator`` puts its ``ListBackground`` there on a
    /// ``BackgroundShowingListView``.
    associatedtype BackgroundView = Never

    /// What a data source is told when it lays out a section: the size of the list and its
    /// traits (`NSCollectionLayoutEnvironment` on a collection view).
    associatedtype SectionLayoutEnvironment = Void

    /// The object told about selection, display and scrolling. Held weakly, as UIKit does.
    var delegate: (any ListViewDelegate<Self>)? { get set }

    /// The data source this view shows, retained by the view.
    ///
    /// `UITableView.dataSource` is weak, so a data source created on the spot and only
    /// assigned there is freed at once and the list goes blank (the "retain your data
    /// sources" trap). Assigning here instead retains the new data source, releases the
    /// previous one, makes it the ``dataSource``, registers its cells and reloads: switching a
    /// list between a flat and a grouped presentation is this one assignment.
    ///
    /// A data source that is also a ``ListViewDelegate`` for this view becomes the
    /// ``delegate`` too, so selection reaches it. One that is not leaves the delegate the app
    /// set in place; only a delegate that was the previous data source is cleared, so it is
    /// not told about rows it no longer shows.
    var currentDataSource: (any ListViewDataSource<Self>)? { get set }

    /// Registers a cell class to be created when `identifier` is dequeued and the reuse pool is empty.
    func register(_ cellClass: Cell.Type, forCellReuseIdentifier identifier: String)

    /// Returns a reusable cell for `identifier`, reusing one that scrolled away when it can.
    ///
    /// Dequeuing an identifier that was never registered is a programmer error and traps,
    /// as UIKit does.
    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> Cell

    /// Registers a class to be created when a supplementary view of `kind` is dequeued with
    /// `identifier` and none is waiting for reuse.
    ///
    /// A view that cannot show `kind` (a table view shows only ``SupplementaryViewKind/header``
    /// and ``SupplementaryViewKind/footer``) traps with a message saying so.
    func register(
        _ viewClass: SupplementaryView.Type, forSupplementaryViewOfKind kind: SupplementaryViewKind,
        withReuseIdentifier identifier: String)

    /// Returns a reusable supplementary view of `kind` for `identifier`, reusing one that left
    /// the screen when it can. Call it only from
    /// ``ListViewDataSource/listView(_:viewForSupplementaryElementOfKind:at:)``.
    ///
    /// Dequeuing a kind and identifier that were never registered is a programmer error and
    /// traps, as UIKit does.
    func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> SupplementaryView

    /// Discards the view's record of sections and rows and asks the data source again.
    func reloadData()

    /// Applies `update` in one animated batch.
    ///
    /// `updateData` must bring the data source into the state the update describes. The view
    /// runs it inside this call — so the data never changes behind the view's back — once its
    /// own record of the old counts is up to date, then checks UIKit's consistency rules against
    /// that record and the data source's new counts, and only then shows the update. On UIKit
    /// that means before `performBatchUpdates(_:completion:)` begins, with the view brought up to
    /// date first, which Apple documents as safe: a rejected update then reloads instead of
    /// crashing.
    ///
    /// `completion` runs once the update has been shown — after its animation on a screen,
    /// at once on a backend without one — with `true` when it ran to the end. It does not run
    /// when the update is rejected.
    ///
    /// - Throws: ``BatchUpdateError`` when the update breaks a rule; the view then
    ///   reloads from the data source, so it never shows data that disagrees with it.
    func performBatchUpdates(
        _ update: BatchUpdate,
        animated: ListAnimation,
        updateData: () -> Void,
        completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError)

    /// The number of sections the view currently shows.
    var numberOfSections: Int { get }

    /// The number of rows the view currently shows in `section`.
    func numberOfRows(inSection section: Int) -> Int

    /// The scroll state: offset, content size, visible size and insets.
    var scrollGeometry: ScrollGeometry { get }

    /// The index paths of the rows currently on screen, in order.
    var indexPathsForVisibleRows: [IndexPath] { get }
}

extension ListView {
    /// The object the view asks for sections, rows and cells now: its ``currentDataSource``.
    /// Read-only: set ``currentDataSource``, which the view retains, makes its host, registers
    /// the cells of, and reloads.
    public var dataSource: (any ListViewDataSource<Self>)? { currentDataSource }
}
