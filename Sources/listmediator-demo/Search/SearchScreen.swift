import Foundation
import ListMediator
import ListMediatorSearchHistory
import ListMediatorTerminal

/// Search with history (seeds 001 and 002): a field, the history it shows while editing, and
/// the products a search finds.
///
/// A ``SearchHistoryMediator`` wires the field, the history list and a
/// ``FileHistoryRepository``; the screen only turns keys into the field's and the list's user
/// actions, and shows the results of each search.
///
/// Keys go to one of three places: the field while editing (typing, Backspace, Enter searches,
/// Esc cancels, ↓ moves into the history), the history (↑↓ move, Enter searches a term again,
/// `d` deletes it, ↑ from the top goes back to the field), or the results when not editing
/// (`/` starts editing, ↑↓ and Enter select).
@MainActor
final class SearchScreen: DemoScreen {
    let title = "Search"
    let field = TerminalSearchField()
    let history = HistoryList()
    let resultsView = TerminalListView()
    let results = FlatDataSource<Product, TerminalListView>(
        items: [], cellProvider: .text({ $0.name }, detail: \.categoryAndPrice))
    let repository: any HistoryRepository
    private(set) var mediator: SearchHistoryMediator!
    private(set) var status = TerminalLine("")
    /// The last term searched for, as the mediator passed it on.
    private(set) var lastSearch: String?
    /// Whether keys move in the history rather than edit the field, while editing.
    private(set) var isInHistory = false

    init(repository: any HistoryRepository) {
        self.repository = repository
        resultsView.autofocuses = true
        resultsView.marksChanges = true
        resultsView.currentDataSource = results
        results.onSelect = { [weak self] product in
            self?.status =
                TerminalLine("Selected: ") + TerminalLine(product.name, style: .emphasized)
                + TerminalLine(" · \(product.category) · \(product.formattedPrice)")
        }
        mediator = SearchHistoryMediator(searchField: field, historyView: history, repository: repository) {
            [weak self] term in self?.search(for: term)
        }
        mediator.errorHandler = { [weak self] error in
            self?.status = TerminalLine("Not kept in the history: \(error)", style: .failure)
        }
        // A terminal field has no clear button: each search empties it, so `/` starts the next
        // query from scratch, as in less and vim; the status line keeps the query shown.
        mediator.clearsFieldOnSearch = true
    }

    /// Shows a problem the history file had, in the status line.
    func report(_ diagnostic: HistoryFileDiagnostic) {
        status = TerminalLine(diagnostic.description, style: .failure)
    }

    var listView: TerminalListView { history.isHidden ? resultsView : history.listView }
    var listViews: [TerminalListView] { [resultsView, history.listView] }

    /// Shows the products whose name or category contains `term`, ignoring case and accents.
    private func search(for term: String) {
        let matches = Catalogue.products.filter { product in
            [product.name, product.category].contains {
                $0.range(of: term, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
        lastSearch = term
        results.apply(matches)
        if let first = matches.indices.first { resultsView.focusRow(at: IndexPath(row: first, section: 0)) }
        status = TerminalLine("Searched for \"\(term)\": it is first in the history now")
    }

    func handle(_ key: TerminalKey) -> Bool {
        if !field.isEditing { return handleResultsKey(key) }
        return isInHistory ? handleHistoryKey(key) : handleFieldKey(key)
    }

    private func handleResultsKey(_ key: TerminalKey) -> Bool {
        if key == .character("/") {
            isInHistory = false
            field.beginEditing()
            return true
        }
        return resultsView.handle(key)
    }

    private func handleFieldKey(_ key: TerminalKey) -> Bool {
        switch key {
        case .character(let character): field.type(character)
        case .backspace: field.deleteBackward()
        case .enter: field.submit()
        case .escape: field.cancel()
        case .down:
            guard !history.isHidden, !history.terms.items.isEmpty else { return true }
            isInHistory = true
            history.listView.focusFirstRow()
        default: return false
        }
        return true
    }

    private func handleHistoryKey(_ key: TerminalKey) -> Bool {
        switch key {
        case .up where history.listView.indexPathForFocusedRow?.row ?? 0 == 0:
            isInHistory = false
        case .character("d"), .delete:
            history.deleteFocusedTerm()
            if history.terms.items.isEmpty { isInHistory = false }
        case .escape:
            isInHistory = false
            field.cancel()
        case .enter:
            isInHistory = false
            history.listView.pressFocusedRow()
        case .up, .down, .pageUp, .pageDown, .home, .end:
            history.listView.handle(key)
        case .character, .backspace:
            isInHistory = false
            return handleFieldKey(key)
        default:
            return false
        }
        return true
    }

    func headline(width: Int) -> TerminalLine {
        var line = TerminalLine("Search: ", style: .heading)
        if field.isEditing {
            line.append(field.text ?? "", style: .emphasized)
        } else if let lastSearch {
            line.append("\(results.items.count) products match \"\(lastSearch)\"")
        } else {
            line.append("press / to type", style: .secondary)
        }
        return line
    }

    var cursorColumn: Int? {
        field.isEditing && !isInHistory ? "Search: ".count + (field.text ?? "").count : nil
    }

    var placeholder: [TerminalLine] {
        if let lastSearch { return [TerminalLine("  Nothing matches \"\(lastSearch)\"", style: .secondary)] }
        return [
            TerminalLine("  Press / and type a product or a category; Enter searches.", style: .secondary),
            TerminalLine("  Past searches show as you type, and are still there next time.", style: .secondary),
        ]
    }

    var keyHelp: String {
        if !field.isEditing { return "/ search · ↑↓ move · Enter select · Tab screens · q quit" }
        if isInHistory { return "↑↓ move · Enter search again · d delete · Esc cancel · Tab screens" }
        return "type to filter the history · Enter search · ↓ history · Esc cancel · Tab screens · Ctrl-C quit"
    }
}
