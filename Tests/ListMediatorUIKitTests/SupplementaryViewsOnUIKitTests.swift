import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// Headers, footers and supplementary views through the UIKit bindings, played against UIKit's
/// calls (the stand-in on Linux).
@MainActor
struct SupplementaryViewsOnUIKitTests {
    struct Fruit: Identifiable, Equatable {
        var id: String
    }

    final class BadgeView: UICollectionReusableView {
        var text: String?
    }

    final class LabelCell: UICollectionViewCell {
        var text: String?
    }

    // MARK: Tables

    let table = UIKitTable()

    func groupedFruits(_ names: [String]) -> GroupedDataSource<Fruit, String, TableListView> {
        GroupedDataSource(
            items: names.map(Fruit.init), sectionKey: { String($0.id.prefix(1)) }, cellProvider: .text { $0.id },
            supplementaryViewProvider: .text(ofKind: .header) { "\($0.key) (\($0.items.count))" })
    }

    @Test func aTablesHeaderViewsComeFromTheDataSourceThatOwnsTheSection() {
        let letters = FlatDataSource<String, TableListView>(
            items: ["x"], cellProvider: .text { $0 }, supplementaryViewProvider: .text(ofKind: .footer) { _ in "end" })
        table.listView.currentDataSource = CompositeDataSource([letters, groupedFruits(["apple", "banana"])])
        _ = table.tableView.visibleCells

        #expect(table.tableView.footerView(forSection: 0)?.textLabel?.text == "end")
        #expect(table.tableView.headerView(forSection: 0) == nil)
        #expect(table.tableView.headerView(forSection: 1)?.textLabel?.text == "a (1)")
        #expect(table.tableView.headerView(forSection: 2)?.textLabel?.text == "b (1)")
    }

    @Test func aTablesHeaderWhoseTextChangesIsUpdatedInPlaceAfterTheBatch() {
        let fruits = groupedFruits(["apple", "banana"])
        table.listView.currentDataSource = fruits
        _ = table.tableView.visibleCells
        let header = try! #require(table.tableView.headerView(forSection: 0))

        fruits.apply(["apple", "apricot", "banana"].map(Fruit.init))

        #expect(table.tableView.headerView(forSection: 0) === header)
        #expect(header.textLabel?.text == "a (2)")
        #expect(table.tableView.headerView(forSection: 1)?.textLabel?.text == "b (1)")
    }

    @Test func aTableShowsATitleWhereTheDataSourceGivesNoView() {
        table.listView.currentDataSource = FlatDataSource(
            items: ["a"], headerTitle: "Letters", cellProvider: .text { $0 })
        _ = table.tableView.visibleCells
        #expect(table.tableView.headerView(forSection: 0) == nil)
        // The table lays out a 28-point header for the title above the 44-point row.
        let contentHeight: CGFloat = 28 + 44
        #expect(table.tableView.contentSize.height == contentHeight)
    }

    @Test func aTableHeaderTheDataSourceNoLongerGivesGoesWithAReloadOfItsSection() {
        let items = FlatDataSource<String, TableListView>(
            items: ["a"], cellProvider: .text { $0 },
            supplementaryViewProvider: .text(ofKind: .header) { $0.count > 1 ? nil : "one" })
        table.listView.currentDataSource = items
        _ = table.tableView.visibleCells
        #expect(table.tableView.headerView(forSection: 0)?.textLabel?.text == "one")

        items.apply(["a", "b"])

        #expect(table.tableView.performedBatchUpdates.last?.update.reloadedSections == [0])
        #expect(table.tableView.headerView(forSection: 0) == nil)
    }

    @Test func aTablesEmptiedSectionsHeaderIsStillRefreshed() {
        let items = FlatDataSource<String, TableListView>(
            items: ["a", "b"], cellProvider: .text { $0 },
            supplementaryViewProvider: .text(ofKind: .header) { "\($0.count) items" })
        table.listView.currentDataSource = items
        _ = table.tableView.visibleCells

        items.apply([])

        #expect(table.tableView.headerView(forSection: 0)?.textLabel?.text == "0 items")
    }

    // MARK: Collection views

    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let collectionListView: CollectionListView

    init() {
        layout.headerReferenceSize = CGSize(width: 390, height: 40)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collectionListView = CollectionListView(collectionView: collectionView)
    }

    func photos(_ names: [String]) -> GroupedDataSource<Fruit, String, CollectionListView> {
        GroupedDataSource(
            items: names.map(Fruit.init), sectionKey: { String($0.id.prefix(1)) },
            cellProvider: .registered(LabelCell.self) { cell, fruit in cell.text = fruit.id },
            supplementaryViewProvider: .registered(BadgeView.self, ofKind: .header) { view, section in
                view.text = "\(section.key) (\(section.items.count))"
            })
    }

