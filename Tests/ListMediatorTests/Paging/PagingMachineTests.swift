@_spi(Testing) import ListMediatorTesting
import Testing

@testable import ListMediator

/// The paging machine on its own: each transition's actions, in the order a driver performs
/// them, and the facts it keeps.
struct PagingMachineTests {
    typealias Machine = PagingMachine<PagedItem, Int>

    @Test func aNextPageIsInsertedBelowThenTheEndsAreToldThenTheLoadEndsThenTheTopMayGiveWayThenItIsAnnounced() {
        var machine = Machine()
        _ = machine.receive(page([1, 2], next: 2), for: PageRequest(.firstPage, cursor: nil), itemsVersion: 0) { [] }
        machine.didShowItems(itemsVersion: 1)

        let load = machine.load(.nextPage, attempt: 2, byPull: false) { nil }
        #expect(summary(load) == ["ask nextPage at 2 (attempt 2)", "announce 0"])

        let actions = machine.receive(page([3, 4], next: 4), for: PageRequest(.nextPage, cursor: 2), itemsVersion: 1) {
            []
        }
        #expect(
            summary(actions) == [
                "insert [3, 4] at bottom", "more pages: top false, bottom true", "end", "trim top", "announce 2",
            ])
        #expect(machine.nextCursor == 4 && machine.previousCursor == nil)
        machine._checkInvariants()
    }

    @Test func aPageBeyondAnEndWithNoCursorIsRefusedWithNoAction() {
        var machine = Machine()
        #expect(machine.load(.nextPage, attempt: 1, byPull: false) { nil }.isEmpty, "before the first page")
        _ = machine.receive(page([1], next: nil), for: PageRequest(.firstPage, cursor: nil), itemsVersion: 0) { [] }
        #expect(machine.load(.nextPage, attempt: 2, byPull: false) { nil }.isEmpty, "after the last page")
        #expect(machine.load(.previousPage, attempt: 3, byPull: false) { nil }.isEmpty, "no page before the first")
    }

    @Test func repeatsAreDroppedAndAReloadCountsOnlyTheItemsNotShownBefore() {
        var machine = Machine()
        _ = machine.receive(page([1, 2, 2], next: 3), for: PageRequest(.firstPage, cursor: nil), itemsVersion: 0) {
            []
        }
        let next = machine.receive(page([2, 3], next: 5), for: PageRequest(.nextPage, cursor: 3), itemsVersion: 0) {
            []
        }
        #expect(summary(next).first == "insert [3] at bottom")
        #expect(summary(next).last == "announce 1")

        let refresh = machine.receive(
            page([0, 1, 3], next: 3), for: PageRequest(.refresh, cursor: nil), itemsVersion: 0
        ) {
            []
        }
        #expect(summary(refresh) == ["replace [0, 1, 3]", "more pages: top false, bottom true", "end", "announce 1"])
        machine._checkInvariants()
    }

    @Test func aPageWhoseCursorRepeatsIsShownThenItsLoadEndsAsFailedAndAnnouncesNothingNew() {
        var machine = Machine()
        _ = machine.receive(page([1], next: 1), for: PageRequest(.firstPage, cursor: nil), itemsVersion: 0) { [] }
        let actions = machine.receive(page([2], next: 1), for: PageRequest(.nextPage, cursor: 1), itemsVersion: 0) {
            []
        }
        #expect(
            summary(actions) == [
                "insert [2] at bottom", "more pages: top false, bottom true",
                "end failed: ListMediator.PagingError.cursorRepeats(\"1\")",
                "trim top", "announce 0",
            ])
    }

    @Test func theOwnersChangeIsLearnedAsOnePageThatIsNeverDropped() {
        var machine = Machine()
        _ = machine.receive(
            page([1, 2], previous: 10, next: 20), for: PageRequest(.firstPage, cursor: nil), itemsVersion: 0
        ) { [] }
        machine.didShowItems(itemsVersion: 1)
        // The owner removed 2 and added 7: version 2.
        let owners = [item(1), item(7)]
        _ = machine.receive(page([3, 4], next: 30), for: PageRequest(.nextPage, cursor: 20), itemsVersion: 2) {
            owners
        }
        #expect(machine.ledger.loadedPages.map(\.ids) == [[1, 7], [3, 4]])
        #expect(machine.ledger.loadedIdentities == [1, 7, 3, 4], "2 may come again with a later page")

        let trim = machine.trim(at: .top, toAtMost: 0, sparing: [])
        #expect(summary(trim) == ["more pages: top true, bottom true", "check ends"], "the owner's page stays")
        machine._checkInvariants()
    }

    /// A machine that received [1, 2], [3, 4] and [5, 6], each page with both cursors.
    private func threePagesOfTwo() -> Machine {
        var machine = Machine()
        _ = machine.receive(page([1, 2], next: 2), for: PageRequest(.firstPage, cursor: nil), itemsVersion: 0) { [] }
        _ = machine.receive(
            page([3, 4], previous: 2, next: 4), for: PageRequest(.nextPage, cursor: 2), itemsVersion: 0
        ) { [] }
        _ = machine.receive(
            page([5, 6], previous: 4, next: 6), for: PageRequest(.nextPage, cursor: 4), itemsVersion: 0
        ) { [] }
        return machine
    }

    @Test func theMemoryBoundDropsFarPagesThatTheirNeighbourCanLoadAgainAndSparesTheScreen() {
        var machine = threePagesOfTwo()

        #expect(
            summary(machine.trim(at: .top, toAtMost: 2, sparing: [3])) == [
                "more pages: top false, bottom true", "check ends",
            ], "the page next to the screen's stays, and so does the one beyond it")
        #expect(
            summary(machine.trim(at: .top, toAtMost: 2, sparing: [6])) == [
                "remove [1, 2]", "more pages: top true, bottom true", "check ends",
            ], "the page next to the screen's stays")
        #expect(machine.previousCursor == 2, "the page kept gives the cursor to load the dropped one again")
        machine._checkInvariants()
    }

    @Test func theMemoryBoundKeepsTheItemsALoadAtThatEndWouldReach() {
        var machine = threePagesOfTwo()
        // Item 6 on screen, five items above it: dropping [1, 2] leaves three.
        let nearTheTop = ScreenRoom(itemsBeyondScreen: 5, loadReach: 4)
        #expect(
            summary(machine.trim(at: .top, toAtMost: 2, sparing: [6], keeping: nearTheTop)) == [
                "more pages: top false, bottom true", "check ends",
            ], "dropped, the page would bring the top within a load's reach, which would load it again")
        let outOfReach = ScreenRoom(itemsBeyondScreen: 5, loadReach: 3)
        #expect(
            summary(machine.trim(at: .top, toAtMost: 2, sparing: [6], keeping: outOfReach)) == [
                "remove [1, 2]", "more pages: top true, bottom true", "check ends",
            ])
        machine._checkInvariants()
    }

    @Test func aReloadAroundAnAnchorAsksThereUntilItsPageIsShownAndAPullAsksWhereTheUserIs() {
        var machine = Machine()
        _ = machine.startNextReload(.at(40))
        #expect(
            summary(machine.load(.firstPage, attempt: 1, byPull: false) { 7 }).first
                == "ask firstPage at 40 (attempt 1)")
        _ = machine.fail(with: TestError())
        #expect(
            summary(machine.load(.firstPage, attempt: 2, byPull: false) { 7 }).first
                == "ask firstPage at 40 (attempt 2)",
            "a retry asks around the anchor again")
        #expect(
            summary(machine.load(.refresh, attempt: 3, byPull: true) { 7 }).first == "ask refresh at 7 (attempt 3)",
            "the user's pull asks by the refresh cursor")

        var shown = Machine()
        _ = shown.startNextReload(.at(40))
        _ = shown.receive(page([40]), for: PageRequest(.firstPage, cursor: 40), itemsVersion: 0) { [] }
        #expect(
            summary(shown.load(.refresh, attempt: 2, byPull: false) { 7 }).first == "ask refresh at 7 (attempt 2)",
            "once the anchor's page is shown, reloads go by the refresh cursor")
    }

    @Test func aRefusedReloadLeavesTheNextOneWhereItWouldHaveStarted() {
        var machine = Machine()
        let before = machine.startNextReload(.at(40))
        machine.restoreReloadStart(before)
        #expect(
            summary(machine.load(.firstPage, attempt: 1, byPull: false) { 7 }).first
                == "ask firstPage at nil (attempt 1)")
    }

    @Test func theLedgerInvariantsHoldAcrossRandomPagesAtBothEndsAndTrims() {
        var random = SplitMix64(seed: 53)
        for _ in 0..<200 {
            var machine = Machine()
            var low = 1_000
            var high = 1_000
            var version = 0
            _ = machine.receive(
                page(Array(low..<low + 3), previous: low, next: low + 3), for: PageRequest(.firstPage, cursor: nil),
                itemsVersion: 0
            ) { [] }
            high += 3
            for _ in 0..<30 {
                switch random.next() % 4 {
                case 0:
                    let size = Int(random.next() % 4)
                    _ = machine.receive(
                        page(Array(high - 1..<high + size), previous: high, next: high + size),
                        for: PageRequest(.nextPage, cursor: high), itemsVersion: version
                    ) { [] }
                    high += size
                case 1:
                    let size = Int(random.next() % 4)
                    _ = machine.receive(
                        page(Array(low - size...low), previous: low - size, next: low),
                        for: PageRequest(.previousPage, cursor: low), itemsVersion: version
                    ) { [] }
                    low -= size
                case 2:
                    _ = machine.trim(at: random.next() % 2 == 0 ? .top : .bottom, toAtMost: 6, sparing: [])
                default:
                    // The owner changed the items: the ledger learns them with the next page.
                    let shown = Array(machine.ledger.loadedIdentities).sorted().map(item)
                    version += 1
                    _ = machine.receive(
                        page([], previous: low, next: high), for: PageRequest(.nextPage, cursor: high),
                        itemsVersion: version
                    ) { shown }
                }
                machine._checkInvariants()
            }
        }
    }

    // MARK: Helpers

    struct TestError: Error {}

    func item(_ id: Int) -> PagedItem { PagedItem(id: id, version: 0) }

    func page(_ ids: [Int], previous: Int? = nil, next: Int? = nil) -> Page<PagedItem, Int> {
        Page(items: ids.map(item), previousCursor: previous, nextCursor: next)
    }

    func kindName(_ kind: LoadRequest) -> String {
        switch kind {
        case .firstPage: "firstPage"
        case .nextPage: "nextPage"
        case .previousPage: "previousPage"
        case .refresh: "refresh"
        }
    }

    func summary(_ actions: [PagingAction<PagedItem, Int>]) -> [String] {
        actions.map { action in
            switch action {
            case .askLoader(let request, let attempt):
                "ask \(kindName(request.kind)) at \(request.cursor.map(String.init) ?? "nil") (attempt \(attempt))"
            case .replaceItems(let items): "replace \(items.map(\.id))"
            case .insertItems(let items, let edge): "insert \(items.map(\.id)) at \(edge)"
            case .removeItems(let ids): "remove \(ids.sorted())"
            case .setHasMorePages(let top, let bottom): "more pages: top \(top), bottom \(bottom)"
            case .endLoad(let failure?): "end failed: \(String(reflecting: failure))"
            case .endLoad(nil): "end"
            case .trimPages(let edge): "trim \(edge)"
            case .checkEnds: "check ends"
            case .announce(let count): "announce \(count)"
            }
        }
    }
}
