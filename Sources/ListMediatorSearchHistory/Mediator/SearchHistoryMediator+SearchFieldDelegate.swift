extension SearchHistoryMediator: SearchFieldDelegate {
    /// Shows the history, filtered by any text already in the field.
    public func searchFieldDidBeginEditing(_ searchField: any SearchField) {
        historyView.isHidden = false
        filtersByFieldText = true
        showSuggestions()
    }

    /// Shows the history unless the field is empty (`isHidden = text?.isEmpty ?? false`, so a
    /// field reporting `nil` text shows it), listing the terms starting with the new text.
    public func searchField(_ searchField: any SearchField, textDidChange searchText: String) {
        // Reads the field rather than `searchText`, so that a field reporting `nil` text shows
        // the history, as the rule above says.
        historyView.isHidden = searchField.text?.isEmpty ?? false
        filtersByFieldText = true
        showSuggestions()
    }

    /// Hides the history.
    public func searchFieldDidEndEditing(_ searchField: any SearchField) {
        historyView.isHidden = true
    }

    /// Hides the history, records a non-empty term, clears the field when
    /// ``SearchHistoryMediator/clearsFieldOnSearch`` says so, and ends editing.
    public func searchFieldSearchButtonClicked(_ searchField: any SearchField) {
        performSearch()
    }

    /// Hides the history and ends editing, keeping the text.
    public func searchFieldCancelButtonClicked(_ searchField: any SearchField) {
        historyView.isHidden = true
        searchField.resignFirstResponder()
    }
}
