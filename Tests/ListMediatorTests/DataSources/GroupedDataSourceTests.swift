import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct GroupedDataSourceTests {
    private func makeSections(onSelect: ((Product) -> Void)? = nil) -> GroupedDataSource<
        Product, String, HeadlessTableView
    > {
        GroupedDataSource(
            items: Product.samples, sectionKey: \.category, cellProvider: .text { $0.name }, onSelect: onSelect)
    }

    @Test func sectionsInAnOrderOfTheirOwnNeedNoHeaderTitles() {
        let columns = GroupedDataSource<Product, String, HeadlessTableView>(
            items: Product.samples, sectionKey: \.category, sectionOrder: { $0 > $1 }, cellProvider: .text { $0.name })
        let tableView = HeadlessTableView()
        tableView.currentDataSource = columns

        #expect(columns.sections.map(\.key) == ["Kitchen", "Garden", "Books"])
        #expect((0..<3).map { columns.listView(tableView, titleForHeaderInSection: $0) } == [nil, nil, nil])
    }

    @Test func groupsProductsByCategoryWithSectionsSortedByTitle() {
        let sections = makeSections()
        let tableView = HeadlessTableView()
        tableView.currentDataSource = sections

        #expect(sections.sections.map(\.key) == ["Books", "Garden", "Kitchen"])
        #expect(
            (0..<3).map { sections.listView(tableView, titleForHeaderInSection: $0) } == ["Books", "Garden", "Kitchen"])
        #expect((0..<3).map(tableView.numberOfRows(inSection:)) == [2, 1, 2])
    }

    @Test func keepsTheGivenOrderOfItemsInsideASection() {
        let sections = makeSections()

        #expect(sections.sections[0].items.map(\.name) == ["Atlas", "Novel"])
        #expect(sections.sections[2].items.map(\.name) == ["Kettle", "Whisk"])
    }

    @Test func followsACustomSectionOrderAndTitles() {
        let sections = GroupedDataSource<Int, Int, HeadlessTableView>(
            items: Array(0..<10),
            sectionKey: { $0 % 3 },
            sectionOrder: { $0 > $1 },
            headerTitle: { $0 == 0 ? nil : "Remainder \($0)" },
            footerTitle: { "\($0.items.count) numbers" },
            cellProvider: .text { "\($0)" })
        let tableView = HeadlessTableView()

        #expect(sections.sections.map(\.key) == [2, 1, 0])
        #expect(sections.listView(tableView, titleForHeaderInSection: 0) == "Remainder 2")
        #expect(sections.listView(tableView, titleForHeaderInSection: 2) == nil)
        #expect(sections.listView(tableView, titleForFooterInSection: 2) == "4 numbers")
    }

    @Test func translatesIndexPathsToItemsAcrossSections() {
        let sections = makeSections()

        #expect(sections[IndexPath(row: 1, section: 0)].name == "Novel")
        #expect(sections.item(at: IndexPath(row: 0, section: 1))?.name == "Trowel")
        #expect(sections.item(at: IndexPath(row: 1, section: 1)) == nil)
        #expect(sections.item(at: IndexPath(row: 0, section: 3)) == nil)
    }

    @Test func checkedLookupOutsideTheSectionsTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let sections = GroupedDataSource<Int, Bool, HeadlessTableView>(
                    items: [1, 2, 3], sectionKey: { $0.isMultiple(of: 2) }, sectionOrder: { !$0 && $1 },
                    headerTitle: { "\($0)" }, cellProvider: .text { "\($0)" })
                _ = sections[IndexPath(row: 2, section: 0)]
            }
        }
    }

    @Test func selectingARowHandsTheOwnerTheItemOfThatSection() {
        var selected: [Product] = []
        let tableView = HeadlessTableView()
        tableView.currentDataSource = makeSections { selected.append($0) }

        tableView.tapRow(at: IndexPath(row: 1, section: 2))

        #expect(selected.map(\.name) == ["Whisk"])
    }

    @Test func groupsAndOrdersTenThousandItems() {
        let categories = (0..<37).map { "Category \(String($0).leftPadded(to: 2))" }
        let items = (0..<10_000).map { Product(name: "Item \($0)", category: categories[($0 * 7919) % 37], price: 1) }

        let sections = GroupedDataSource<Product, String, HeadlessTableView>(
            items: items, sectionKey: \.category, cellProvider: .text { $0.name })

        #expect(sections.sections.map(\.key) == categories)
        #expect(sections.sections.map(\.items.count).reduce(0, +) == 10_000)
        for section in sections.sections {
            #expect(section.items.allSatisfy { $0.category == section.key })
            let numbers = section.items.map { Int($0.name.dropFirst(5))! }
            #expect(numbers == numbers.sorted(), "items keep their given order inside \(section.key)")
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(length - count, 0)) + self
    }
}
