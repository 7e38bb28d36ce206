import Foundation
import ListMediator
import ListMediatorTerminal
import Testing

@testable import listmediator_demo

@MainActor
struct CatalogueScreenTests {
    let fixture = DemoFixture()

    @Test func opensWithTheFirstPagesLoadedAndTheFirstProductFocused() async throws {
        let screen = try await fixture.play("")

        #expect(screen.contains("Products: 40 of 380 loaded · one list"))
        #expect(screen.contains("> \(Catalogue.products[0].name)"))
    }

    @Test func reachingTheEndShowsTheLoadingRowThenTheNextPage() async throws {
        let app = try fixture.makeApp()
        app.start()
        try await app.settle()

        app.handle(.end)
        await Task.yield()  // the next page starts on the main actor's next turn
        #expect(app.screenLines.contains { $0.contains("Loading…") })
        try await app.settle()

        #expect(app.catalogue.flat.items.count == 60)
        #expect(!app.screenLines.contains { $0.contains("Loading…") })
        #expect(app.catalogue.grouped.sections.reduce(0) { $0 + $1.items.count } == 60, "the hidden list follows")
    }

    @Test func refreshShowsTheRefreshLineThenTheNewArrivalFirst() async throws {
        let app = try fixture.makeApp()
        app.start()
        try await app.settle()

        app.handle(.character("r"))
        #expect(app.screenLines[2].contains("Refreshing…"))
        try await app.settle()

        #expect(app.screenLines[3].contains("New: "))
        #expect(app.screenLines.joined().contains(Catalogue.newArrival(1).name))
        #expect(!app.screenLines.joined().contains("Refreshing…"))
    }

    @Test func aRefreshWhileAPageLoadsIsRefused() async throws {
        let app = try fixture.makeApp()
        app.start()
        try await app.settle()
        app.handle(.end)
        await Task.yield()  // the next page starts on the main actor's next turn

        app.handle(.character("r"))

        #expect(!app.catalogue.refreshControl.isRefreshing)
        #expect(app.catalogue.status.text.contains("A page is loading"))
        try await app.settle()
    }

