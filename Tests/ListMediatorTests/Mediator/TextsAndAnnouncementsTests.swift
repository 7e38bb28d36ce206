import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The mediator's words: the localized defaults, texts an app replaces, what VoiceOver reads on
/// the loading row, and what it announces as loads end.
@MainActor
struct TextsAndAnnouncementsTests {
    let list = MediatedList(count: 20)

    var announcements: [String] { list.tableView.accessibilityAnnouncements }

    @Test func theDefaultTextsComeFromThePackagesLocalizedStrings() {
        let texts = ListTexts.standard
        #expect(texts.loading == "Loading…")
        #expect(texts.failed("offline") == "offline — tap to retry")
        #expect(texts.endOfList == "No more items")
        #expect(texts.empty == "No items")
        #expect(texts.retry == "Retry")
        #expect(texts.delete == "Delete")
        #expect(texts.itemsLoaded(20) == "20 more items loaded")
        #expect(texts.itemsLoaded(1) == "1 more item loaded")
        #expect(texts.listLoaded(8) == "8 items loaded")
        #expect(texts.listLoaded(1) == "1 item loaded")
        #expect(texts.loadFailed("offline") == "Loading failed: offline. Retry is available.")
        #expect(texts.refreshed == "List refreshed")
        #expect(LoadingRow.endOfList.text == "No more items")
    }

    @Test func anAppsTextsReplaceTheDefaultsInTheLoadingRow() {
        var texts = ListTexts.standard
        texts.loading = "Fetching products"
        texts.failed = { "Oops (\($0)). Tap again." }
        list.mediator.texts = texts

        list.mediator.startLoading(.nextPage)
        list.tableView.scrollToBottom()
        #expect(list.visibleTexts.last == "Fetching products")

        list.mediator.stopLoading(failure: "offline")
        #expect(list.visibleTexts.last == "Oops (offline). Tap again.")
    }

    @Test func voiceOverReadsTheLoadingRowAndAFailedOneAsAButton() {
        list.mediator.startLoading(.nextPage)
        list.tableView.scrollToBottom()
        let loading = list.tableView.visibleCells.last
        #expect(loading?.accessibilityLabel == "Loading…")
        #expect(loading?.isAccessibilityButton == false)

        list.mediator.stopLoading(failure: "offline")
        let failed = list.tableView.visibleCells.last
        #expect(failed?.accessibilityLabel == "offline — tap to retry")
        #expect(failed?.isAccessibilityButton == true)
    }

    @Test func aLoadedPageIsAnnouncedWithHowManyItemsItAdded() {
        list.mediator.startLoading(.nextPage)
        list.items.apply(list.items.items + MediatedList.rows(20..<32))
        list.mediator.stopLoading()

        #expect(announcements == ["12 more items loaded"])
    }

    @Test func aFailureIsAnnouncedWithTheRetryThatIsAvailable() {
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(failure: "offline")

        #expect(announcements == ["Loading failed: offline. Retry is available."])
    }

    @Test func aFinishedRefreshIsAnnounced() {
        list.refreshControl.pullToRefresh()
        list.items.apply(MediatedList.rows(0..<20))
        list.mediator.stopLoading()

        #expect(announcements == ["List refreshed"])
    }

    @Test func aPageShownWithTheOwnersNextUpdateIsAnnouncedOnceThatUpdateIsWhole() async {
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(updatesList: false)
        #expect(announcements.isEmpty)

        // Moves and insertions: an update the diff shows in more than one stage.
        list.items.apply(MediatedList.rows(20..<25) + list.items.items.reversed())
        #expect(announcements.isEmpty, "announced once every stage is shown, not after the first")
        for _ in 0..<100 where announcements.isEmpty { await Task.yield() }

        #expect(announcements == ["5 more items loaded"])
    }

    @Test func aLoadThatAddsNothingSaysNothing() {
        list.mediator.startLoading(.nextPage)
        list.mediator.hasNextPage = false
        list.mediator.stopLoading()

        #expect(announcements.isEmpty)
    }

    @Test func theFirstPageAnnouncesEveryItemItShows() {
        let empty = MediatedList(count: 0)
        empty.mediator.startLoading(.firstPage)
        empty.items.apply(MediatedList.rows(0..<8))
        empty.mediator.hasNextPage = false
        empty.mediator.stopLoading()

        #expect(empty.tableView.accessibilityAnnouncements == ["8 items loaded"])
    }

    @Test func nothingIsComposedOrAnnouncedWhenNobodyListens() {
        list.tableView.isAnnouncingForAccessibility = false
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(failure: "offline")

        #expect(announcements.isEmpty)
    }
}
