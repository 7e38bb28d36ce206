extension SearchHistoryMediator: SearchFieldDelegate {
    /// Shows the history, filtered by any text already in the field.
    public func searchFieldDidBeginEditing(_ searchField: any SearchField) {
        historyView.isHidden = false
        filtersByFieldText = true
        showSuggestions()
    }

    /// Applies the seed's visibility rule, `isHidden = text?.isEmpty ?? false`, and shows the
    /// terms starting with the new text.
    public func searchField(_ searchField: any SearchField, textDidChange searchText: String) {
        // Reads the field rather than `searchText` so that a field reporting `nil` behaves as
        // the seed's observation of `UISearchBar.text` does.
        historyView.isHidden = searchField.text?.isEmpty ?? false
        filtersByFieldText = true
        showSuggestions()
    }

    /// Hides the history.
    public func searchFieldDidEndEditing(_ searchField: any SearchField) {
        historyView.isHidden = true
    }

    /// Hides the history, records a non-empty term, clears the field and ends editing.
    public func searchFieldSearchButtonClicked(_ searchField: any SearchField) {
        performSearch()
    }

    /// Hides the history and ends editing, keeping the text.
    public func searchFieldCancelButtonClicked(_ searchField: any SearchField) {
        historyView.isHidden = true
        searchField.resignFirstResponder()
    }
}