    @Test func theCategoriesOutlineOpensACategoryOnEnterAndEveryOneOnPlus() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 60, height: 40))
        _ = try await fixture.play("mm", on: app)
        let categories = Set(Catalogue.products.map(\.category)).sorted()
        #expect(app.screenLines[1].contains("· categories"))
        #expect(app.catalogue.outline.rows.map(\.depth) == Array(repeating: 0, count: categories.count))

        try app.type("j<Enter>")
        let second = try #require(app.catalogue.outline.rows.dropFirst().first)
        #expect(second.isExpanded && second.item.id == "category \(categories[1])")
        let productsOfSecond = app.catalogue.flat.items.filter { $0.category == categories[1] }
        #expect(app.catalogue.outline.rows.filter { $0.depth == 1 }.count == productsOfSecond.count)
        #expect(app.screenLines.contains { $0.contains("▾ \(categories[1]) (\(productsOfSecond.count))") })

        try app.type("+")
        #expect(app.catalogue.outline.rows.count == categories.count + app.catalogue.flat.items.count)
        try app.type("-")
        #expect(app.catalogue.outline.rows.count == categories.count)
        #expect(app.catalogue.listView.updateRecord.updates.last?.kind == .expansion)
        try app.type("m")
        #expect(app.screenLines[1].contains("· one list"))
    }

    @Test func mSwitchesToSectionsWithEachProductMovedAndTheFocusOnTheSameProduct() async throws {
        let app = try fixture.makeApp()
        let screen = try await fixture.play("jj<Enter>m", on: app)
        let focused = Catalogue.products[2]

        #expect(screen.contains("## \(focused.category)"))
        #expect(screen.contains(">*\(focused.name)"))
        #expect(app.catalogue.presentation == .sections)
        // m again shows the categories, and once more the one list.
        let back = try await fixture.play("mm", on: app)
        #expect(app.catalogue.presentation == .list)
        #expect(back.contains("*\(focused.name)"))
        #expect(!back.contains("## \(focused.category)"))
    }

    @Test func enterSelectsTheProductAndTheStatusLineShowsIt() async throws {
        let screen = try await fixture.play("j<Enter>")
        let product = Catalogue.products[1]

        #expect(screen.contains("Selected: \(product.name) · \(product.category) · \(product.formattedPrice)"))
    }

    @Test func aFailedFirstPageFillsTheScreenAndEnterLoadsItAgain() async throws {
        let app = try fixture.makeApp(failureRate: 1, size: TerminalSize(width: 100, height: 16))
        app.start()
        try await app.settle()
        #expect(app.screenLines.contains { $0.contains("Couldn't load the catalogue") })
        #expect(app.screenLines.contains { $0.contains("Page 1 did not load (simulated failure)") })
        #expect(!app.screenLines.joined().contains("press Enter to retry"), "no retry row below nothing")

        await app.catalogue.server.setFailureRate(0)
        app.handle(.enter)
        try await app.settle()

        #expect(app.catalogue.flat.items.count == 40)
        #expect(!app.screenLines.joined().contains("did not load"))
    }

    @Test func aFailedNextPageShowsTheRetryRowAndEnterOnItLoadsThePage() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 100, height: 16))
        app.start()
        try await app.settle()
        await app.catalogue.server.setFailureRate(1)
        app.handle(.end)
        try await app.settle()
        #expect(
            app.screenLines.contains { $0.contains("did not load (simulated failure) — press Enter to retry") })

        await app.catalogue.server.setFailureRate(0)
        app.handle(.end)
        app.handle(.enter)
        try await app.settle()

        #expect(app.catalogue.flat.items.count > 40)
        #expect(!app.screenLines.joined().contains("did not load"))
    }

    @Test func theFocusNeverRestsOnLoadingButStaysOnTheLastProduct() async throws {
        let app = try fixture.makeApp()
        app.start()
        try await app.settle()

        app.handle(.end)
        app.handle(.down)

        let focused = try #require(app.catalogue.listView.indexPathForFocusedRow)
        #expect(app.catalogue.flat.item(at: focused) == app.catalogue.flat.items.last)
        try await app.settle()
    }

    @Test func theEndOfTheCatalogueIsShownAndTheFocusStaysOnTheLastProduct() async throws {
        let app = try fixture.makeApp()
        app.start()
        try await app.settle()
        while app.catalogue.mediator.hasNextPage {
            app.handle(.end)
            try await app.settle()
        }
        app.handle(.end)
        app.handle(.down)

        #expect(app.catalogue.mediator.bottom.loadingRow == .endOfList)
        #expect(app.screenLines.contains { $0.contains("That's the whole catalogue") })
        let focused = try #require(app.catalogue.listView.indexPathForFocusedRow)
        #expect(app.catalogue.flat.item(at: focused) == app.catalogue.flat.items.last)
    }
}

