import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct ContextMenuTests {
    @Test func aRowsMenuComesFromTheDataSourceThatOwnsItThroughAMediatorAndAComposite() {
        var shared: [String] = []
        let settings = FlatDataSource(items: ["Wi-Fi"], cellProvider: .text { $0 })
        let files = FlatDataSource(items: ["a.txt", "b.txt"], cellProvider: .text { $0 })
        files.contextMenu = { [weak files] file, indexPath in
            ListContextMenu(
                title: file,
                actions: [
                    ListMenuAction(title: "Share", image: "square.and.arrow.up") { shared.append(file) },
                    ListMenuAction(title: "Rename", isDisabled: true) {},
                    ListMenuAction(title: "Delete", isDestructive: true) { files?.deleteItem(at: indexPath) },
                ])
        }
        let tableView = HeadlessTableView()
        tableView.currentDataSource = ListViewMediator(
            wrapping: CompositeDataSource<HeadlessTableView>([settings, files]))

        #expect(tableView.contextMenu(forRowAt: IndexPath(row: 0, section: 0)) == nil, "settings have none")
        #expect(tableView.contextMenu(forRowAt: IndexPath(row: 1, section: 1))?.title == "b.txt")
        #expect(tableView.chooseContextMenuAction(titled: "Share", forRowAt: IndexPath(row: 1, section: 1)))
        #expect(!tableView.chooseContextMenuAction(titled: "Rename", forRowAt: IndexPath(row: 1, section: 1)))
        #expect(tableView.chooseContextMenuAction(titled: "Delete", forRowAt: IndexPath(row: 0, section: 1)))

        #expect(shared == ["b.txt"])
        #expect(files.items == ["b.txt"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func theAppsDelegateAnswersBeforeTheDataSource() {
        final class AppDelegate: ListViewMediatorDelegate, ListViewRowActionsDelegate {
            func listView(_ listView: HeadlessTableView, contextMenuForRowAt indexPath: IndexPath) -> ListContextMenu? {
                ListContextMenu(title: "the app's", actions: [])
            }
        }
        let items = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        items.contextMenu = { _, _ in ListContextMenu(title: "the data source's", actions: []) }
        let mediator = ListViewMediator(wrapping: items)
        let delegate = AppDelegate()
        mediator.delegate = delegate
        let tableView = HeadlessTableView()
        tableView.currentDataSource = mediator

        #expect(tableView.contextMenu(forRowAt: IndexPath(row: 0, section: 0))?.title == "the app's")
    }
}
