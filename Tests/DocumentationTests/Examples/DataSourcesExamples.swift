import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The examples of the "Dedicated data sources" article (ListMediator.docc/DataSources.md).
enum DataSourcesExamples {
    struct Product: Identifiable, Hashable {
        let name: String
        let category: String
        var id: String { name }
    }

    /// "Flat and grouped".
    @MainActor
    static func flatAndGrouped(products: [Product], cells: CellProvider<Product, HeadlessTableView>) -> (
        flat: FlatDataSource<Product, HeadlessTableView>,
        grouped: GroupedDataSource<Product, String, HeadlessTableView>,
        reversed: GroupedDataSource<Product, String, HeadlessTableView>
    ) {
        let flat = FlatDataSource<Product, HeadlessTableView>(items: products, cellProvider: cells)

        let grouped = GroupedDataSource<Product, String, HeadlessTableView>(
            items: products,
            sectionKey: \.category,  // sections sorted by key, each titled with its key
            cellProvider: cells)

        let reversed = GroupedDataSource<Product, String, HeadlessTableView>(
            items: products, sectionKey: \.category,
            sectionOrder: { $0 > $1 },
            headerTitle: { $0.uppercased() },
            footerTitle: { "\($0.items.count) products" },
            cellProvider: cells)

        return (flat, grouped, reversed)
    }

    /// "Moving and deleting rows": data between apps.
    @MainActor
    static func dataBetweenApps(products: FlatDataSource<Product, HeadlessTableView>) {
        // A product's row carries its name to other apps; text another app drops becomes a product.
        products.dragData = { product in .text(product.name) }
        products.droppedDataTypes = [ListDragData.plainTextTypeIdentifier]
        products.itemFromDroppedData = { data in data.text.map { Product(name: $0, category: "New") } }
    }

    /// "Flat and grouped": sections always shown.
    @MainActor
    static func sectionsAlwaysShown(products: [Product], cells: CellProvider<Product, HeadlessTableView>)
        -> GroupedDataSource<Product, String, HeadlessTableView>
    {
        let board = GroupedDataSource<Product, String, HeadlessTableView>(
            items: products, sectionKeys: ["Fruit", "Vegetables", "Bakery"],
            sectionKey: \.category,
            headerTitle: { $0 },
            cellProvider: cells)
        return board
    }

    /// "Headers, footers and supplementary views".
    @MainActor
    static func headerViews(products: [Product], cells: CellProvider<Product, HeadlessTableView>)
        -> GroupedDataSource<Product, String, HeadlessTableView>
    {
        let grouped = GroupedDataSource<Product, String, HeadlessTableView>(
            items: products, sectionKey: \.category, cellProvider: cells,
            supplementaryViewProvider: .registered(HeadlessHeaderFooterView.self, ofKind: .header) { header, section in
                header.text = "\(section.key) (\(section.items.count))"
            })
        return grouped
    }

    /// "Layout and row heights".
    @MainActor
    static func layoutAndRowHeights(
        grouped: GroupedDataSource<Product, String, HeadlessTableView>, tableView: HeadlessTableView
    ) {
        grouped.sectionLayout = { section, environment in
            section.key == "Fruit" && environment.containerSize.width > 300 ? .grid(columns: 3) : nil
        }
        grouped.estimatedHeightForItem = { _ in 60 }
        grouped.heightForItem = { product in product.name.count > 20 ? 88 : nil }
        tableView.currentDataSource = grouped
    }

    /// "Moving and deleting rows".
    @MainActor
    static func movingAndDeletingRows(
        products: FlatDataSource<Product, HeadlessTableView>, store: @escaping (Product, Int) -> Void,
        remove: @escaping (Product) -> Void
    ) {
        products.onMove = { product, _, destination in store(product, destination.row) }
        products.onDelete = { product in remove(product) }
    }

    struct Photo: Hashable {
        let name: String
        var isPlaceholder = false
    }

    /// "Selection".
    @MainActor
    static func selection(photos: FlatDataSource<Photo, HeadlessTableView>, tableView: HeadlessTableView) -> () -> (
        [Photo], Int
    ) {
        var markedCount = 0
        tableView.allowsMultipleSelection = true
        photos.canSelectItem = { !$0.isPlaceholder }
        photos.onSelect = { photo in markedCount += 1 }
        photos.onDeselect = { photo in markedCount -= 1 }

        return {
            let marked = photos.selectedItems  // for the batch action, in list order
            return (marked, markedCount)
        }
    }

