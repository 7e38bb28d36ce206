/// What a transition of the ``PagingMachine`` asks its driver to do, in the order given: the
/// driver (``PagingController`` or ``PagedItems``) performs each action where the items are
/// shown and where the loading state is kept.
enum PagingAction<Item: Identifiable, Cursor> {
    /// Start the loader on `request`; its page or error comes back as the load counted `attempt`.
    /// A load still running is cancelled: its result no longer counts.
    case askLoader(PageRequest<Cursor>, attempt: Int)
    /// Replace the items shown with a reload's, diffed by identity.
    case replaceItems([Item])
    /// Add a page's items, all new, at `edge`.
    case insertItems([Item], at: ListEdge)
    /// Remove the items of pages the memory bound dropped.
    case removeItems(Set<Item.ID>)
    /// Tell the loading state whether pages are left beyond each end.
    case setHasMorePages(top: Bool, bottom: Bool)
    /// End the running load: shown, or failed with `failure`, which a retry repeats.
    case endLoad(failure: (any Error)?)
    /// Drop pages at `edge` past the memory bound, unless that end's load failed (its failure is
    /// about the page beyond the pages it keeps until its retry or a reload).
    case trimPages(at: ListEdge)
    /// Check both ends for a page to load, as after a load.
    case checkEnds
    /// Tell the observers the state, and how many items the load that ended brought.
    case announce(newItemCount: Int)
}
