import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A contacts list with an A–Z index" (ListMediatorUIKit.docc/ContactsOnUIKit.md), compiled
/// against UIKit or its stand-in.
enum ContactsExample {
    struct Contact: Identifiable, Hashable, Sendable {
        let id: Int
        let name: String

        /// The letter the contact is filed under: "#" for a name that starts with no letter.
        var initial: String {
            guard let first = name.first, first.isLetter else { return "#" }
            return String(first).uppercased()
        }
    }

    /// The app's address book: an actor in the app, a fake one in its tests.
    protocol ContactsService: Actor {
        func contacts() async throws -> [Contact]
    }

    final class ContactsViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private lazy var listView = TableListView(tableView: tableView)
        private let service: any ContactsService

        let contacts = GroupedDataSource<Contact, String, TableListView>(
            items: [], sectionKey: \.initial,
            // Letters in alphabetical order, "#" last, as Contacts files them.
            sectionOrder: { ($0 == "#" ? 1 : 0, $0) < ($1 == "#" ? 1 : 0, $1) },
            headerTitle: { $0 },
            cellProvider: .text(\.name))

        init(service: any ContactsService) {
            self.service = service
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Contacts"
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            // The index beside the list: each section's letter, a touch scrolls to it.
            contacts.sectionIndexTitle = { $0 }
            // The whole alphabet, as Contacts shows it: a letter no contact has scrolls to the
            // next letter that has some.
            contacts.allSectionIndexTitles = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init) + ["#"]
            listView.currentDataSource = contacts
            Task { await load() }
        }

        func load() async {
            guard let all = try? await service.contacts() else { return }
            contacts.apply(all.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending })
        }

        /// A contact the user added: its letter's section appears, and its letter in the index
        /// now scrolls there.
        func add(_ contact: Contact) {
            contacts.apply(
                (contacts.items + [contact]).sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending })
        }
    }
}