    struct Shot: Identifiable, Hashable {
        let id: Int
    }

    /// "Updating cells without changing the data".
    @MainActor
    static func updatingCellsInPlace(
        photos: FlatDataSource<Shot, HeadlessTableView>, photo: Shot, image: String,
        thumbnails: inout [Shot.ID: String]
    ) {
        thumbnails[photo.id] = image
        photos.reconfigureItems(withIDs: [photo.id])  // or reconfigureItems(at:), reconfigureItems(where:)
    }

    struct File: Identifiable, Hashable {
        let name: String
        var id: String { name }
    }

    /// "Context menus".
    @MainActor
    static func contextMenus(files: FlatDataSource<File, HeadlessTableView>, share: @escaping (File) -> Void) {
        files.contextMenu = { [weak files] file, _ in
            ListContextMenu(
                title: file.name,
                actions: [
                    ListMenuAction(title: "Share", image: "square.and.arrow.up") { share(file) },
                    ListMenuAction(title: "Delete", image: "trash", isDestructive: true) {
                        files?.deleteItems(withIDs: [file.id])
                    },
                ])
        }
    }

    struct Todo: Identifiable, Hashable {
        let id: Int
        var title: String
        var isDone = false
    }

    /// "Changing items by identity".
    @MainActor
    static func changingItemsByIdentity(todos: FlatDataSource<Todo, HeadlessTableView>, finished: Todo) {
        var todo = finished
        todo.isDone = true
        todos.updateItems([todo])  // its row's cell, set up again in place
        todos.deleteItems(withIDs: [todo.id])  // wherever its row is now
    }

    /// "Moving and deleting rows": swipe actions.
    @MainActor
    static func swipeActions(
        products: FlatDataSource<Product, HeadlessTableView>, favourite: @escaping (Product) -> Void
    ) {
        products.swipeActions = { product, _, edge in
            switch edge {
            case .leading:
                return ListSwipeActions([
                    ListSwipeAction(title: "Favourite", image: "star.fill", backgroundColor: .orange) { completion in
                        favourite(product)
                        completion(true)
                    }
                ])
            case .trailing:
                return ListSwipeActions([
                    ListSwipeAction(title: nil, image: "trash", accessibilityLabel: "Delete", style: .destructive) {
                        [weak products] completion in
                        products?.deleteItems(withIDs: [product.id])
                        completion(true)
                    }
                ])
            }
        }
    }

    /// "Switching at runtime".
    @MainActor
    static func switchingAtRuntime(
        tableView: HeadlessTableView, flat: FlatDataSource<Product, HeadlessTableView>,
        grouped: GroupedDataSource<Product, String, HeadlessTableView>, showsSections: Bool
    ) {
        tableView.currentDataSource = showsSections ? grouped : flat
    }

    /// "A factory closure".
    @MainActor
    static func aFactoryClosure() -> CellProvider<Product, HeadlessTableView> {
        let cells = CellProvider<Product, HeadlessTableView>(
            registration: { $0.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Plain") }
        ) { listView, indexPath, product in
            let cell = listView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
            cell.text = product.name
            return cell
        }
        return cells
    }

    final class ProductCell: HeadlessTableViewCell, ConfigurableCell {
        func configure(with product: Product) { text = product.name }
    }

    /// "A registered cell class".
    @MainActor
    static func aRegisteredCellClass() -> CellProvider<Product, HeadlessTableView> {
        let cells = CellProvider<Product, HeadlessTableView>.registered(ProductCell.self)
        return cells
    }

    /// "A provider object".
    final class ProductListController: CellProviderDelegate {
        let products: [Product]
        lazy var dataSource = FlatDataSource<Product, HeadlessTableView>(
            items: products, cellProvider: .delegating(to: self))  // holds the controller weakly

        init(products: [Product]) { self.products = products }

        func registerCells(in listView: HeadlessTableView) {
            listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Product")
        }

        func cell(for product: Product, at indexPath: IndexPath, in listView: HeadlessTableView)
            -> HeadlessTableViewCell
        {
            let cell = listView.dequeueReusableCell(withIdentifier: "Product", for: indexPath)
            cell.text = product.name
            return cell
        }
    }
}

/// The article's examples, run.
@MainActor
struct DataSourcesExampleTests {
    typealias Examples = DataSourcesExamples
    typealias Photo = DataSourcesExamples.Photo
    let products = [
        Examples.Product(name: "Kettle", category: "Kitchen"), Examples.Product(name: "Atlas", category: "Books"),
        Examples.Product(name: "Whisk", category: "Kitchen"),
    ]

