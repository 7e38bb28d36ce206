import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The section index on UITableView: the table asks `TableListView` for the data source's titles
/// when it reloads and after a batch update that changes the sections, and a touch on a title
/// scrolls to the section the data source gave it.
@MainActor
struct SectionIndexOnUIKitTests {
    @Test func theTableShowsTheTitlesAndATouchGoesToTheirSection() {
        let table = UIKitTable()
        let people = GroupedDataSource<String, String, TableListView>(
            items: ["Abe", "Ada", "Bo", "Cy"], sectionKey: { String($0.prefix(2)) }, cellProvider: .text { $0 })
        people.sectionIndexTitle = { String($0.prefix(1)) }
        let pinned = FlatDataSource<String, TableListView>(items: ["Me"], cellProvider: .text { $0 })
        table.listView.currentDataSource = CompositeDataSource([pinned, people])

        #expect(table.tableView.sectionIndexTitlesShown == ["A", "B", "C"])
        #expect(table.tableView.tapSectionIndexTitle(at: 1) == 3, "after the pinned section and Ab, Ad")

        people.apply(["Abe", "Ada", "Bo", "Cy", "Zed"])

        #expect(table.tableView.sectionIndexTitlesShown == ["A", "B", "C", "Z"])
    }

    @Test func aTableWhoseDataSourceGivesNoTitlesShowsNoIndex() {
        let table = UIKitTable()
        table.listView.currentDataSource = FlatDataSource<String, TableListView>(
            items: ["a"], cellProvider: .text { $0 })

        #expect(table.tableView.sectionIndexTitlesShown == nil)
    }
}
