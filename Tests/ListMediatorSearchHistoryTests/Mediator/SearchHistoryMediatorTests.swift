import ListMediatorSearchHistory
import ListMediatorTesting
import Testing

/// How the mediator drives the view from the field's events, then its suggestions, selection and deletion.
@MainActor
struct SearchHistoryMediatorTests {
    let field = HeadlessSearchField()
    let view = HeadlessHistoryView()
    let repository = InMemoryHistoryRepository(history: ["swift", "Sweden", "café", "kotlin"])

    func makeMediator(onSearch: @escaping @MainActor (String) -> Void = { _ in }) -> SearchHistoryMediator {
        SearchHistoryMediator(searchField: field, historyView: view, repository: repository, onSearch: onSearch)
    }

    // MARK: Visibility and recording

    @Test func hidesTheHistoryAtFirstAndFillsItWithTheRepositorysTerms() {
        let mediator = makeMediator()

        #expect(view.isHidden)
        #expect(view.history == ["swift", "Sweden", "café", "kotlin"])
        #expect(field.searchFieldDelegate === mediator)
        #expect(view.historyViewDelegate === mediator)
    }

    /// The view gets the repository's whole history at first, whatever the field holds;
    /// filtering by the field's text starts when the user starts editing.
    @Test func startsWithTheWholeHistoryEvenWhenTheFieldAlreadyHasText() throws {
        field.text = "sw"
        let mediator = makeMediator()

        #expect(view.history == ["swift", "Sweden", "café", "kotlin"])
        try repository.addSearchTerm("rust")
        #expect(view.history == ["rust", "swift", "Sweden", "café", "kotlin"])

        field.beginEditing()
        #expect(view.history == ["swift", "Sweden"])
        withExtendedLifetime(mediator) {}
    }

    @Test func showsTheHistoryWhenEditingBegins() {
        let mediator = makeMediator()

        field.beginEditing()

        #expect(!view.isHidden)
        withExtendedLifetime(mediator) {}
    }

    @Test func hidesTheHistoryWhenEditingEnds() {
        let mediator = makeMediator()
        field.beginEditing()

        field.resignFirstResponder()

        #expect(view.isHidden)
        withExtendedLifetime(mediator) {}
    }

    @Test func hidesTheHistoryOnCancelAndEndsEditingKeepingTheText() {
        let mediator = makeMediator()
        field.beginEditing()
        field.type("sw")

        field.tapCancelButton()

        #expect(view.isHidden)
        #expect(!field.isFirstResponder)
        #expect(field.text == "sw")
        withExtendedLifetime(mediator) {}
    }

    @Test func onSearchAddsTheTermKeepsTheQueryInTheFieldAndEndsEditing() {
        var searches: [String] = []
        let mediator = makeMediator { searches.append($0) }
        field.beginEditing()
        field.type("rust")

        field.tapSearchButton()

        #expect(view.isHidden)
        #expect(repository.history == ["rust", "swift", "Sweden", "café", "kotlin"])
        #expect(view.history == ["rust"], "the terms matching the query, for when editing begins again")
        #expect(field.text == "rust")
        #expect(!field.isFirstResponder)
        #expect(searches == ["rust"])
        withExtendedLifetime(mediator) {}
    }

    @Test func onSearchWithClearingTheFieldShowsTheWholeNewHistoryAgain() {
        var searches: [String] = []
        let mediator = makeMediator { searches.append($0) }
        mediator.clearsFieldOnSearch = true
        field.beginEditing()
        field.type("rust")

        field.tapSearchButton()

        #expect(view.isHidden)
        #expect(view.history == repository.history)
        #expect(field.text == nil)
        #expect(!field.isFirstResponder)
        #expect(searches == ["rust"])
    }

    @Test func onSearchWithEmptyTextAddsNothingButStillHidesAndEndsEditing() {
        var searches: [String] = []
        let mediator = makeMediator { searches.append($0) }
        field.beginEditing()

        field.tapSearchButton()

        #expect(view.isHidden)
        #expect(repository.history.count == 4)
        #expect(!field.isFirstResponder)
        #expect(searches.isEmpty)
        withExtendedLifetime(mediator) {}
    }

