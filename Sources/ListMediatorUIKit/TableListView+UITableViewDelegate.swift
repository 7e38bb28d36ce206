import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// UIKit's delegate calls, each translated to the core's delegate. A height the core leaves to the
// view is the table's own (`rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`), as if
// nobody answered.

extension TableListView: UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        delegate?.listView(self, heightForRowAt: indexPath) ?? tableView.rowHeight
    }

    /// The core's estimate, or the table's `estimatedRowHeight` (`automaticDimension`, UIKit's
    /// "no estimate", by default).
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        delegate?.listView(self, estimatedHeightForRowAt: indexPath) ?? tableView.estimatedRowHeight
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        delegate?.listView(self, heightForHeaderInSection: section) ?? tableView.sectionHeaderHeight
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        delegate?.listView(self, heightForFooterInSection: section) ?? tableView.sectionFooterHeight
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(ofKind: .header, inSection: section)
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(ofKind: .footer, inSection: section)
    }

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        delegate?.listView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let delegate else { return indexPath }
        return delegate.listView(self, willSelectRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.listView(self, didSelectRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        delegate?.listView(self, didDeselectRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        delegate?.listView(self, performPrimaryActionForRowAt: indexPath)
    }

    /// A two-finger pan selects rows when the row's data source lets it.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        delegateFeatures?.multipleSelection?.listView(self, shouldBeginMultipleSelectionInteractionAt: indexPath)
            ?? false
    }

    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        delegateFeatures?.multipleSelection?.listView(self, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// A Delete control (and a swipe's Delete) only for a row its data source lets be deleted.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        dataSourceFeatures?.editing?.listView(self, canEditRowAt: indexPath) == true ? .delete : .none
    }

    /// Rows indent in edit mode only to make room for a Delete control.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        dataSourceFeatures?.editing?.listView(self, canEditRowAt: indexPath) == true
    }

    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        delegateFeatures?.moving?.listView(
            self, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
            ?? proposedDestinationIndexPath
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        delegate?.listView(self, willDisplay: cell, forRowAt: indexPath)
    }

    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        delegate?.listView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        delegateFeatures?.scrolling?.listViewDidScroll(self)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        delegateFeatures?.scrolling?.listViewWillBeginDragging(self)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        delegateFeatures?.scrolling?.listViewDidEndDragging(self, willDecelerate: decelerate)
    }
}
