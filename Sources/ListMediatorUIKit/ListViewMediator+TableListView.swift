import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

extension ListViewMediator where View == TableListView {
    /// Creates a mediator showing `dataSource`'s sections, with a plain loading row that reads
    /// "Loading…" (or the failure and how to retry) in the mediator's `texts`, in a
    /// `UITableViewCell` that VoiceOver reads as a button when it retries.
    /// - Precondition: `dataSource` is not shown anywhere else.
    public convenience init(
        wrapping dataSource: any ListViewDataSource<TableListView>,
        delegate: (any ListViewMediatorDelegate<TableListView>)? = nil,
        loader: (any ListLoader<TableListView>)? = nil
    ) {
        let reference = MediatorReference<TableListView>()
        self.init(
            wrapping: dataSource, delegate: delegate, loader: loader,
            loadingRow: .cell(
                .registered(UITableViewCell.self, reuseIdentifier: "ListMediator.LoadingRow") { cell, row in
                    let text = row.text(using: reference.texts)
                    cell.textLabel?.text = text
                    cell.accessibilityLabel = text
                    cell.accessibilityTraits = .loadingRow(isRetryable: row.isRetryable)
                }))
        reference.mediator = self
    }
}
