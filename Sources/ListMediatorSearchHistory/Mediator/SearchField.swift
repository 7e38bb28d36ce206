/// What ``SearchHistoryMediator`` needs from a search field: its text, its editing events and
/// a way to end editing.
///
/// A `UISearchBar` adapter forwards `UISearchBarDelegate` calls to ``searchFieldDelegate``;
/// `HeadlessSearchField` in `ListMediatorTesting` plays a user's taps in tests.
@MainActor
public protocol SearchField: AnyObject {
    /// The text in the field; `nil` and `""` both mean empty, as with `UISearchBar`.
    var text: String? { get set }

    /// The object told about editing events. Conforming types hold it weakly, as UIKit does.
    var searchFieldDelegate: (any SearchFieldDelegate)? { get set }

    /// Ends editing (hiding the keyboard on a device); the field reports
    /// ``SearchFieldDelegate/searchFieldDidEndEditing(_:)`` if it was editing.
    @discardableResult
    func resignFirstResponder() -> Bool
}

/// The editing events of a ``SearchField``, named after `UISearchBarDelegate`'s.
///
/// Fields report user actions only; setting ``SearchField/text`` from code reports nothing.
@MainActor
public protocol SearchFieldDelegate: AnyObject {
    /// The field became first responder.
    func searchFieldDidBeginEditing(_ searchField: any SearchField)

    /// The user changed the text.
    func searchField(_ searchField: any SearchField, textDidChange searchText: String)

    /// The field stopped being first responder.
    func searchFieldDidEndEditing(_ searchField: any SearchField)

    /// The user tapped the search (return) button.
    func searchFieldSearchButtonClicked(_ searchField: any SearchField)

    /// The user tapped the cancel button.
    func searchFieldCancelButtonClicked(_ searchField: any SearchField)
}
