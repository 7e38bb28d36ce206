import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

extension ListViewMediator where View == CollectionListView {
    /// Creates a mediator showing `dataSource`'s sections, with a plain loading row that reads
    /// "Loading…" (or the failure and how to retry) in the mediator's `texts`, in a
    /// `UICollectionViewListCell` that VoiceOver reads as a button when it retries.
    /// - Precondition: `dataSource` is not shown anywhere else.
    public convenience init(
        wrapping dataSource: any ListViewDataSource<CollectionListView>,
        delegate: (any ListViewMediatorDelegate<CollectionListView>)? = nil,
        loader: (any ListLoader<CollectionListView>)? = nil
    ) {
        let reference = MediatorReference<CollectionListView>()
        self.init(
            wrapping: dataSource, delegate: delegate, loader: loader,
            loadingRow: .cell(
                .registered(UICollectionViewListCell.self, reuseIdentifier: "ListMediator.LoadingRow") { cell, row in
                    let text = row.text(using: reference.texts)
                    var content = cell.defaultContentConfiguration()
                    content.text = text
                    cell.contentConfiguration = content
                    cell.accessibilityLabel = text
                    cell.accessibilityTraits = .loadingRow(isRetryable: row.isRetryable)
                }))
        reference.mediator = self
    }
}