    @Test func groupedSectionsFollowTheKeysAndSwitchingIsOneAssignment() {
        let (flat, grouped, reversed) = Examples.flatAndGrouped(
            products: products, cells: Examples.aRegisteredCellClass())
        let tableView = HeadlessTableView()

        Examples.switchingAtRuntime(tableView: tableView, flat: flat, grouped: grouped, showsSections: false)
        #expect(tableView.visibleCells.map(\.text) == ["Kettle", "Atlas", "Whisk"])

        Examples.switchingAtRuntime(tableView: tableView, flat: flat, grouped: grouped, showsSections: true)
        #expect(tableView.currentDataSource === grouped)
        #expect(grouped.sections.map(\.key) == ["Books", "Kitchen"])
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Kettle", "Whisk"])

        #expect(reversed.sections.map(\.key) == ["Kitchen", "Books"])
        #expect(reversed.listView(tableView, titleForHeaderInSection: 0) == "KITCHEN")
        #expect(reversed.listView(tableView, titleForFooterInSection: 0) == "2 products")
    }

    @Test func aProductCarriesItsNameToOtherAppsAndDroppedTextBecomesAProduct() {
        let products = FlatDataSource<Examples.Product, HeadlessTableView>(
            items: products, cellProvider: Examples.aRegisteredCellClass())
        let tableView = HeadlessTableView()
        tableView.currentDataSource = products
        Examples.dataBetweenApps(products: products)

        #expect(products.listView(tableView, dragDataForRowAt: IndexPath(row: 1, section: 0))?.text == "Atlas")
        let receiver = products.listView(tableView, dropReceiverAt: IndexPath(row: 0, section: 0))
        #expect(receiver?.typeIdentifiers == [ListDragData.plainTextTypeIdentifier])
        receiver?.receive([.text("Lamp"), ListDragData(typeIdentifier: "public.png", data: Data())])
        #expect(products.items.map(\.name) == ["Lamp", "Kettle", "Atlas", "Whisk"])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(insertedRows: [[0, 0]]))
    }

    @Test func sectionsAlwaysShownStayEmptyAndOtherKeysComeAfterThem() {
        let board = Examples.sectionsAlwaysShown(products: products, cells: Examples.aRegisteredCellClass())
        #expect(board.sections.map(\.key) == ["Fruit", "Vegetables", "Bakery", "Kitchen", "Books"])
        #expect(board.sections.map(\.items.count) == [0, 0, 0, 2, 1])
    }

    @Test func selectionMarksSeveralPhotosAndSkipsPlaceholders() {
        let tableView = HeadlessTableView()
        let photos = FlatDataSource<Photo, HeadlessTableView>(
            items: [Photo(name: "beach"), Photo(name: "loading", isPlaceholder: true), Photo(name: "hills")],
            cellProvider: .text(\.name))
        tableView.currentDataSource = photos
        let marked = Examples.selection(photos: photos, tableView: tableView)

        for row in 0..<3 { tableView.tapRow(at: IndexPath(row: row, section: 0)) }
        photos.apply([Photo(name: "hills"), Photo(name: "beach")])

        #expect(marked().0 == [Photo(name: "hills"), Photo(name: "beach")])
        #expect(marked().1 == 2)
    }

    @Test func aThumbnailThatArrivesUpdatesItsCellInPlace() {
        final class Thumbnails { var byID: [Int: String] = [:] }
        let thumbnails = Thumbnails()
        let tableView = HeadlessTableView()
        let photos = FlatDataSource<Examples.Shot, HeadlessTableView>(
            items: [Examples.Shot(id: 1), Examples.Shot(id: 2)],
            cellProvider: .text { thumbnails.byID[$0.id] ?? "…" })
        tableView.currentDataSource = photos

        Examples.updatingCellsInPlace(
            photos: photos, photo: Examples.Shot(id: 2), image: "🏔", thumbnails: &thumbnails.byID)

        #expect(tableView.visibleCells.map(\.text) == ["…", "🏔"])
        #expect(tableView.performedBatchUpdates.isEmpty)
    }

