import Foundation

// Everything the view tells the mediator reaches the owner — its data source when that is a
// delegate too, and its delegate — except what concerns the loading row, which only the
// mediator knows about.

extension TableViewMediator: ListViewDelegate {
    /// Calls `body` with each of the owner's listeners once: the data source's delegate role, then
    /// the delegate when it is another object.
    @inline(__always)
    func forEachListener(_ body: (any ListViewDelegate<View>) -> Void) {
        if let dataSourceDelegate { body(dataSourceDelegate) }
        if let delegate, delegate !== dataSourceDelegate { body(delegate) }
    }

    /// The owner's answer: the delegate's when it gives one, the data source's otherwise.
    @inline(__always)
    func firstAnswer<Answer>(_ ask: (any ListViewDelegate<View>) -> Answer?) -> Answer? {
        if let delegate, let answer = ask(delegate) { return answer }
        if let dataSourceDelegate { return ask(dataSourceDelegate) }
        return nil
    }

    public func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        if isLoadingSection(indexPath.section) { return loadingRowHeight }
        return firstAnswer { $0.listView(listView, heightForRowAt: indexPath) }
    }

    /// Selecting a failed load's row retries it; other rows reach the owner.
    public func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        if isLoadingSection(indexPath.section) {
            retry()
            return
        }
        forEachListener { $0.listView(listView, didSelectRowAt: indexPath) }
    }

    /// The loading row can be selected only to retry a failed load; other rows ask the owner,
    /// whose data source and delegate may each refuse or redirect the selection.
    public func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if isLoadingSection(indexPath.section) {
            if case .failed = shownRow { return indexPath }
            return nil
        }
        var target = indexPath
        if let dataSourceDelegate {
            guard let redirected = dataSourceDelegate.listView(listView, willSelectRowAt: target) else { return nil }
            target = redirected
        }
        if let delegate, delegate !== dataSourceDelegate {
            return delegate.listView(listView, willSelectRowAt: target)
        }
        return target
    }

    public func listView(_ listView: View, didDeselectRowAt indexPath: IndexPath) {
        guard !isLoadingSection(indexPath.section) else { return }
        forEachListener { $0.listView(listView, didDeselectRowAt: indexPath) }
    }

    public func listView(_ listView: View, willDisplay cell: View.Cell, forRowAt indexPath: IndexPath) {
        if isLoadingSection(indexPath.section) {
            displayedLoadingCells.insert(ObjectIdentifier(cell))
            return
        }
        forEachListener { $0.listView(listView, willDisplay: cell, forRowAt: indexPath) }
    }

    /// Told by cell rather than by index path for the loading row: the view names the row's place
    /// before the update that removed it, which the owner's sections may have taken since.
    public func listView(_ listView: View, didEndDisplaying cell: View.Cell, forRowAt indexPath: IndexPath) {
        if displayedLoadingCells.remove(ObjectIdentifier(cell)) != nil { return }
        forEachListener { $0.listView(listView, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    public func listView(_ listView: View, heightForHeaderInSection section: Int) -> CGFloat? {
        if isLoadingSection(section) { return nil }
        return firstAnswer { $0.listView(listView, heightForHeaderInSection: section) }
    }

    public func listView(_ listView: View, heightForFooterInSection section: Int) -> CGFloat? {
        if isLoadingSection(section) { return nil }
        return firstAnswer { $0.listView(listView, heightForFooterInSection: section) }
    }

    public func listViewWillBeginDragging(_ listView: View) {
        forEachListener { $0.listViewWillBeginDragging(listView) }
    }

    public func listViewDidEndDragging(_ listView: View, willDecelerate decelerate: Bool) {
        forEachListener { $0.listViewDidEndDragging(listView, willDecelerate: decelerate) }
    }

    /// Tells the owner, then asks for the next page when the end of the content is near.
    public func listViewDidScroll(_ listView: View) {
        forEachListener { $0.listViewDidScroll(listView) }
        loadMoreIfNeeded(in: listView)
    }
}