    /// The mediator applies `isHidden = text?.isEmpty ?? false` to each edit: empty text hides
    /// the history, other text shows it, and `nil` text shows it.
    @Test func hidesTheHistoryForEmptyTextAndShowsItForAnyOtherTextIncludingNil() {
        let mediator = makeMediator()
        field.beginEditing()
        #expect(!view.isHidden)

        field.type("s")
        #expect(!view.isHidden)
        field.deleteBackward()
        #expect(view.isHidden)
        field.type("k")
        #expect(!view.isHidden)
        field.replaceText(with: "")
        #expect(view.isHidden)

        field.text = nil
        mediator.searchField(field, textDidChange: "")
        #expect(!view.isHidden)
    }

    @Test func ignoresTextSetFromCodeAsUISearchBarReportsNoChangeForIt() {
        let mediator = makeMediator()
        field.beginEditing()

        field.text = ""  // Not a user edit: the field reports nothing.

        #expect(!view.isHidden)
        withExtendedLifetime(mediator) {}
    }

    // MARK: Suggestions, selection and deletion

    @Test func showsOnlyTermsStartingWithTheTypedTextIgnoringCaseAndDiacritics() {
        let mediator = makeMediator()
        field.beginEditing()

        field.type("SW")
        #expect(view.history == ["swift", "Sweden"])
        field.type("e")
        #expect(view.history == ["Sweden"])
        field.replaceText(with: "CAFE")
        #expect(view.history == ["café"])
        field.replaceText(with: "")
        #expect(view.history == ["swift", "Sweden", "café", "kotlin"])
        withExtendedLifetime(mediator) {}
    }

    @Test func filtersByTextAlreadyInTheFieldWhenEditingBegins() {
        field.text = "k"
        let mediator = makeMediator()

        field.beginEditing()

        #expect(view.history == ["kotlin"])
        withExtendedLifetime(mediator) {}
    }

    @Test func selectingATermFillsTheFieldAndSearchesForIt() {
        var searches: [String] = []
        let mediator = makeMediator { searches.append($0) }
        field.beginEditing()
        field.type("k")

        view.selectTerm(at: 0)

        #expect(searches == ["kotlin"])
        #expect(repository.history == ["kotlin", "swift", "Sweden", "café"])
        #expect(view.history == ["kotlin"])
        #expect(view.isHidden)
        #expect(field.text == "kotlin")
        #expect(!field.isFirstResponder)
        withExtendedLifetime(mediator) {}
    }

    @Test func deletingATermRemovesItFromTheRepositoryAndTheViewKeepingTheFilter() {
        let mediator = makeMediator()
        field.beginEditing()
        field.type("sw")

        view.deleteTerm(at: 1)

        #expect(repository.history == ["swift", "café", "kotlin"])
        #expect(view.history == ["swift"])
        #expect(!view.isHidden)
        withExtendedLifetime(mediator) {}
    }

    @Test func showsChangesMadeToTheRepositoryElsewhere() throws {
        let mediator = makeMediator()

        try repository.addSearchTerm("from another screen")

        #expect(view.history.first == "from another screen")
        #expect(mediator.shownHistory == view.history)
    }

    @Test func reportsAnOverLongTermButStillSearchesForIt() {
        let repository = InMemoryHistoryRepository(policy: HistoryPolicy(maximumTermLength: 3))
        var searches: [String] = []
        var errors: [HistoryError] = []
        let mediator = SearchHistoryMediator(
            searchField: field, historyView: view, repository: repository, onSearch: { searches.append($0) })
        mediator.errorHandler = { errors.append($0) }
        field.beginEditing()
        field.type("long")

        field.tapSearchButton()

        #expect(errors == [.termTooLong(length: 4, maximumLength: 3)])
        #expect(searches == ["long"])
        #expect(repository.history.isEmpty)
        #expect(field.text == "long")
    }

