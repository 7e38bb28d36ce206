#if canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import UIKit

    /// The list of the guides' screens — itself a list the library drives.
    final class GuidesViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .insetGrouped)
        private lazy var listView = TableListView(tableView: tableView)
        private let screens: FlatDataSource<GuideScreen, TableListView>

        init(screens: [GuideScreen]) {
            self.screens = FlatDataSource(
                items: screens,
                cellProvider: .registered(UITableViewCell.self, reuseIdentifier: "GuideScreen") { cell, screen in
                    var content = UIListContentConfiguration.subtitleCell()
                    content.text = screen.title
                    content.secondaryText = screen.summary
                    content.secondaryTextProperties.color = .secondaryLabel
                    cell.contentConfiguration = content
                    cell.accessoryType = .disclosureIndicator
                })
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "UIKit guides"
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            screens.onSelect = { [weak self] screen in
                self?.navigationController?.pushViewController(screen.makeViewController(), animated: true)
            }
            listView.currentDataSource = screens
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            screens.deselectAllItems(animated: animated)
        }
    }
#endif
