import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The contacts guide's view controller, played against the UIKit stand-in.
@MainActor
struct ContactsExampleTests {
    typealias Example = ContactsExample

    actor FakeContacts: Example.ContactsService {
        let names: [String]

        init(_ names: [String]) { self.names = names }

        func contacts() async throws -> [Example.Contact] {
            names.enumerated().map { Example.Contact(id: $0.offset, name: $0.element) }
        }
    }

    func show(_ names: [String]) async throws -> (Example.ContactsViewController, UITableView) {
        let controller = Example.ContactsViewController(service: FakeContacts(names))
        controller.simulateAppearance()
        let tableView = try #require(controller.view.subviews.lazy.compactMap { $0 as? UITableView }.first)
        await settle { !controller.contacts.items.isEmpty }
        return (controller, tableView)
    }

    static let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init) + ["#"]

    @Test func theIndexShowsTheWholeAlphabetAndATouchScrollsToTheLettersSection() async throws {
        let names = (0..<20).map { "Anna \($0)" } + ["Bea"] + (0..<20).map { "carl \($0)" } + ["Zoë", "42 Pizza"]
        let (controller, tableView) = try await show(names)

        #expect(tableView.sectionIndexTitlesShown == Self.alphabet)
        #expect(tableView.tapSectionIndexTitle(at: 1) == 1)
        #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 1))
        withExtendedLifetime(controller) {}
    }

    @Test func aLetterNoContactHasScrollsToTheNextLetterThatHasSome() async throws {
        let names = (0..<20).map { "Anna \($0)" } + ["Bea"] + (0..<20).map { "carl \($0)" } + ["Zoë", "42 Pizza"]
        let (controller, tableView) = try await show(names)

        // D to Y have no contacts: each goes to Z, the section after them.
        #expect(tableView.tapSectionIndexTitle(at: 3) == 3)
        #expect(tableView.tapSectionIndexTitle(at: 24) == 3)
        withExtendedLifetime(controller) {}
    }

    @Test func aContactUnderANewLetterTakesItsLetterInTheIndex() async throws {
        let (controller, tableView) = try await show(["Anna", "Carl"])
        #expect(tableView.tapSectionIndexTitle(at: 1) == 1, "B goes to C's section while no B is there")

        controller.add(Example.Contact(id: 99, name: "Bea"))

        #expect(tableView.sectionIndexTitlesShown == Self.alphabet)
        #expect(tableView.tapSectionIndexTitle(at: 1) == 1)
        #expect(tableView.tapSectionIndexTitle(at: 2) == 2, "C moved down a section")
    }
}
