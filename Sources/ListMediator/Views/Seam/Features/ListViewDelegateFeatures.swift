import Foundation

/// The opt-in protocols one delegate adopts, found once.
///
/// A list view and a container tell a delegate about scrolling, and ask it for row actions, for
/// a two-finger pan's selection or where a moved row lands, only when it adopts that feature's
/// protocol. The library's views make one of these when their delegate is set, and containers one
/// for each child that is a delegate (``ListViewDataSourceFeatures/delegateFeatures``). It holds
/// the delegate weakly, as a view holds its delegate.
@MainActor
public final class ListViewDelegateFeatures<View: ListView> {
    /// The delegate, or `nil` once it is gone.
    public private(set) weak var delegate: (any ListViewDelegate<View>)?
    /// The delegate, as a scrolling delegate, or `nil` when it does not adopt the protocol.
    public private(set) weak var scrolling: (any ListViewScrollingDelegate<View>)?
    /// The delegate, as a row actions delegate, or `nil`.
    public private(set) weak var rowActions: (any ListViewRowActionsDelegate<View>)?
    /// The delegate, as a multiple selection delegate, or `nil`.
    public private(set) weak var multipleSelection: (any ListViewMultipleSelectionDelegate<View>)?
    /// The delegate, as a moving delegate, or `nil`.
    public private(set) weak var moving: (any ListViewMovingDelegate<View>)?

    /// Finds the feature protocols `delegate` adopts.
    public init(_ delegate: any ListViewDelegate<View>) {
        self.delegate = delegate
        scrolling = delegate as? any ListViewScrollingDelegate<View>
        rowActions = delegate as? any ListViewRowActionsDelegate<View>
        multipleSelection = delegate as? any ListViewMultipleSelectionDelegate<View>
        moving = delegate as? any ListViewMovingDelegate<View>
    }
}