    @Test func searchesForTheTrimmedTermAndIgnoresWhitespaceOnlyText() {
        var searches: [String] = []
        let mediator = makeMediator { searches.append($0) }
        mediator.clearsFieldOnSearch = true  // so the second query is typed into an empty field
        field.beginEditing()
        field.type("  go  ")
        field.tapSearchButton()
        field.beginEditing()
        field.type("   ")
        field.tapSearchButton()

        #expect(searches == ["go"])
        #expect(repository.history.first == "go")
        #expect(field.text == nil)
        withExtendedLifetime(mediator) {}
    }

    @Test func searchesForTheTermTrimmedByWholeCharactersAsTheRepositoryStoresIt() {
        var searches: [String] = []
        let mediator = makeMediator { searches.append($0) }
        field.beginEditing()
        field.type(" \u{301}abc")

        field.tapSearchButton()

        #expect(searches.map { Array($0.unicodeScalars) } == [["a", "b", "c"]])
        #expect(repository.history.first.map { Array($0.unicodeScalars) } == ["a", "b", "c"])
        withExtendedLifetime(mediator) {}
    }

    @Test func searchesForNothingWhenTheTextHasNothingVisible() {
        var searches: [String] = []
        var errors: [HistoryError] = []
        let mediator = makeMediator { searches.append($0) }
        mediator.errorHandler = { errors.append($0) }
        field.beginEditing()
        field.type("\u{200B}\u{FEFF} ")

        field.tapSearchButton()

        #expect(searches.isEmpty)
        #expect(errors.isEmpty)
        #expect(repository.history == ["swift", "Sweden", "café", "kotlin"])
        #expect(field.text == "\u{200B}\u{FEFF} ")
        #expect(view.isHidden)
    }

    @Test func reportsATermWithAControlCharacterButStillSearchesForIt() {
        var searches: [String] = []
        var errors: [HistoryError] = []
        let mediator = makeMediator { searches.append($0) }
        mediator.errorHandler = { errors.append($0) }
        field.beginEditing()
        field.type("a\u{0}b")

        field.tapSearchButton()

        #expect(errors == [.termContainsControlCharacter("\u{0}")])
        #expect(searches == ["a\u{0}b"])
        #expect(repository.history == ["swift", "Sweden", "café", "kotlin"])
        #expect(field.text == "a\u{0}b")
    }

    /// Each new list of terms reaches the view once; the same list is never given twice in a row.
    @Test func givesTheViewEachNewListOfTermsOnceAndTheSameListNeverTwiceInARow() throws {
        let mediator = makeMediator()
        let initialCount = view.setHistoryCount
        field.beginEditing()
        field.resignFirstResponder()
        field.beginEditing()
        #expect(view.setHistoryCount == initialCount, "the same whole history")

        field.type("s")
        #expect(view.history == ["swift", "Sweden"])
        #expect(view.setHistoryCount == initialCount + 1)

        field.type("w")
        #expect(view.setHistoryCount == initialCount + 1, "\"sw\" matches the same terms")

        field.type("i")
        #expect(view.history == ["swift"])
        try repository.addSearchTerm("swing")
        #expect(view.history == ["swing", "swift"])
        #expect(view.setHistoryCount == initialCount + 3)
        withExtendedLifetime(mediator) {}
    }

    @Test func isReleasedWithItsOwnerBecauseFieldAndViewHoldItWeakly() {
        weak var weakMediator: SearchHistoryMediator?
        do {
            let mediator = makeMediator()
            weakMediator = mediator
        }

        #expect(weakMediator == nil)
        #expect(field.searchFieldDelegate == nil)
    }
}

/// The user clears the whole history from the view.
@MainActor
struct ClearingTheHistoryTests {
    @Test func aClearRequestEmptiesTheRepositoryAndTheView() throws {
        let field = HeadlessSearchField()
        let view = HeadlessHistoryView()
        let repository = InMemoryHistoryRepository()
        for term in ["kotlin", "swift"] { try repository.addSearchTerm(term) }
        let mediator = SearchHistoryMediator(searchField: field, historyView: view, repository: repository)
        field.beginEditing()
        #expect(view.history == ["swift", "kotlin"])

        view.tapClear()

        #expect(repository.history.isEmpty)
        #expect(view.history.isEmpty)
        withExtendedLifetime(mediator) {}
    }
}
