import Foundation
import ListMediator

// The invariants checked after every step, numbered as in the paging controller's suite where
// they meet (2, a stale page changes nothing, is checked by the step that answers one; 3 and 5,
// about a loading row and a view's batch updates, have no counterpart without a list view).

extension PagedItemsRun {
    /// The first broken invariant, or `nil`.
    func brokenInvariant() -> String? {
        // The paging machine's own invariants, which trap when broken.
        feed._checkInvariants()
        return model.oneLoadInFlight(at: backend) ?? stateIsTheModels() ?? itemsAreTheModels() ?? noIdentityShownTwice()
            ?? idleNearTheEndLoadsTheNextPage()
    }

    /// The feed's state, and each end's, are the ones the model expects.
    func stateIsTheModels() -> String? {
        if !model.matches(feed.state) {
            return "the feed is \(feed.state), the model expects \(model.stateDescription)"
        }
        for edge in ListEdge.allCases where feed.state(at: edge).description != model.stateDescription(at: edge) {
            return
                "the feed's \(edge) is \(feed.state(at: edge)), the model expects \(model.stateDescription(at: edge))"
        }
        return nil
    }

    /// 4. The feed holds the model's items.
    func itemsAreTheModels() -> String? {
        feed.items == model.items ? nil : "invariant 4: the feed holds \(feed.items), the model \(model.items)"
    }

    /// 6. No identity is shown twice.
    func noIdentityShownTwice() -> String? {
        var seen = Set<Int>()
        let repeated = feed.items.filter { !seen.insert($0.id).inserted }
        return repeated.isEmpty ? nil : "invariant 6: the feed holds \(repeated) twice: \(feed.items)"
    }

    /// 7. A feed that may load the page beyond an end and shows one of its `prefetchDistance`
    /// items nearest that end is loading it.
    func idleNearTheEndLoadsTheNextPage() -> String? {
        let nearTheEnd = Set(model.items.suffix(feed.prefetchDistance).map(\.id))
        if model.canLoad(at: .bottom), onScreen.contains(where: nearTheEnd.contains) {
            return "invariant 7: the feed is idle with \(onScreen) on screen and loads no next page"
        }
        let nearTheStart = Set(model.items.prefix(feed.prefetchDistance).map(\.id))
        if model.canLoad(at: .top), onScreen.contains(where: nearTheStart.contains) {
            return "invariant 7: the feed is idle with \(onScreen) on screen and loads no previous page"
        }
        return nil
    }
}
