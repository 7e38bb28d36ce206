import Foundation
import ListMediator
import ListMediatorTesting

/// A hand-written data source over mutable sections of strings, for driving the headless
/// view through exactly the calls a test wants.
@MainActor
final class StringSectionsDataSource: ListViewDataSource, ListViewScrollingDelegate {
    var sections: [[String]]
    var rowHeights: [IndexPath: CGFloat] = [:]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    private(set) var selected: [IndexPath] = []
    private(set) var scrollEvents = 0
    private(set) var cellRequests = 0

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in listView: HeadlessTableView) -> Int { sections.count }

    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        cellRequests += 1
        let cell = listView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func listView(_ listView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles[section]
    }

    func listView(_ listView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
        footerTitles[section]
    }

    func registerCells(in listView: HeadlessTableView) {
        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    func listView(_ listView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        rowHeights[indexPath]
    }

    func listView(_ listView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func listViewDidScroll(_ listView: HeadlessTableView) {
        scrollEvents += 1
    }
}

extension IndexPath {
    static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
}

func numbered(_ count: Int, prefix: String = "row") -> [String] {
    (0..<count).map { "\(prefix) \($0)" }
}
