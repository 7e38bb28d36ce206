import ListMediatorSearchHistory

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A `UISearchBar` as a `SearchField`: it becomes the bar's delegate
/// and reports its editing events to the search history mediator.
///
/// ```swift
/// let field = SearchBarField(searchBar: searchBar)   // keep it in a property
/// mediator = SearchHistoryMediator(searchField: field, historyView: history, repository: repository) { … }
/// ```
@MainActor
public final class SearchBarField: NSObject, SearchField {
    /// The search bar this field reads and reports.
    public let searchBar: UISearchBar
    public weak var searchFieldDelegate: (any SearchFieldDelegate)?

    /// Becomes `searchBar`'s delegate.
    public init(searchBar: UISearchBar) {
        self.searchBar = searchBar
        super.init()
        searchBar.delegate = self
    }

    public var text: String? {
        get { searchBar.text }
        set { searchBar.text = newValue }
    }

    @discardableResult
    public func resignFirstResponder() -> Bool {
        searchBar.resignFirstResponder()
    }
}

extension SearchBarField: UISearchBarDelegate {
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        searchFieldDelegate?.searchFieldDidBeginEditing(self)
    }

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        searchFieldDelegate?.searchField(self, textDidChange: searchText)
    }

    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        searchFieldDelegate?.searchFieldDidEndEditing(self)
    }

    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchFieldDelegate?.searchFieldSearchButtonClicked(self)
    }

    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchFieldDelegate?.searchFieldCancelButtonClicked(self)
    }
}
