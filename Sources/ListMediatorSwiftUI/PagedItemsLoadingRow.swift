#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import SwiftUI

    /// The row at one end of a SwiftUI `List` or `LazyVStack` of ``PagedItems``, ready-made: a
    /// spinner while a page loads at that end, the failure with a Retry button that retries that
    /// end — so a list paged both ways has one row at each end, each retrying its own — and, when
    /// asked, "No more items" once no page is left beyond it. Nothing otherwise.
    ///
    /// ```swift
    /// List {
    ///     ForEach(feed.items) { post in PostRow(post: post).onAppear { feed.itemDidAppear(post) } }
    ///     PagedItemsLoadingRow(feed)
    /// }
    /// ```
    ///
    /// The texts are the library's (``ListTexts/standard``, localized) unless you give others; a
    /// failure shows a `LocalizedError`'s description, or the error described. For VoiceOver
    /// the spinner reads "Loading…" and the failure is one element whose action retries.
    @available(iOS 17.0, *)
    public struct PagedItemsLoadingRow<Item: Identifiable, Cursor: Sendable>: View {
        private let items: PagedItems<Item, Cursor>
        private let edge: ListEdge
        private let showsEndOfList: Bool
        private let texts: ListTexts

        /// The row of `items` at `edge`: the bottom (where next pages load, and a refresh) by
        /// default, the top for previous pages.
        ///
        /// - Parameters:
        ///   - items: the paged items the list shows.
        ///   - edge: the end of the list the row is at.
        ///   - showsEndOfList: whether the row says so once no page is left beyond its end.
        ///   - texts: the words it uses.
        public init(
            _ items: PagedItems<Item, Cursor>, at edge: ListEdge = .bottom, showsEndOfList: Bool = false,
            texts: ListTexts = .standard
        ) {
            self.items = items
            self.edge = edge
            self.showsEndOfList = showsEndOfList
            self.texts = texts
        }

        public var body: some View {
            switch items.state(at: edge) {
            case .loading:
                ProgressView()
                    .frame(maxWidth: .infinity)
                    .accessibilityLabel(texts.loading)
            case .failed(let error):
                VStack(spacing: 8) {
                    Text(Self.message(for: error))
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                    Button(texts.retry) { _ = items.retry(at: edge) }
                }
                .frame(maxWidth: .infinity)
                .accessibilityElement(children: .combine)
                .accessibilityAction { _ = items.retry(at: edge) }
            case .exhausted where showsEndOfList:
                Text(texts.endOfList)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
            case .idle, .exhausted:
                EmptyView()
            }
        }

        /// What the failure shows: a `LocalizedError`'s description, as a mediator's loading row
        /// shows it, or the error described.
        private static func message(for error: any Error) -> String {
            (error as? LocalizedError)?.errorDescription ?? String(describing: error)
        }
    }
#endif
