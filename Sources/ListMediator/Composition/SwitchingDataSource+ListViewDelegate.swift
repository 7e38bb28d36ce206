import Foundation

// Every call goes to the selected child's delegate. While a diffed switch passes through its
// stages no child owns the rows on screen, so none is told; calls that need an answer get
// UIKit's default then.

extension SwitchingDataSource {
    private var selectedDelegate: (any ListViewDelegate<View>)? {
        transition == nil ? delegates[selectedIndex] : nil
    }

    public func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        selectedDelegate?.listView(listView, heightForRowAt: indexPath)
    }

    public func listView(_ listView: View, heightForHeaderInSection section: Int) -> CGFloat? {
        selectedDelegate?.listView(listView, heightForHeaderInSection: section)
    }

    public func listView(_ listView: View, heightForFooterInSection section: Int) -> CGFloat? {
        selectedDelegate?.listView(listView, heightForFooterInSection: section)
    }

    /// With no delegate to ask (during a transition, or a child that is none) the tapped row is
    /// selected, as UIKit does.
    public func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let selectedDelegate else { return indexPath }
        return selectedDelegate.listView(listView, willSelectRowAt: indexPath)
    }

    public func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        selectedDelegate?.listView(listView, didSelectRowAt: indexPath)
    }

    public func listView(_ listView: View, didDeselectRowAt indexPath: IndexPath) {
        selectedDelegate?.listView(listView, didDeselectRowAt: indexPath)
    }

    public func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath) {
        selectedDelegate?.listView(listView, willDisplay: cell, forRowAt: indexPath)
    }

    public func listView(_ listView: View, didEndDisplaying cell: View.Cell, forRowAt indexPath: IndexPath) {
        selectedDelegate?.listView(listView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    public func listViewDidScroll(_ listView: View) {
        selectedDelegate?.listViewDidScroll(listView)
    }

    public func listViewWillBeginDragging(_ listView: View) {
        selectedDelegate?.listViewWillBeginDragging(listView)
    }

    public func listViewDidEndDragging(_ listView: View, willDecelerate decelerate: Bool) {
        selectedDelegate?.listViewDidEndDragging(listView, willDecelerate: decelerate)
    }
}
