import Foundation

/// `UIViewController`: the view life cycle the guides' controllers use.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The root view, loaded (``loadView()``, then ``viewDidLoad()``) the first time it is read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// The title a navigation bar shows for the controller.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What a navigation bar shows for the controller: its title, buttons and search bar.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    private var editing = false

    /// A bar button that enters edit mode and leaves it again (Edit, then Done).
    public private(set) lazy var editButtonItem = UIBarButtonItem(
        systemItem: .edit,
        primaryAction: UIAction { [unowned self] _ in setEditing(!isEditing, animated: true) })

    /// Whether the controller is in edit mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves edit mode; overrides call `super` and put their views in the same mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
    }

    open func loadView() {
        loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    // MARK: Not UIKit: the life cycle a window drives, for tests

    /// Loads the view if needed and tells the controller it appears, as presenting it would.
    public func simulateAppearance() {
        loadViewIfNeeded()
        viewWillAppear(false)
    }
}
