import Foundation

// Every call about a row or section goes to the delegate of the child that owns it, in the
// child's own coordinates; calls about the whole list go to every child that is a delegate.
// Children that are no delegate get UIKit's defaults.

extension CompositeDataSource {
    public func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        let (child, local) = owner(of: indexPath, in: listView)
        return delegate(of: child)?.listView(listView, heightForRowAt: local)
    }

    public func listView(_ listView: View, heightForHeaderInSection section: Int) -> CGFloat? {
        let (child, local) = owner(of: section, in: listView)
        return delegate(of: child)?.listView(listView, heightForHeaderInSection: local)
    }

    public func listView(_ listView: View, heightForFooterInSection section: Int) -> CGFloat? {
        let (child, local) = owner(of: section, in: listView)
        return delegate(of: child)?.listView(listView, heightForFooterInSection: local)
    }

    /// The owning child chooses in its own coordinates; its choice is mapped back to the
    /// composite's. A child that is no delegate lets the tapped row be selected, as UIKit does.
    public func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let (child, local) = owner(of: indexPath, in: listView)
        guard let delegate = delegate(of: child) else { return indexPath }
        return delegate.listView(listView, willSelectRowAt: local).map { self.indexPath(for: $0, inChildAt: child) }
    }

    public func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        let (child, local) = owner(of: indexPath, in: listView)
        delegate(of: child)?.listView(listView, didSelectRowAt: local)
    }

    public func listView(_ listView: View, didDeselectRowAt indexPath: IndexPath) {
        let (child, local) = owner(of: indexPath, in: listView)
        delegate(of: child)?.listView(listView, didDeselectRowAt: local)
    }

    public func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath) {
        let (child, local) = owner(of: indexPath, in: listView)
        delegate(of: child)?.listView(listView, willDisplay: cell, forRowAt: local)
    }

    /// Goes to the child that now holds the section the cell was shown in.
    ///
    /// UIKit reports the index path the cell had, and the composite reads it with the section
    /// starts it counted last. When the same update or reload moved the children's sections (a
    /// child removed, inserted or moved), the call can therefore reach the child now in that
    /// place, or find no child at all: it is then dropped instead of trapping.
    public func listView(_ listView: View, didEndDisplaying cell: View.Cell, forRowAt indexPath: IndexPath) {
        recountIfNeeded(in: listView)
        guard let (child, local) = childIndexPath(for: indexPath) else { return }
        delegate(of: child)?.listView(listView, didEndDisplaying: cell, forRowAt: local)
    }

    /// Every child that is a delegate hears about scrolling: the list scrolls as a whole.
    public func listViewDidScroll(_ listView: View) {
        for child in children.indices { delegate(of: child)?.listViewDidScroll(listView) }
    }

    /// Every child that is a delegate hears about dragging: the list is dragged as a whole.
    public func listViewWillBeginDragging(_ listView: View) {
        for child in children.indices { delegate(of: child)?.listViewWillBeginDragging(listView) }
    }

    public func listViewDidEndDragging(_ listView: View, willDecelerate decelerate: Bool) {
        for child in children.indices {
            delegate(of: child)?.listViewDidEndDragging(listView, willDecelerate: decelerate)
        }
    }

    private func delegate(of child: Int) -> (any ListViewDelegate<View>)? {
        delegates[child]
    }
}