extension CatalogueScreenTests {
    @Test func shiftJMovesTheFocusedProductAndDDeletesItInBothPresentationsAndTheStore() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 100, height: 16))
        app.start()
        try await app.settle()
        let first = app.catalogue.flat.items[0]
        let stored = { try app.catalogue.store.page(of: Product.storedList, from: .start, limit: 100).items }

        app.handle(.character("J"))
        app.handle(.character("J"))
        #expect(app.catalogue.flat.items[2].id == first.id)
        #expect(app.catalogue.listView.indexPathForFocusedRow == IndexPath(row: 2, section: 0))
        #expect(app.screenLines.contains { $0.contains("Moved \(first.name) to place 3") })
        #expect(try stored().map(\.id) == app.catalogue.flat.items.map(\.id), "the store keeps the order made")
        #expect(app.catalogue.grouped.sections.flatMap(\.items).contains(app.catalogue.flat.items[2]))

        app.handle(.character("d"))
        #expect(!app.catalogue.flat.items.contains { $0.id == first.id })
        #expect(!app.catalogue.grouped.sections.flatMap(\.items).contains { $0.id == first.id }, "the hidden one too")
        #expect(app.catalogue.flat.items.count == 39)
        #expect(try !stored().contains { $0.id == first.id }, "and the store")
    }

    @Test func aProductMovedToTheLastPlaceLoadedStaysInTheListAndTheNextPageComesBelowIt() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 100, height: 16))
        app.start()
        try await app.settle()
        let loaded = app.catalogue.flat.items
        let beforeLast = loaded[loaded.count - 2]
        app.catalogue.listView.focusRow(at: IndexPath(row: loaded.count - 2, section: 0))

        app.handle(.character("J"))
        #expect(app.catalogue.flat.items.last?.id == beforeLast.id)
        app.handle(.end)
        try await app.settle()

        let items = app.catalogue.flat.items
        #expect(items.count > loaded.count)
        #expect(items[loaded.count - 1].id == beforeLast.id, "still below its new neighbour, above the next page")
        #expect(Set(items.map(\.id)).count == items.count)
    }

    @Test func vMarksSeveralProductsThatStayMarkedThroughAPageAndXPutsThemInTheBasket() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 120, height: 16))
        app.start()
        try await app.settle()
        let (first, third) = (app.catalogue.flat.items[0], app.catalogue.flat.items[2])

        for key in [TerminalKey.character("v"), .enter, .down, .down, .enter] { app.handle(key) }
        #expect(app.catalogue.flat.selectedItems == [first, third])
        #expect(app.screenLines.contains { $0.contains("Marked: 2 · \(first.name), \(third.name)") })

        app.handle(.end)  // the next page comes in below the marked products
        try await app.settle()
        #expect(app.catalogue.flat.items.count > 40)
        #expect(app.catalogue.flat.selectedItems == [first, third])

        app.handle(.character("x"))
        let total = Product.formatted(cents: first.priceInCents + third.priceInCents)
        #expect(app.screenLines.contains { $0.contains("In the basket: 2 products · \(total)") })
        #expect(app.catalogue.flat.selectedItems.isEmpty)
        #expect(app.catalogue.listView.indexPathsForSelectedRows.isEmpty)
    }

    @Test func oOpensTheFocusedProductsMenuAndADigitChoosesItsAction() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 120, height: 16))
        app.start()
        try await app.settle()
        let second = app.catalogue.flat.items[1]

        app.handle(.character("j"))
        app.handle(.character("o"))
        #expect(app.screenLines.contains { $0.contains("\(second.name): 1 Details · 2 Put in the basket · 3 Delete") })
        app.handle(.character("3"))

        #expect(!app.catalogue.flat.items.contains(second))
        #expect(!app.catalogue.grouped.sections.flatMap(\.items).contains(second), "the hidden presentation too")

        app.handle(.character("o"))
        app.handle(.character("x"))  // not a digit: the menu closes, nothing else happens
        #expect(app.screenLines.contains { $0.contains("Menu closed") })
    }
}

extension CatalogueScreenTests {
    @Test func shiftJPastTheLastProductOfACategoryMovesItIntoTheNextCategoryInTheStoreToo() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 100, height: 40))
        app.start()
        try await app.settle()
        app.handle(.character("m"))  // the sections
        let sections = app.catalogue.grouped.sections
        let (first, next) = (sections[0], sections[1])
        let product = try #require(first.items.last)
        app.catalogue.listView.focusRow(at: IndexPath(row: first.items.count - 1, section: 0))

        app.handle(.character("J"))

        let moved = try #require(app.catalogue.flat.items.first { $0.id == product.id })
        #expect(moved.category == next.key)
        #expect(app.catalogue.grouped.sections[1].items.first?.id == product.id)
        #expect(app.screenLines.contains { $0.contains("Moved \(product.name) to \(next.key)") })
        #expect(app.catalogue.listView.indexPathForFocusedRow == IndexPath(row: 0, section: 1))
        #expect(
            app.catalogue.outline.roots.map(\.kind).contains(.category(next.key, productCount: next.items.count + 1)),
            "the hidden outline too")
        let stored = try app.catalogue.store.items(withIDs: [product.id], in: Product.storedList)
        #expect(stored.map(\.category) == [next.key])
    }
}
