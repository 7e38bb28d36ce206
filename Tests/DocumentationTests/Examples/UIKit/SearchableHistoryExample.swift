import ListMediatorSearchHistory

#if canImport(SwiftUI)
    import SwiftUI

    /// "Search history for SwiftUI" (ListMediatorSearchHistory.docc/SearchHistory.md): recent
    /// searches as `searchable`'s suggestions, type-checked against the iOS SDK (there is no
    /// SwiftUI on Linux).
    enum SearchableHistoryExample {
        @available(iOS 17.0, *)
        struct SearchView: View {
            @State private var recents: SearchableHistory

            init(repository: any HistoryRepository) {
                _recents = State(initialValue: SearchableHistory(repository: repository))
            }

            var body: some View {
                NavigationStack {
                    List(results(for: recents.query), id: \.self) { Text($0) }
                        .searchable(text: $recents.query) {
                            ForEach(recents.suggestions, id: \.self) { term in
                                Text(term).searchCompletion(term)
                                    .swipeActions { Button("Delete", role: .destructive) { recents.delete(term) } }
                            }
                        }
                        .onSubmit(of: .search) { recents.recordSearch() }
                }
            }

            func results(for query: String) -> [String] {
                ["Apples", "Bananas", "Cherries"].filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
            }
        }
    }
#endif
