import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A settings screen from a composite" (ListMediatorUIKit.docc/SettingsOnUIKit.md), compiled
/// against UIKit or its stand-in.
enum SettingsExample {
    enum AccountRow: String, CaseIterable, Hashable, Sendable {
        case name = "Name"
        case email = "Email"
    }

    enum NotificationSetting: String, CaseIterable, Hashable, Sendable {
        case allowNotifications = "Allow Notifications"
        case sounds = "Sounds"
        case badges = "Badges"
    }

    struct BlockedUser: Identifiable, Hashable, Sendable {
        let id: Int
        let username: String
        var isMuted = false
    }

    /// The app's account service: an actor in the app, a fake one in its tests.
    protocol AccountService: Actor {
        func blockedUsers() async throws -> [BlockedUser]
        func unblock(_ id: BlockedUser.ID) async throws
    }

    /// What the notification rows show; the rows stay the same items when it changes.
    @MainActor
    final class NotificationPreferences {
        var enabled: Set<NotificationSetting> = [.allowNotifications, .sounds]

        /// Sounds and badges mean nothing while notifications are off.
        func isAvailable(_ setting: NotificationSetting) -> Bool {
            setting == .allowNotifications || enabled.contains(.allowNotifications)
        }
    }

    final class SettingsViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .insetGrouped)
        private lazy var listView = TableListView(tableView: tableView)
        private let service: any AccountService
        let preferences = NotificationPreferences()

        let account = FlatDataSource<AccountRow, TableListView>(
            items: AccountRow.allCases, headerTitle: "Account",
            cellProvider: .registered(UITableViewCell.self) { cell, row in
                var content = cell.defaultContentConfiguration()
                content.text = row.rawValue
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
            })
        lazy var notifications = FlatDataSource<NotificationSetting, TableListView>(
            items: NotificationSetting.allCases, headerTitle: "Notifications",
            cellProvider: .registered(UITableViewCell.self) { [preferences] cell, setting in
                var content = cell.defaultContentConfiguration()
                content.text = setting.rawValue
                content.secondaryText = preferences.isAvailable(setting) ? nil : "Needs notifications"
                cell.contentConfiguration = content
                cell.accessoryType = preferences.enabled.contains(setting) ? .checkmark : .none
            })
        let blocked = FlatDataSource<BlockedUser, TableListView>(
            items: [], headerTitle: "Blocked",
            cellProvider: .registered(UITableViewCell.self) { cell, user in
                var content = cell.defaultContentConfiguration()
                content.text = user.username
                content.secondaryText = user.isMuted ? "Muted" : nil
                cell.contentConfiguration = content
            })
        private(set) var opened: [AccountRow] = []

        init(service: any AccountService) {
            self.service = service
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            account.onSelect = { [weak self] row in self?.open(row) }
            notifications.canSelectItem = { [preferences] setting in preferences.isAvailable(setting) }
            notifications.onSelect = { [weak self] setting in self?.toggle(setting) }
            blocked.swipeActions = { [weak self] user, _, edge in
                guard let self else { return nil }
                return ListSwipeActions([edge == .trailing ? unblockAction(for: user) : muteAction(for: user)])
            }
            blocked.contextMenu = { [weak self] user, _ in
                guard let self else { return nil }
                return ListContextMenu(
                    title: user.username,
                    actions: [
                        ListMenuAction(title: user.isMuted ? "Unmute" : "Mute", image: "bell.slash") {
                            self.setMuted(!user.isMuted, for: user.id)
                        },
                        ListMenuAction(
                            title: "Unblock", image: "person.crop.circle.badge.checkmark", isDestructive: true
                        ) {
                            self.unblock(user.id) { _ in }
                        },
                    ])
            }
            listView.currentDataSource = CompositeDataSource<TableListView>([account, notifications, blocked])
            Task {
                blocked.apply((try? await service.blockedUsers()) ?? [])
            }
        }

        private func open(_ row: AccountRow) {
            account.deselectAllItems()
            opened.append(row)  // push the row's screen
        }

        /// A setting changes what its row and the rows that depend on it show, not the rows
        /// themselves: their cells are updated in place, with no batch update.
        private func toggle(_ setting: NotificationSetting) {
            notifications.deselectAllItems()
            preferences.enabled.formSymmetricDifference([setting])
            if setting == .allowNotifications {
                notifications.reconfigureItems(where: { _ in true })
            } else {
                notifications.reconfigureItems(where: { $0 == setting })
            }
        }

        private func unblockAction(for user: BlockedUser) -> ListSwipeAction {
            ListSwipeAction(
                title: "Unblock", image: "person.crop.circle.badge.checkmark", backgroundColor: .blue,
                style: .destructive
            ) { [weak self] completion in
                self?.unblock(user.id, completion: completion)
            }
        }

        private func muteAction(for user: BlockedUser) -> ListSwipeAction {
            ListSwipeAction(
                title: nil, image: user.isMuted ? "bell" : "bell.slash", backgroundColor: .orange,
                accessibilityLabel: user.isMuted ? "Unmute" : "Mute"
            ) { [weak self] completion in
                self?.setMuted(!user.isMuted, for: user.id)
                completion(true)
            }
        }

        /// The user leaves the list once the service has unblocked them.
        private func unblock(_ id: BlockedUser.ID, completion: @escaping (Bool) -> Void) {
            Task {
                do {
                    try await service.unblock(id)
                    blocked.apply(blocked.items.filter { $0.id != id })
                    completion(true)
                } catch {
                    completion(false)
                }
            }
        }

        private func setMuted(_ isMuted: Bool, for id: BlockedUser.ID) {
            blocked.apply(
                blocked.items.map { user in
                    var user = user
                    if user.id == id { user.isMuted = isMuted }
                    return user
                })
        }
    }
}
