import Foundation

/// How a data source turns an item into a cell, in one of three ways: a factory closure
/// (``init(registration:_:)``), a registered cell class that configures itself
/// (``registered(_:reuseIdentifier:)``), or an object that makes the cells
/// (``delegating(to:)``).
///
/// Data sources take one of these so the same ``FlatDataSource`` serves lists with
/// different cells without being copied.
@MainActor
public struct CellProvider<Item, View: ListView> {
    let registerCells: (View) -> Void
    let makeCell: (View, IndexPath, Item) -> View.Cell

    /// A cell provider that calls `factory` for every cell; the closure usually dequeues
    /// from the view and fills in the cell.
    ///
    /// - Parameters:
    ///   - registration: registers the identifiers `factory` dequeues; called when the
    ///     data source is attached to a view.
    ///   - factory: makes the cell for an item at an index path.
    public init(
        registration: @escaping (View) -> Void = { _ in },
        _ factory: @escaping (_ listView: View, _ indexPath: IndexPath, _ item: Item) -> View.Cell
    ) {
        self.registerCells = registration
        self.makeCell = factory
    }

    /// A cell provider that registers `cellClass` and dequeues it for every item,
    /// calling the cell's ``ConfigurableCell/configure(with:)``.
    ///
    /// The default reuse identifier is the class's fully qualified name (for example
    /// `MyApp.ProductsScreen.Cell`), so two classes that share a short name never take each
    /// other's cells when one view shows them in turn.
    ///
    /// - Precondition: `cellClass` is a subclass of the view's cell class; otherwise this traps
    ///   with a message naming both, in release builds too.
    public static func registered<ConfiguredCell: ConfigurableCell>(
        _ cellClass: ConfiguredCell.Type,
        reuseIdentifier: String = String(reflecting: ConfiguredCell.self)
    ) -> CellProvider where ConfiguredCell.Item == Item {
        registered(cellClass, reuseIdentifier: reuseIdentifier) { cell, item in cell.configure(with: item) }
    }

    /// A cell provider that registers `cellClass` and dequeues it for every item, letting
    /// `configure` fill it in — UIKit's cell registration, as a value.
    ///
    /// The default reuse identifier is the class's fully qualified name, as for
    /// ``registered(_:reuseIdentifier:)``.
    ///
    /// - Precondition: `cellClass` is a subclass of the view's cell class; otherwise this traps
    ///   with a message naming both, in release builds too.
    public static func registered<RegisteredCell>(
        _ cellClass: RegisteredCell.Type,
        reuseIdentifier: String = String(reflecting: RegisteredCell.self),
        configure: @escaping (_ cell: RegisteredCell, _ item: Item) -> Void
    ) -> CellProvider {
        guard let viewCellClass = cellClass as? View.Cell.Type else {
            fatalError(
                "\(RegisteredCell.self) must be a subclass of \(View.Cell.self) to be shown in \(View.self)")
        }
        return CellProvider(registration: { $0.register(viewCellClass, forCellReuseIdentifier: reuseIdentifier) }) {
            listView, indexPath, item in
            let cell = listView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
            guard let registered = cell as? RegisteredCell else {
                fatalError(
                    "the cell dequeued for \"\(reuseIdentifier)\" is a \(type(of: cell)), not the registered "
                        + "\(RegisteredCell.self); another class was registered under the same identifier")
            }
            configure(registered, item)
            return cell
        }
    }

    /// A cell provider that asks `provider` for every cell.
    ///
    /// The provider is held weakly, as delegates are, because it is usually the view
    /// controller that owns the data source; keep it alive while the list shows. A list that
    /// asks for a cell after its provider is gone traps with a message saying so.
    public static func delegating<Provider: CellProviderDelegate>(to provider: Provider) -> CellProvider
    where Provider.Item == Item, Provider.View == View {
        CellProvider(registration: { [weak provider] in provider?.registerCells(in: $0) }) {
            [weak provider] listView, indexPath, item in
            guard let provider else {
                fatalError(
                    "the cell provider \(Provider.self) was released while its list still shows items; "
                        + "keep a strong reference to it for as long as the list is on screen")
            }
            return provider.cell(for: item, at: indexPath, in: listView)
        }
    }
}

/// A cell that fills itself in from an item, for ``CellProvider/registered(_:reuseIdentifier:)``.
@MainActor
public protocol ConfigurableCell<Item>: AnyObject {
    /// The kind of item the cell shows.
    associatedtype Item
    /// Shows `item` in the cell; called on a fresh or reused cell before it is displayed.
    func configure(with item: Item)
}

/// An object that makes cells for items, for ``CellProvider/delegating(to:)``; usually the
/// view controller that owns the list.
@MainActor
public protocol CellProviderDelegate<Item, View>: AnyObject {
    /// The kind of item the cells show.
    associatedtype Item
    /// The kind of list view the cells go in.
    associatedtype View: ListView
    /// Registers the identifiers ``cell(for:at:in:)`` dequeues.
    func registerCells(in listView: View)
    /// The configured cell for `item` at `indexPath`.
    func cell(for item: Item, at indexPath: IndexPath, in listView: View) -> View.Cell
}

extension CellProviderDelegate {
    public func registerCells(in listView: View) {}
}
