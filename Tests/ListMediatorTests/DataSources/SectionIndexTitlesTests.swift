import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The section index beside a list — the A–Z of a contacts list: a grouped data source's titles
/// from its keys, one entry for sections in a row with the same title, routed through composites
/// and a mediator with their sections' offsets, and a tap that scrolls to the title's section.
@MainActor
struct SectionIndexTitlesTests {
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 132))

    private func contacts(_ names: [String]) -> GroupedDataSource<String, String, HeadlessTableView> {
        let list = GroupedDataSource<String, String, HeadlessTableView>(
            items: names, sectionKey: { String($0.prefix(2)) }, cellProvider: .text { $0 })
        list.sectionIndexTitle = { String($0.prefix(1)) }
        return list
    }

    @Test func sectionsInARowWithOneTitleShareAnEntryThatGoesToTheFirst() {
        let list = contacts(["Abe", "Ada", "Avi", "Bo", "Cy", "Cyd"])  // sections Ab, Ad, Av, Bo, Cy
        tableView.currentDataSource = list

        #expect(
            list.sectionIndexTitles(in: tableView) == [
                SectionIndexTitle(title: "A", section: 0), SectionIndexTitle(title: "B", section: 3),
                SectionIndexTitle(title: "C", section: 4),
            ])
        #expect(tableView.sectionIndexTitles == ["A", "B", "C"])
    }

    @Test func aFullIndexShowsEveryTitleEachGoingToItsSectionOrTheNearestAfterIt() {
        let list = contacts(["Bo", "Dee", "Dot", "Max"])  // sections Bo, De, Do, Ma
        list.allSectionIndexTitles = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init) + ["#"]
        tableView.currentDataSource = list

        let index = list.sectionIndexTitles(in: tableView)
        #expect(index.count == 27)
        let sectionByTitle = Dictionary(uniqueKeysWithValues: index.map { ($0.title, $0.section) })
        #expect(sectionByTitle["A"] == 0 && sectionByTitle["B"] == 0)
        #expect(sectionByTitle["C"] == 1 && sectionByTitle["D"] == 1, "D goes to the first of its sections")
        #expect(sectionByTitle["E"] == 3 && sectionByTitle["M"] == 3)
        #expect(sectionByTitle["N"] == 3 && sectionByTitle["#"] == 3, "past the last title, the last section")
        #expect(tableView.sectionIndexTitles.count == 27)
    }

    @Test func aFullIndexOverNoSectionsIsEmpty() {
        let list = contacts([])
        list.allSectionIndexTitles = ["A", "B"]
        tableView.currentDataSource = list

        #expect(list.sectionIndexTitles(in: tableView).isEmpty)
    }

    @Test func aListWithoutTitlesShowsNoIndex() {
        let plain = GroupedDataSource<String, String, HeadlessTableView>(
            items: ["Abe"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        tableView.currentDataSource = ListViewMediator(
            wrapping: CompositeDataSource([
                plain, FlatDataSource<String, HeadlessTableView>(items: ["x"], cellProvider: .text { $0 }),
            ]))

        #expect(tableView.sectionIndexTitles.isEmpty)
    }

    @Test func aCompositeJoinsItsChildrensEntriesInItsOwnNumbers() {
        let pinned = FlatDataSource<String, HeadlessTableView>(items: ["Me"], cellProvider: .text { $0 })
        let people = contacts(["Abe", "Bo", "Cy"])
        let mediator = ListViewMediator(wrapping: CompositeDataSource([pinned, people]))
        tableView.currentDataSource = mediator

        #expect(mediator.sectionIndexTitles(in: tableView).map(\.section) == [1, 2, 3])
        #expect(tableView.sectionIndexTitles == ["A", "B", "C"])
    }

    @Test func aTapOnATitleScrollsItsSectionToTheTop() {
        let list = contacts((0..<8).map { "A\($0)" } + (0..<8).map { "Bo\($0)" } + ["Cy"])
        tableView.currentDataSource = list

        #expect(tableView.tapSectionIndexTitle(at: 1) == 8, "after the eight sections of A")

        #expect(tableView.visibleCells.first?.text == "Bo0")
        #expect(tableView.tapSectionIndexTitle(at: 7) == nil)
    }

    @Test func theEntriesFollowTheSections() {
        let list = contacts(["Bo"])
        tableView.currentDataSource = list

        list.apply(["Abe", "Bo", "Zed"])

        #expect(tableView.sectionIndexTitles == ["A", "B", "Z"])
    }

    @Test func anIndexTitleThatNamesNoSectionStopsWithAMessageNamingIt() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([
                    FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 }),
                    MisindexedDataSource(),
                ])
                _ = tableView.sectionIndexTitles
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "the section index title \"Q\" of MisindexedDataSource names section 3, but it has 1 sections"))
    }
}

/// A data source of an app's own whose index names a section it does not have.
@MainActor
final class MisindexedDataSource: ListViewSectionIndexDataSource {
    func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableView.Cell {
        fatalError("no rows")
    }
    func sectionIndexTitles(in listView: HeadlessTableView) -> [SectionIndexTitle] {
        [SectionIndexTitle(title: "Q", section: 3)]
    }
}
