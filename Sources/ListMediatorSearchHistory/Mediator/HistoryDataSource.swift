import ListMediator

/// Past searches as a section of a list the app composes: recent searches above live results,
/// or beside suggestions, in one table or collection view.
///
/// It is the search history mediator's ``HistoryView``; its ``dataSource`` goes into a
/// `CompositeDataSource` with the app's other data sources. While the history is hidden, or has
/// no term to show, the section is not there at all — no header above nothing — and it comes and
/// goes with an animation, as the terms do inside it. A tap on a term searches again; a swipe's
/// Delete removes the term from the repository.
///
/// ```swift
/// let recents = HistoryDataSource<TableListView>(headerTitle: "Recent", cellProvider: .text { $0 })
/// let list = CompositeDataSource<TableListView>([recents.dataSource, results])
/// ```
@MainActor
public final class HistoryDataSource<View: ListView>: HistoryView {
    /// The section of terms, to place in a composite: one section headed by the title while terms
    /// show, none otherwise. Its key is the header title (empty for none).
    public let dataSource: GroupedDataSource<String, String, View>
    public weak var historyViewDelegate: (any HistoryViewDelegate)?
    /// The terms the mediator gave, most recent first, shown or not.
    public private(set) var history: [String] = []

    /// A history section with `headerTitle` (none by default) whose rows `cellProvider` makes.
    ///
    /// - Parameters:
    ///   - headerTitle: the section's header title, such as "Recent searches".
    ///   - cellProvider: makes the cell for a term.
    ///   - supplementaryViewProvider: the section's header and footer views, for a header with a
    ///     Clear button (connected to ``clearHistory()``).
    public init(
        headerTitle: String? = nil, cellProvider: CellProvider<String, View>,
        supplementaryViewProvider: SupplementaryViewProvider<GroupedDataSource<String, String, View>.Section, View> =
            .none
    ) {
        let title = headerTitle ?? ""
        dataSource = GroupedDataSource(
            items: [], sectionKey: { _ in title }, sectionOrder: { _, _ in false },
            headerTitle: { $0.isEmpty ? nil : $0 }, cellProvider: cellProvider,
            supplementaryViewProvider: supplementaryViewProvider)
        dataSource.onSelect = { [weak self] term in
            guard let self else { return }
            // A term is an action, not a state: the row does not stay selected.
            dataSource.deselectAllItems()
            historyViewDelegate?.historyView(self, didSelectTerm: term)
        }
        // The data source has removed the row; the repository's change then agrees with it.
        dataSource.onDelete = { [weak self] term in
            guard let self else { return }
            historyViewDelegate?.historyView(self, didDeleteTerm: term)
        }
    }

    /// Whether the section is hidden: it then has no rows and no header.
    public var isHidden = true {
        didSet { if isHidden != oldValue { show() } }
    }

    /// Shows `history`, animated where the section is on screen.
    public func setHistory(_ history: [String]) {
        self.history = history
        show()
    }

    /// Asks for the whole history to be cleared, as a "Clear" button does. The section empties
    /// when the repository reports the change.
    public func clearHistory() {
        historyViewDelegate?.historyViewDidRequestClearing(self)
    }

    private func show() {
        // A list that repeats a term cannot be diffed by identity: each term shows once.
        var seen = Set<String>()
        dataSource.apply(isHidden ? [] : history.filter { seen.insert($0).inserted })
    }
}
