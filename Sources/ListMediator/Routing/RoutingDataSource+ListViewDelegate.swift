import Foundation

// What the view tells about a section or a row goes to the delegates on its route, in the owning
// data source's numbers; a data source that is no delegate gets UIKit's default. What concerns
// the whole list goes to every listener.

extension RoutingDataSource {
    public func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        return firstAnswer(on: route) { $0.listView(listView, heightForRowAt: local) }
    }

    public func listView(_ listView: View, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        return firstAnswer(on: route) { $0.listView(listView, estimatedHeightForRowAt: local) }
    }

    public func listView(_ listView: View, heightForHeaderInSection section: Int) -> CGFloat? {
        let route = owningRoute(forSection: section, in: listView)
        return firstAnswer(on: route) { $0.listView(listView, heightForHeaderInSection: route.section) }
    }

    public func listView(_ listView: View, heightForFooterInSection section: Int) -> CGFloat? {
        let route = owningRoute(forSection: section, in: listView)
        return firstAnswer(on: route) { $0.listView(listView, heightForFooterInSection: route.section) }
    }

    /// The row highlights when every delegate on the route lets it.
    public func listView(_ listView: View, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        return allAgree(on: route) { $0.listView(listView, shouldHighlightRowAt: local) }
    }

    /// Each delegate on the route may refuse the selection or choose another row, the data
    /// source's first; the choice is mapped back to the container's numbers. With no delegate
    /// the tapped row is selected, as UIKit does.
    public func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        var target = route.localIndexPath(for: indexPath)
        if let delegate = delegate(at: route) {
            guard let chosen = delegate.listView(listView, willSelectRowAt: target) else { return nil }
            target = chosen
        }
        if let additional = additionalDelegate(at: route)?.delegate {
            guard let chosen = additional.listView(listView, willSelectRowAt: target) else { return nil }
            target = chosen
        }
        return route.containerIndexPath(for: target)
    }

    public func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        tell(route) { $0.listView(listView, didSelectRowAt: local) }
    }

    /// Told after `didSelectRowAt` for the same tap, whose selection may have removed the row's
    /// section (selecting a failed loading row retries it, which may take the row away): the
    /// action then reaches no one.
    public func listView(_ listView: View, performPrimaryActionForRowAt indexPath: IndexPath) {
        guard indexPath.count == 2, let route = route(forSection: indexPath.section, in: listView) else { return }
        let local = route.localIndexPath(for: indexPath)
        tell(route) { $0.listView(listView, performPrimaryActionForRowAt: local) }
    }

    /// The pan selects when a delegate on the route lets it.
    public func listView(_ listView: View, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        let (additional, own) = delegates(on: route, adopting: \.multipleSelection)
        return additional?.listView(listView, shouldBeginMultipleSelectionInteractionAt: local) == true
            || own?.listView(listView, shouldBeginMultipleSelectionInteractionAt: local) == true
    }

    public func listView(_ listView: View, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        let (additional, own) = delegates(on: route, adopting: \.multipleSelection)
        own?.listView(listView, didBeginMultipleSelectionInteractionAt: local)
        additional?.listView(listView, didBeginMultipleSelectionInteractionAt: local)
    }

    public func listView(_ listView: View, didDeselectRowAt indexPath: IndexPath) {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        tell(route) { $0.listView(listView, didDeselectRowAt: local) }
    }

    public func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath) {
        let route = owningRoute(forRowAt: indexPath, in: listView)
        let local = route.localIndexPath(for: indexPath)
        tell(route) { $0.listView(listView, willDisplay: cell, forRowAt: local) }
    }

    /// Goes where ``route(forEndedDisplayOf:at:in:)`` says. When an update moved the sections
    /// since the cell was shown (a child removed, inserted or moved), that can be the data source
    /// now in that place; when no data source holds it any more, the call is dropped instead of
    /// trapping.
    public func listView(_ listView: View, didEndDisplaying cell: View.Cell, forRowAt indexPath: IndexPath) {
        guard let route = route(forEndedDisplayOf: cell, at: indexPath, in: listView) else { return }
        let local = route.localIndexPath(for: indexPath)
        tell(route) { $0.listView(listView, didEndDisplaying: cell, forRowAt: local) }
    }

    /// Every listener hears about scrolling: the list scrolls as a whole.
    public func listViewDidScroll(_ listView: View) {
        forEachListener { $0.listViewDidScroll(listView) }
    }

    /// Every listener hears about dragging: the list is dragged as a whole.
    public func listViewWillBeginDragging(_ listView: View) {
        forEachListener { $0.listViewWillBeginDragging(listView) }
    }

    public func listViewDidEndDragging(_ listView: View, willDecelerate decelerate: Bool) {
        forEachListener { $0.listViewDidEndDragging(listView, willDecelerate: decelerate) }
    }

    /// Every listener hears of rows arriving out of sight: they concern the list as a whole.
    public func listView(_ listView: View, didInsertRowsBelowVisibleArea count: Int) {
        forEachListener { $0.listView(listView, didInsertRowsBelowVisibleArea: count) }
    }
}
