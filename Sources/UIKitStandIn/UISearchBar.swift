import Foundation

/// `UISearchBarDelegate`: the editing events the bindings use, with UIKit's empty defaults.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// `UISearchBar`: like UIKit's, it reports what the user does, never text set from code.
@MainActor
open class UISearchBar: UIView {
    open var text: String?
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller whose bar this is, told of what the user does, as UIKit's is.
    weak var searchController: UISearchController?

    public init() {
        super.init(frame: .zero)
    }

    /// Ends editing, reporting it to the delegate when the bar was editing.
    @discardableResult
    override open func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        super.resignFirstResponder()
        if wasEditing { delegate?.searchBarTextDidEndEditing(self) }
        return true
    }

    // MARK: Not UIKit: a user's actions, for tests

    /// Plays a tap on the bar: it starts editing.
    public func simulateTap() {
        guard !isFirstResponder else { return }
        becomeFirstResponder()
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.barDidBeginEditing()
    }

    /// Plays typing `characters`, one change per character.
    public func simulateTyping(_ characters: String) {
        for character in characters {
            text = (text ?? "") + String(character)
            delegate?.searchBar(self, textDidChange: text ?? "")
            searchController?.barTextDidChange()
        }
    }

    /// Plays a tap on the search (return) key.
    public func simulateSearchButtonTap() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// Plays a tap on the cancel button.
    public func simulateCancelButtonTap() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.barDidCancel()
    }
}
