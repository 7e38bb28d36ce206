import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

// The mediator with the plain loading row, on each UIKit list view, written once.

extension ListViewMediator where View == TableListView {
    /// Creates a mediator showing `dataSource`'s sections, with a plain loading row that reads
    /// "Loading…" (or the failure and how to retry) in the mediator's `texts`, in a
    /// `UITableViewCell` that VoiceOver reads as a button when it retries.
    /// - Precondition: `dataSource` is not shown anywhere else.
    public convenience init(
        wrapping dataSource: any ListViewDataSource<TableListView>,
        delegate: (any ListViewMediatorDelegate<TableListView>)? = nil, loader: (any ListLoader<TableListView>)? = nil
    ) {
        self.init(wrapping: dataSource, delegate: delegate, loader: loader, plainRowIn: UITableViewCell.self) {
            cell, text in cell.textLabel?.text = text
        }
    }
}

extension ListViewMediator where View == CollectionListView {
    /// Creates a mediator showing `dataSource`'s sections with the plain loading row a table
    /// view's mediator has, here in a `UICollectionViewListCell` with the list content
    /// configuration.
    /// - Precondition: `dataSource` is not shown anywhere else.
    public convenience init(
        wrapping dataSource: any ListViewDataSource<CollectionListView>,
        delegate: (any ListViewMediatorDelegate<CollectionListView>)? = nil,
        loader: (any ListLoader<CollectionListView>)? = nil
    ) {
        self.init(wrapping: dataSource, delegate: delegate, loader: loader, plainRowIn: UICollectionViewListCell.self) {
            cell, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
    }
}

extension ListViewMediator {
    /// A mediator with the plain loading row of a UIKit list, in a cell of `cellClass`: `show`
    /// puts the row's text in the cell, which reads it to VoiceOver as a button when the row
    /// retries. The text is in the mediator's ``texts`` as they are when the cell is configured.
    convenience init<Cell: UIView>(
        wrapping dataSource: any ListViewDataSource<View>, delegate: (any ListViewMediatorDelegate<View>)?,
        loader: (any ListLoader<View>)?, plainRowIn cellClass: Cell.Type,
        showing show: @escaping (_ cell: Cell, _ text: String) -> Void
    ) {
        self.init(
            wrapping: dataSource, delegate: delegate, loader: loader,
            loadingRow: .cell(
                .registered(cellClass, reuseIdentifier: "ListMediator.LoadingRow") { cell, item in
                    show(cell, item.text)
                    cell.accessibilityLabel = item.text
                    cell.accessibilityTraits = .loadingRow(isRetryable: item.isRetryable)
                }))
    }
}
