import ListMediatorSearchHistory

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A `UISearchBar` as a `SearchField`: it becomes the bar's delegate and reports its editing
/// events to the search history mediator and to the app's ``forwardingDelegate``.
///
/// ```swift
/// let field = SearchBarField(searchBar: searchBar)   // keep it in a property
/// field.forwardingDelegate = self                    // live results as the user types, scope bar…
/// mediator = SearchHistoryMediator(searchField: field, historyView: history, repository: repository) { … }
/// ```
///
/// It works with a `UISearchController`'s bar too: pass `searchController.searchBar`.
@MainActor
public final class SearchBarField: NSObject, SearchField {
    /// The search bar this field reads and reports.
    public let searchBar: UISearchBar
    public weak var searchFieldDelegate: (any SearchFieldDelegate)?
    /// The app's own delegate of the bar, held weakly: it hears every editing event — after the
    /// mediator for editing and typing (live results), before it for the search and cancel
    /// buttons, whose handling ends editing, so the order is UIKit's — and, on Apple
    /// platforms, every other `UISearchBarDelegate` call (the scope bar, the bookmark button,
    /// `searchBarShouldBeginEditing`…), which the field hands on unanswered.
    public weak var forwardingDelegate: (any UISearchBarDelegate)?

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
        forward(.didBeginEditing)
    }

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        searchFieldDelegate?.searchField(self, textDidChange: searchText)
        forward(.textDidChange(searchText))
    }

    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        searchFieldDelegate?.searchFieldDidEndEditing(self)
        forward(.didEndEditing)
    }

    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        // The app first: the mediator's handling ends editing, which UIKit reports after the tap.
        forward(.searchButtonClicked)
        searchFieldDelegate?.searchFieldSearchButtonClicked(self)
    }

    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        // The app first: the mediator's handling ends editing, which UIKit reports after the tap.
        forward(.cancelButtonClicked)
        searchFieldDelegate?.searchFieldCancelButtonClicked(self)
    }
}

/// The bar's events the field handles, handed on to the app's delegate.
private enum SearchBarEvent {
    case didBeginEditing, textDidChange(String), didEndEditing, searchButtonClicked, cancelButtonClicked
}

extension SearchBarField {
    /// Tells the app's ``forwardingDelegate`` about `event`. UIKit's delegate methods are
    /// optional, the stand-in's have empty defaults: the two spellings of one call.
    private func forward(_ event: SearchBarEvent) {
        guard let app = forwardingDelegate else { return }
        #if canImport(UIKit)
            switch event {
            case .didBeginEditing: app.searchBarTextDidBeginEditing?(searchBar)
            case .textDidChange(let text): app.searchBar?(searchBar, textDidChange: text)
            case .didEndEditing: app.searchBarTextDidEndEditing?(searchBar)
            case .searchButtonClicked: app.searchBarSearchButtonClicked?(searchBar)
            case .cancelButtonClicked: app.searchBarCancelButtonClicked?(searchBar)
            }
        #else
            switch event {
            case .didBeginEditing: app.searchBarTextDidBeginEditing(searchBar)
            case .textDidChange(let text): app.searchBar(searchBar, textDidChange: text)
            case .didEndEditing: app.searchBarTextDidEndEditing(searchBar)
            case .searchButtonClicked: app.searchBarSearchButtonClicked(searchBar)
            case .cancelButtonClicked: app.searchBarCancelButtonClicked(searchBar)
            }
        #endif
    }
}

#if canImport(UIKit) && canImport(ObjectiveC)
    // The bar's other delegate calls (scope bar, bookmark and results-list buttons, the
    // should-begin and should-change questions) UIKit makes only when its delegate responds to
    // them: the field responds for the app's delegate and hands them on unanswered. The
    // Objective-C runtime exists on Apple platforms only, where the iOS SDK check type-checks
    // these lines. Nonisolated, as NSObject's methods are; UIKit calls them on the main thread.
    extension SearchBarField {
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || forwardedTarget(for: aSelector) != nil
        }

        public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            forwardedTarget(for: aSelector) ?? super.forwardingTarget(for: aSelector)
        }

        private nonisolated func forwardedTarget(for selector: Selector) -> (any UISearchBarDelegate)? {
            MainActor.assumeIsolated {
                guard let app = forwardingDelegate, app.responds(to: selector) else { return nil }
                return app
            }
        }
    }
#endif
