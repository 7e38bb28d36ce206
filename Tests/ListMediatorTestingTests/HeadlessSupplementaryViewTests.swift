import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Section headers and footers as views on the headless table, with UITableView's rules.
@MainActor
struct HeadlessSupplementaryViewTests {
    struct Fruit: Identifiable, Equatable {
        var id: String
        var count = 1
    }

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 1_000))

    func fruits(_ names: [String]) -> [Fruit] { names.map { Fruit(id: $0) } }

    /// Fruits grouped by first letter, each section's header view counting its fruits.
    func groupedFruits(_ names: [String]) -> GroupedDataSource<Fruit, String, HeadlessTableView> {
        GroupedDataSource(
            items: fruits(names), sectionKey: { String($0.id.prefix(1)) }, cellProvider: .text { $0.id },
            supplementaryViewProvider: .text(ofKind: .header) { "\($0.key) (\($0.items.count))" })
    }

    var shownHeadersAndFooters: [String] {
        tableView.visibleSupplementaryViews.map {
            "\($0.kind == .header ? "header" : "footer") \($0.section): \($0.view.text ?? "nil")"
        }
    }

    @Test func aFlatDataSourcesHeaderAndFooterViewsShowAboveAndBelowItsRows() {
        tableView.currentDataSource = FlatDataSource(
            items: ["a", "b"], cellProvider: .text { $0 },
            supplementaryViewProvider: .combining(
                .text(ofKind: .header) { "\($0.count) items" }, .text(ofKind: .footer) { _ in "end" }))

        #expect(shownHeadersAndFooters == ["header 0: 2 items", "footer 0: end"])
        #expect(tableView.headerView(forSection: 0)?.text == "2 items")
        #expect(tableView.footerView(forSection: 0)?.text == "end")
    }

    @Test func aSectionWithAHeaderViewGetsTheHeaderHeightLikeOneWithATitle() {
        tableView.boundsSize = CGSize(width: 320, height: 990)
        tableView.currentDataSource = FlatDataSource(
            items: Array(0..<30).map(String.init), cellProvider: .text { $0 },
            supplementaryViewProvider: .text(ofKind: .header) { _ in "numbers" })
        // 990 points show the 28-point header and 21.9 rows of 44 points: 22 rows.
        #expect(tableView.indexPathsForVisibleRows.count == 22)
        let contentHeight: CGFloat = 28 + 30 * 44
        #expect(tableView.scrollGeometry.contentSize.height == contentHeight)
        tableView.currentDataSource = FlatDataSource(items: Array(0..<30).map(String.init), cellProvider: .text { $0 })
        #expect(tableView.indexPathsForVisibleRows.count == 23)  // 22.5 rows without a header
        #expect(tableView.visibleSupplementaryViews.isEmpty)
    }

    @Test func aViewTheDataSourceKeepsForItselfIsNeverReusedForAnotherSection() {
        let kept = HeadlessHeaderFooterView(reuseIdentifier: "Header")
        kept.text = "kept"
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([
            FlatDataSource(
                items: ["a"], cellProvider: .text { $0 },
                supplementaryViewProvider: SupplementaryViewProvider { _, kind, _, _ in kind == .header ? kept : nil }),
            FlatDataSource(
                items: ["b"], cellProvider: .text { $0 },
                supplementaryViewProvider: .text(ofKind: .header, reuseIdentifier: "Header") { _ in "dequeued" }),
        ])
        #expect(shownHeadersAndFooters == ["header 0: kept", "header 1: dequeued"])
        #expect(tableView.headerView(forSection: 1) !== kept)
    }

    @Test func aHeaderDequeuedAtAnotherIndexPathTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                tableView.currentDataSource = FlatDataSource<String, HeadlessTableView>(
                    items: ["a"], cellProvider: .text { $0 },
                    supplementaryViewProvider: SupplementaryViewProvider(
                        registration: {
                            $0.register(
                                HeadlessHeaderFooterView.self, forSupplementaryViewOfKind: .header,
                                withReuseIdentifier: "H")
                        },
                        { listView, kind, _, _ in
                            listView.dequeueReusableSupplementaryView(
                                ofKind: kind, withReuseIdentifier: "H", for: .supplementary(inSection: 3))
                        }))
                _ = tableView.visibleSupplementaryViews
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("but the data source dequeued a UICollectionElementKindSectionHeader at"))
    }

    @Test func aSectionWithATitleAndNoViewHasNoHeaderView() {
        tableView.currentDataSource = FlatDataSource(items: ["a"], headerTitle: "Letters", cellProvider: .text { $0 })
        #expect(tableView.headerView(forSection: 0) == nil)
        #expect(tableView.visibleSupplementaryViews.isEmpty)
    }

    @Test func aHeaderWhoseTextChangesIsUpdatedInPlaceKeepingItsView() {
        let dataSource = groupedFruits(["apple", "banana"])
        tableView.currentDataSource = dataSource
        let header = try! #require(tableView.headerView(forSection: 0))
        let created = tableView.createdSupplementaryViewCount

        dataSource.apply(fruits(["apple", "avocado", "banana"]))

        #expect(tableView.headerView(forSection: 0) === header)
        #expect(header.text == "a (2)")
        #expect(tableView.createdSupplementaryViewCount == created)
        #expect(shownHeadersAndFooters == ["header 0: a (2)", "header 1: b (1)"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func headersFollowTheirSectionsThroughInsertionsDeletionsAndMoves() {
        let dataSource = groupedFruits(["banana", "cherry"])
        tableView.currentDataSource = dataSource
        let banana = try! #require(tableView.headerView(forSection: 0))
        let cherry = try! #require(tableView.headerView(forSection: 1))

        dataSource.apply(fruits(["apple", "cherry"]))  // "a" inserted before, "b" deleted

        #expect(shownHeadersAndFooters == ["header 0: a (1)", "header 1: c (1)"])
        #expect(tableView.headerView(forSection: 1) === cherry)
        #expect(tableView.headerView(forSection: 0) !== cherry)
        #expect(banana.text == nil || tableView.headerView(forSection: 0) === banana)  // reused or idle
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func headersMoveWithTheirSectionsWhenACompositeMovesAChild() {
        let first = groupedFruits(["apple"])
        let second = groupedFruits(["banana", "blueberry"])
        let composite = CompositeDataSource<HeadlessTableView>([first, second])
        tableView.currentDataSource = composite
        let apple = try! #require(tableView.headerView(forSection: 0))
        let berries = try! #require(tableView.headerView(forSection: 1))

        composite.moveChild(at: 1, to: 0)

        #expect(shownHeadersAndFooters == ["header 0: b (2)", "header 1: a (1)"])
        #expect(tableView.headerView(forSection: 0) === berries)
        #expect(tableView.headerView(forSection: 1) === apple)
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func headersOfACompositesChildrenComeFromTheChildThatOwnsTheSection() {
        let letters = FlatDataSource<String, HeadlessTableView>(
            items: ["a"], cellProvider: .text { $0 },
            supplementaryViewProvider: .text(ofKind: .header) { _ in "letters" })
        let fruits = groupedFruits(["apple", "banana"])
        tableView.currentDataSource = CompositeDataSource([letters, fruits])

        #expect(shownHeadersAndFooters == ["header 0: letters", "header 1: a (1)", "header 2: b (1)"])

        fruits.apply(self.fruits(["apple", "apricot", "banana"]))
        #expect(shownHeadersAndFooters == ["header 0: letters", "header 1: a (2)", "header 2: b (1)"])
    }

    @Test func headersThatScrollAwayAreReused() {
        tableView.boundsSize = CGSize(width: 320, height: 200)
        let names = (0..<26).flatMap { letter in
            (0..<3).map { "\(Character(UnicodeScalar(UInt8(97 + letter))))\($0)" }
        }
        tableView.currentDataSource = groupedFruits(names)
        for step in 1...30 {
            tableView.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 150))
            _ = tableView.visibleSupplementaryViews
        }
        // 26 sections scrolled through; about one screenful of headers was ever made.
        #expect(tableView.createdSupplementaryViewCount <= 5)
    }

    @Test func aReloadTakesEveryHeaderOffScreenAndAsksAgain() {
        let dataSource = groupedFruits(["apple"])
        tableView.currentDataSource = dataSource
        let header = try! #require(tableView.headerView(forSection: 0))
        tableView.reloadData()
        let reloaded = try! #require(tableView.headerView(forSection: 0))
        #expect(reloaded.text == "a (1)")
        #expect(header === reloaded)  // reused from the queue it went back to
        #expect(header.reuseCount == 1)
    }

    @Test func dequeuingAnUnregisteredSupplementaryViewTrapsWithUIKitsMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                tableView.currentDataSource = FlatDataSource<String, HeadlessTableView>(
                    items: ["a"], cellProvider: .text { $0 },
                    supplementaryViewProvider: SupplementaryViewProvider { listView, kind, indexPath, _ in
                        listView.dequeueReusableSupplementaryView(
                            ofKind: kind, withReuseIdentifier: "Missing", for: indexPath)
                    })
                _ = tableView.visibleSupplementaryViews
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Missing - must "
                    + "register a nib or a class"))
    }

    @Test func registeringAKindATableCannotShowTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                HeadlessTableView().register(
                    HeadlessHeaderFooterView.self, forSupplementaryViewOfKind: SupplementaryViewKind(rawValue: "badge"),
                    withReuseIdentifier: "Badge")
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("a table view shows only headers and footers, not supplementary views of kind badge"))
    }

    @Test func aDataSourceThatDequeuesAnotherIdentifierWhileItsHeaderIsRefreshedTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                var identifier = "First"
                let dataSource = FlatDataSource<String, HeadlessTableView>(
                    items: ["a"], cellProvider: .text { $0 },
                    supplementaryViewProvider: SupplementaryViewProvider(
                        registration: { listView in
                            for id in ["First", "Second"] {
                                listView.register(
                                    HeadlessHeaderFooterView.self, forSupplementaryViewOfKind: .header,
                                    withReuseIdentifier: id)
                            }
                        },
                        { listView, kind, indexPath, _ in
                            kind == .header
                                ? listView.dequeueReusableSupplementaryView(
                                    ofKind: kind, withReuseIdentifier: identifier, for: indexPath) : nil
                        }))
                tableView.currentDataSource = dataSource
                _ = tableView.visibleSupplementaryViews
                identifier = "Second"
                dataSource.apply(["a", "b"])
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "the data source dequeued identifier Second, but the view shown there has identifier First"))
    }
}