    var shownCollectionHeaders: [String] {
        collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
            .sorted().map { indexPath in
                let view = collectionView.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: indexPath)
                return "\(indexPath.section): \((view as? BadgeView)?.text ?? "empty")"
            }
    }

    @Test func aCollectionViewsSectionHeadersComeFromTheDataSource() {
        collectionListView.currentDataSource = photos(["apple", "banana", "blueberry"])
        #expect(shownCollectionHeaders == ["0: a (1)", "1: b (2)"])
    }

    @Test func aCollectionHeaderFollowsItsSectionAndIsUpdatedInPlace() {
        let photos = photos(["banana", "cherry"])
        collectionListView.currentDataSource = photos
        let cherry = try! #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))

        photos.apply(["apple", "cherry", "coconut"].map(Fruit.init))

        #expect(shownCollectionHeaders == ["0: a (1)", "1: c (2)"])
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                === cherry)
    }

    @Test func aDataSourceWithoutHeadersGetsEmptyViewsWhereTheLayoutAsksForThem() {
        collectionListView.currentDataSource = FlatDataSource(
            items: ["a"], cellProvider: .registered(LabelCell.self) { cell, text in cell.text = text })
        #expect(shownCollectionHeaders == ["0: empty"])
    }

    @Test func theMediatorsLoadingFooterShowsOnACollectionViewAndFollowsItsState() {
        layout.footerReferenceSize = CGSize(width: 390, height: 50)
        let delegate = AcceptingMediatorDelegate()
        let photos = photos(["apple"])
        let mediator = ListViewMediator(
            wrapping: photos, delegate: delegate,
            loadingRow: .footer(
                .registered(BadgeView.self, ofKind: .footer, reuseIdentifier: "Loading") { view, row in
                    view.text = row.text
                }))
        collectionListView.currentDataSource = mediator

        #expect(mediator.startLoading(.nextPage))
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 0)
        #expect(loadingFooterText == "Loading…")

        mediator.stopLoading(failure: "Offline")
        #expect(loadingFooterText == "Offline — tap to retry")

        delegate.acceptsLoads = false
        mediator.stopLoading()
        #expect(collectionView.numberOfSections == 1)
    }

    var loadingFooterText: String? {
        let view = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
        return (view as? BadgeView)?.text
    }

    /// Accepts every load while `acceptsLoads`.
    final class AcceptingMediatorDelegate: ListViewMediatorDelegate {
        typealias View = CollectionListView
        var acceptsLoads = true
        func listView(
            _ listView: CollectionListView, mediator: ListViewMediator<CollectionListView>,
            shouldLoad request: LoadRequest
        ) -> Bool { acceptsLoads }
    }
}

#if !canImport(UIKit)
    /// Misuse of supplementary views through the UIKit bindings stops the process, as on a device.
    @MainActor
    struct SupplementaryViewCrashTests {
        static func message(of result: ExitTest.Result?) throws -> String {
            String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        }

        @Test func aTableHeaderDequeuedWithAnUnregisteredIdentifierTrapsSayingSo() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let table = UIKitTable()
                    table.listView.currentDataSource = FlatDataSource<String, TableListView>(
                        items: ["a"], cellProvider: .text { $0 },
                        supplementaryViewProvider: SupplementaryViewProvider { listView, kind, indexPath, _ in
                            listView.dequeueReusableSupplementaryView(
                                ofKind: kind, withReuseIdentifier: "Missing", for: indexPath)
                        })
                    _ = table.tableView.visibleCells
                }
            }
            #expect(
                try Self.message(of: result).contains(
                    "unable to dequeue a UICollectionElementKindSectionHeader view with identifier Missing"))
        }

        @Test func aCollectionSupplementaryViewWithAnUnregisteredIdentifierTrapsWithUIKitsMessage() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let layout = UICollectionViewFlowLayout()
                    layout.headerReferenceSize = CGSize(width: 390, height: 40)
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
                    let listView = CollectionListView(collectionView: collectionView)
                    listView.currentDataSource = FlatDataSource<String, CollectionListView>(
                        items: [], cellProvider: CellProvider { _, _, _ in UICollectionViewCell(frame: .zero) },
                        supplementaryViewProvider: SupplementaryViewProvider { listView, kind, indexPath, _ in
                            listView.dequeueReusableSupplementaryView(
                                ofKind: kind, withReuseIdentifier: "Missing", for: indexPath)
                        })
                    _ = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
                }
            }
            #expect(
                try Self.message(of: result).contains(
                    "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Missing"))
        }

        @Test func aTableHeaderRefreshedInPlaceWithAnotherIdentifierTraps() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let table = UIKitTable()
                    var identifier = "First"
                    let items = FlatDataSource<String, TableListView>(
                        items: ["a"], cellProvider: .text { $0 },
                        supplementaryViewProvider: SupplementaryViewProvider(
                            registration: { listView in
                                for id in ["First", "Second"] {
                                    listView.register(
                                        UITableViewHeaderFooterView.self, forSupplementaryViewOfKind: .header,
                                        withReuseIdentifier: id)
                                }
                            },
                            { listView, kind, indexPath, _ in
                                kind == .header
                                    ? listView.dequeueReusableSupplementaryView(
                                        ofKind: kind, withReuseIdentifier: identifier, for: indexPath) : nil
                            }))
                    table.listView.currentDataSource = items
                    _ = table.tableView.visibleCells
                    identifier = "Second"
                    items.apply(["a", "b"])
                }
            }
            #expect(
                try Self.message(of: result).contains(
                    "dequeued a UICollectionElementKindSectionHeader with identifier Second, but the view shown there "
                        + "has identifier First"))
        }
    }
#endif
