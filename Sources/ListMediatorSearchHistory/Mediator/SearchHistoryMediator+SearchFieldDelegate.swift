extension SearchHistoryMediator: SearchFieldDelegate {
    /// Shows the history, filtered by any text already in the field, when the
    /// ``SearchHistoryMediator/historyVisibility`` says so (by default it does).
    public func searchFieldDidBeginEditing(_ searchField: any SearchField) {
        historyView.isHidden = !historyVisibility.showsHistory(searchField.text ?? "", true)
        filtersByFieldText = true
        showSuggestions()
    }

    /// Shows or hides the history as the ``SearchHistoryMediator/historyVisibility`` says for
    /// the new text (by default: hidden when the field is empty), listing the terms starting with
    /// it.
    public func searchField(_ searchField: any SearchField, textDidChange searchText: String) {
        // Reads the field rather than `searchText`: what the field holds is what the user sees.
        // A field reporting `nil` text keeps the history shown under the default rule, as before.
        let text = searchField.text
        historyView.isHidden = text == nil ? false : !historyVisibility.showsHistory(text ?? "", false)
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
