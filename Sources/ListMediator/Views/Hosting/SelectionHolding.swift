/// A data source that keeps its own selection by item, or a container of such data sources.
///
/// In a list where one row can be selected, the data source whose row is selected takes the
/// selection from every other data source of the list, shown or not: a switching data source's
/// hidden child keeps its selection while hidden, and would show it again beside the new one
/// when switched back. The view deselects the rows it shows; this reaches the rest.
@MainActor
package protocol SelectionHolding: AnyObject {
    /// Deselects the items this data source holds selected (a container: its children's), unless
    /// it is `keeper`, telling their owners as when the user selects another row; rows on screen
    /// are deselected `animated`.
    func yieldSelection(to keeper: AnyObject, animated: Bool)
}

extension SelectionHolding {
    /// Has each of `children` that holds a selection yield it to `keeper`.
    package func childrenYieldSelection<V: ListView>(
        _ children: [any ListViewDataSource<V>], to keeper: AnyObject, animated: Bool
    ) {
        for case let child as any SelectionHolding in children { child.yieldSelection(to: keeper, animated: animated) }
    }
}

extension ListView {
    /// `keeper`, a data source shown by this view or hidden in its tree, selected a row: where
    /// one row can be selected, every other data source of the tree gives up its selection.
    /// - Complexity: O(*d*) for *d* data sources in the tree, plus the rows deselected.
    package func selectionWasTaken(by keeper: AnyObject, animated: Bool) {
        guard let selectable, !selectable.allowsSeveralSelectedRows, let root = dataSource as? any SelectionHolding
        else { return }
        root.yieldSelection(to: keeper, animated: animated)
    }
}

/// The view whose tree of data sources holds `dataSource`, hosted by `host`, shown or hidden;
/// `nil` when the chain of hosts reaches no view that shows its top.
/// - Complexity: O(*d*) for *d* hosts above the data source.
@MainActor
package func viewHoldingTree<View: ListView>(of dataSource: AnyObject, hostedBy host: (any DataSourceHost<View>)?)
    -> View?
{
    var top = dataSource
    var next = host
    while let container = next as? any HostedDataSource<View> {
        top = container
        next = container.host
    }
    guard let listView = next as? View, listView.dataSource === top else { return nil }
    return listView
}
