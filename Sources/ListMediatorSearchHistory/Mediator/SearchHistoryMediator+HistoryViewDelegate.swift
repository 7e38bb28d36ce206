extension SearchHistoryMediator: HistoryViewDelegate {
    /// Puts `term` in the field and searches for it, as if the user had typed it and tapped search.
    public func historyView(_ historyView: any HistoryView, didSelectTerm term: String) {
        searchField.text = term
        performSearch()
    }

    /// Removes `term` from the repository; the view updates when the repository reports the change.
    public func historyView(_ historyView: any HistoryView, didDeleteTerm term: String) {
        do {
            try repository.removeSearchTerm(term)
        } catch {
            errorHandler?(error)
        }
    }

    /// Removes every term from the repository; the view empties when the repository reports
    /// the change.
    public func historyViewDidRequestClearing(_ historyView: any HistoryView) {
        do {
            try repository.removeAllSearchTerms()
        } catch {
            errorHandler?(error)
        }
    }
}
