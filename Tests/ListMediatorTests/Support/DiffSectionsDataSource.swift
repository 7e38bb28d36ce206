import Foundation
import ListMediator
import ListMediatorTesting

/// A data source that shows any sections, including empty ones and repeated identifiers,
/// which ``GroupedDataSource`` cannot hold: what the randomised diff tests need.
@MainActor
final class DiffSectionsDataSource: ListViewDataSource {
    var sections: DiffSections

    init(_ sections: DiffSections) {
        self.sections = sections
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { sections.count }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = "\(sections[indexPath.section].items[indexPath.row])"
        return cell
    }

    func listView(_ listView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? { nil }

    func listView(_ listView: HeadlessTableView, titleForFooterInSection section: Int) -> String? { nil }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "row")
    }
}
