import Foundation

/// `UISearchResultsUpdating`: told when the search bar's text or activity changes.
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchController`: a search bar that, when the user taps it, becomes active and tells its
/// updater of every change. Here it is not presented: the guides' screens show their results in
/// their own list (`searchResultsController` `nil`).
@MainActor
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    public let searchResultsController: UIViewController?
    /// Whether the search interface is shown: from the user's tap on the bar until Cancel.
    open var isActive = false {
        didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not in the stand-in") }

    // As UIKit: a tap activates the controller, every change of the text updates the results,
    // and Cancel clears the text, ends editing and deactivates it.
    func barDidBeginEditing() { isActive = true }
    func barTextDidChange() { searchResultsUpdater?.updateSearchResults(for: self) }
    func barDidCancel() {
        searchBar.text = ""
        searchBar.resignFirstResponder()
        isActive = false
    }
}

/// `UINavigationItem`: what a navigation bar shows for a view controller.
@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?

    public init(title: String) {
        self.title = title
    }
}

/// `UIBarButtonItem`: a button in a navigation bar or toolbar, running a `UIAction`.
@MainActor
open class UIBarButtonItem: NSObject {
    /// `UIBarButtonItem.SystemItem`: the few the guides use.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, trash, add, select
    }

    open var title: String?
    open var image: UIImage?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var isEnabled = true
    /// Not UIKit: the system item it was made as, for tests.
    public let systemItem: SystemItem?

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.primaryAction = primaryAction
        self.menu = menu
        self.systemItem = systemItem
    }

    /// Not UIKit: plays a tap on the button, which runs its primary action when it is enabled.
    public func simulateTap() {
        guard isEnabled else { return }
        primaryAction?.simulateChoice()
    }
}
