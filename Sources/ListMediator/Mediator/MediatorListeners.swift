import Foundation

/// Who hears what the view tells a mediator about its owner's rows and about the list as a
/// whole: the owner's data source as a delegate, and the app's delegate when it is another object,
/// with the feature protocols each adopts, found once.
@MainActor
final class MediatorListeners<View: ListView> {
    /// The owner's data source as a delegate, cast once. Stored, though the mediator's composite
    /// holds the same cast: read from the composite's array, the parameterized existential's
    /// metadata is looked up on every scroll event (2.5× the event's cost, `mediator.scroll`).
    let owner: (any ListViewDelegate<View>)?
    /// The owner's data source as a scrolling delegate, cast once.
    let ownerScrolling: (any ListViewScrollingDelegate<View>)?
    /// The features of the app's delegate, when it is not the owner's data source (which would
    /// hear every call twice); found again each time the mediator's delegate is set.
    private(set) var app: ListViewDelegateFeatures<View>?

    init(owner dataSource: any ListViewDataSource<View>) {
        owner = dataSource as? any ListViewDelegate<View>
        ownerScrolling = dataSource as? any ListViewScrollingDelegate<View>
    }

    /// Finds the features of the mediator's new delegate.
    func appDelegateDidChange(to delegate: (any ListViewDelegate<View>)?) {
        app = delegate.flatMap { $0 === owner ? nil : ListViewDelegateFeatures($0) }
    }

    /// Calls `body` with each listener to the list as a whole: the owner's, then the app's.
    @inline(__always)
    func forEachScrollingDelegate(_ body: (any ListViewScrollingDelegate<View>) -> Void) {
        if let ownerScrolling { body(ownerScrolling) }
        if let app = app?.scrolling { body(app) }
    }
}