    @Test func swipeActionsFavouriteWithAnImageAndDeleteByTheirIndexPath() {
        let tableView = HeadlessTableView()
        let list = FlatDataSource<Examples.Product, HeadlessTableView>(items: products, cellProvider: .text { $0.name })
        tableView.currentDataSource = list
        var favourites: [String] = []
        Examples.swipeActions(products: list) { favourites.append($0.name) }

        let leading = tableView.swipeActions(.leading, forRowAt: IndexPath(row: 0, section: 0))?.actions.first
        #expect(leading?.image == "star.fill")
        #expect(leading?.backgroundColor == .orange)
        #expect(
            tableView.tapSwipeAction(titled: "Favourite", .leading, forRowAt: IndexPath(row: 0, section: 0)) == true)
        #expect(tableView.tapSwipeAction(titled: "Delete", .trailing, forRowAt: IndexPath(row: 1, section: 0)) == true)

        #expect(favourites == [products[0].name])
        #expect(list.items == [products[0], products[2]])
    }

    @Test func aFilesMenuSharesItAndDeletesIt() {
        let tableView = HeadlessTableView()
        let files = FlatDataSource<Examples.File, HeadlessTableView>(
            items: [Examples.File(name: "a"), Examples.File(name: "b")], cellProvider: .text { $0.name })
        tableView.currentDataSource = files
        var shared: [String] = []
        Examples.contextMenus(files: files) { shared.append($0.name) }

        #expect(tableView.chooseContextMenuAction(titled: "Share", forRowAt: IndexPath(row: 1, section: 0)))
        #expect(tableView.chooseContextMenuAction(titled: "Delete", forRowAt: IndexPath(row: 0, section: 0)))

        #expect(shared == ["b"])
        #expect(files.items == [Examples.File(name: "b")])
    }

    @Test func aTodoIsUpdatedAndDeletedByItsIdentity() {
        let tableView = HeadlessTableView()
        let todos = FlatDataSource<Examples.Todo, HeadlessTableView>(
            items: [Examples.Todo(id: 1, title: "Milk"), Examples.Todo(id: 2, title: "Eggs")],
            cellProvider: .text { "\($0.title)\($0.isDone ? " ✓" : "")" })
        tableView.currentDataSource = todos

        Examples.changingItemsByIdentity(todos: todos, finished: todos.items[1])

        let second = IndexPath(row: 1, section: 0)
        #expect(
            tableView.performedBatchUpdates.suffix(2) == [
                BatchUpdate(reconfiguredRows: [second]), BatchUpdate(deletedRows: [second]),
            ])
        #expect(todos.items.map(\.title) == ["Milk"])
    }

    @Test func headerViewsCountTheirSectionsProducts() {
        let tableView = HeadlessTableView()
        tableView.currentDataSource = Examples.headerViews(products: products, cells: Examples.aRegisteredCellClass())
        #expect(tableView.visibleSupplementaryViews.map(\.view.text) == ["Books (1)", "Kitchen (2)"])
    }

    @Test func everyWayOfMakingCellsShowsTheProducts() {
        let controller = Examples.ProductListController(products: products)
        let dataSources = [
            FlatDataSource(items: products, cellProvider: Examples.aFactoryClosure()),
            FlatDataSource(items: products, cellProvider: Examples.aRegisteredCellClass()),
            controller.dataSource,
        ]
        for dataSource in dataSources {
            let tableView = HeadlessTableView()
            tableView.currentDataSource = dataSource
            #expect(tableView.visibleCells.map(\.text) == ["Kettle", "Atlas", "Whisk"])
        }
    }
}

extension DataSourcesExamples {
    struct Task: Identifiable, Equatable {
        let id: Int
        let title: String
        let status: String
    }

    /// "Moving and deleting rows": moves across sections and data sources.
    @MainActor
    static func movingAcross(
        board: GroupedDataSource<Task, String, HeadlessTableView>, inbox: FlatDataSource<Task, HeadlessTableView>,
        save: @escaping (Task) -> Void, remove: @escaping (Task) -> Void
    ) {
        // A task dropped in another section of the grouped board takes that section's status.
        board.itemMovedToSection = { task, status in Task(id: task.id, title: task.title, status: status) }
        board.onMove = { task, _, _ in save(task) }
        // Tasks leave the inbox for the board, which takes any task.
        inbox.onGiveAway = { task, _ in remove(task) }
        board.canReceiveItem = { _, _ in true }
        board.onReceive = { task, _ in save(task) }
    }
}
