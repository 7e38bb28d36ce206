import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The settings guide's view controller, played against the UIKit stand-in.
@MainActor
struct SettingsExampleTests {
    typealias Example = SettingsExample

    actor FakeAccountService: Example.AccountService {
        private(set) var blocked = [
            Example.BlockedUser(id: 1, username: "troll"), Example.BlockedUser(id: 2, username: "spammer"),
        ]

        func blockedUsers() async throws -> [Example.BlockedUser] { blocked }
        func unblock(_ id: Example.BlockedUser.ID) async throws { blocked.removeAll { $0.id == id } }
    }

    let service = FakeAccountService()
    let controller: Example.SettingsViewController
    let tableView: UITableView

    init() async throws {
        controller = Example.SettingsViewController(service: service)
        controller.simulateAppearance()
        tableView = try #require(controller.view.subviews.lazy.compactMap { $0 as? UITableView }.first)
        await settle { tableView.numberOfRows(inSection: 2) == 2 }
    }

    func content(_ indexPath: IndexPath) -> UIListContentConfiguration? {
        tableView.cellForRow(at: indexPath)?.contentConfiguration as? UIListContentConfiguration
    }

    func row(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func threeSectionsFromThreeDataSourcesWithTheBlockedUsersFromTheService() {
        #expect(tableView.numberOfSections == 3)
        #expect(content(row(1, 0))?.text == "Email")
        #expect(content(row(0, 1))?.text == "Allow Notifications")
        #expect(content(row(1, 2))?.text == "spammer")

        tableView.simulateTap(at: row(1, 0))
        #expect(controller.opened == [.email])
        #expect(tableView.indexPathsForSelectedRows == nil || tableView.indexPathsForSelectedRows == [])
    }

    @Test func turningNotificationsOffUpdatesTheRowsThatDependOnItInPlace() throws {
        let sounds = try #require(tableView.cellForRow(at: row(1, 1)))
        let batches = tableView.performedBatchUpdates.count

        tableView.simulateTap(at: row(0, 1))

        #expect(tableView.cellForRow(at: row(0, 1))?.accessoryType == UITableViewCell.AccessoryType.none)
        #expect(content(row(1, 1))?.secondaryText == "Needs notifications")
        #expect(tableView.cellForRow(at: row(1, 1)) === sounds, "the same cell, updated")
        #expect(tableView.performedBatchUpdates.count == batches, "no batch update")

        tableView.simulateTap(at: row(2, 1))  // badges: not available now
        #expect(controller.preferences.enabled == [.sounds])
    }

    @Test func swipingABlockedUserOffersUnblockAndMuteWithTheirImagesAndColours() async throws {
        let trailing = try #require(tableView.simulateSwipe(leading: false, at: row(0, 2)))
        let unblock = try #require(trailing.actions.first)
        #expect(unblock.title == "Unblock")
        #expect(unblock.image?.systemName == "person.crop.circle.badge.checkmark")
        #expect(unblock.backgroundColor == .systemBlue)

        let leading = try #require(tableView.simulateSwipe(leading: true, at: row(0, 2)))
        let mute = try #require(leading.actions.first)
        #expect(mute.accessibilityLabel == "Mute")
        #expect(mute.simulateTap(on: tableView) == true)
        #expect(content(row(0, 2))?.secondaryText == "Muted")

        _ = unblock.simulateTap(on: tableView)
        await settle { tableView.numberOfRows(inSection: 2) == 1 }
        #expect(content(row(0, 2))?.text == "spammer")
        #expect(await service.blocked.map(\.username) == ["spammer"])
    }

    @Test func aBlockedUsersMenuMutesAndUnblocks() async throws {
        let delegate = try #require(tableView.delegate)
        let configuration = try #require(
            delegate.tableView(tableView, contextMenuConfigurationForRowAt: row(1, 2), point: .zero))
        let menu = try #require(configuration.simulateMenu())
        let actions = menu.children.compactMap { $0 as? UIAction }
        #expect(menu.title == "spammer")
        #expect(actions.map(\.title) == ["Mute", "Unblock"])
        #expect(actions.last?.attributes.contains(.destructive) == true)

        actions.last?.simulateChoice()
        await settle { tableView.numberOfRows(inSection: 2) == 1 }
        #expect(content(row(0, 2))?.text == "troll")
    }
}
