/// Where a ``PagingController`` shows its pages: a flat or a grouped data source, seen through
/// the four things paging does with it.
@MainActor
struct PageDestination<Item: Identifiable, View: ListView>: Sendable {
    /// The data source itself.
    let dataSource: ItemDataSource<Item, View>
    /// The items shown, in list order.
    let shownItems: @MainActor @Sendable () -> [Item]
    /// Replaces the items with a first page or a refresh, diffed by identity: rows of items that
    /// are no longer equal are updated.
    let replace: @MainActor @Sendable (_ items: [Item]) -> Void
    /// Adds the items of a next page, all new, below the others.
    let add: @MainActor @Sendable (_ items: [Item]) -> Void
    /// Adds the items of a previous page, all new, above the others.
    let prepend: @MainActor @Sendable (_ items: [Item]) -> Void

    /// A flat list: a next page is appended, a previous page inserted at the start, with no diff.
    nonisolated static func flat(
        _ list: FlatDataSource<Item, View>, isContentEqual: @escaping @MainActor (Item, Item) -> Bool
    ) -> PageDestination {
        return PageDestination(
            dataSource: list, shownItems: { list.items },
            // A closure, not the key path `\.id`: reading a key path costs a runtime call for
            // each identity the diff takes.
            replace: { list.apply($0, identifiedBy: { $0.id }, isContentEqual: isContentEqual) },
            add: { list.append(contentsOf: $0) }, prepend: { list.insert(contentsOf: $0, at: 0) })
    }

    /// A grouped list: a next page's items go to the end of their sections — the first of its
    /// groups joins the last section when they share a key — and a previous page's to the start
    /// of theirs — its last group joining the first section — with no diff.
    nonisolated static func grouped<SectionKey>(
        _ list: GroupedDataSource<Item, SectionKey, View>, isContentEqual: @escaping @MainActor (Item, Item) -> Bool
    ) -> PageDestination {
        return PageDestination(
            dataSource: list, shownItems: { list.sections.flatMap(\.items) },
            // A closure, not the key path `\.id`: reading a key path costs a runtime call for
            // each identity the diff takes.
            replace: { list.apply($0, identifiedBy: { $0.id }, isContentEqual: isContentEqual) },
            add: { list.append(contentsOf: $0) }, prepend: { list.prepend(contentsOf: $0) })
    }
}
