import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A supplementary view on screen that a list view is refreshing in place: while it is set, the
/// list view's dequeue hands this view back, so the data source, asked as usual, updates the
/// view UIKit shows instead of making another one UIKit would not show.
@MainActor
struct SupplementaryViewRefresh<View: AnyObject> {
    let view: View
    let kind: SupplementaryViewKind
    let identifier: String
    let indexPath: IndexPath

    /// The view being refreshed, for a dequeue of `kind` with `identifier`.
    /// - Precondition: they are the view's; otherwise this traps with a message saying so.
    func handBack(ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String) -> View {
        guard kind == self.kind, identifier == self.identifier else {
            fatalError(
                "refreshing the \(self.kind) at \(indexPath.uiKitDescription) in place: the data source dequeued a "
                    + "\(kind) with identifier \(identifier), but the view shown there has identifier "
                    + "\(self.identifier). A shown supplementary view keeps its identifier; reload the section to "
                    + "change it")
        }
        return view
    }
}
