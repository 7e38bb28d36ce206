import Foundation

// Children that load the first time an item expands: a placeholder row under the item while
// they load, their rows in its place when they come, the failure in its place when they do not.
// The rules for a late result are the paging controller's: one that comes after the item
// collapsed is kept, not shown; one that a newer load superseded is dropped.

extension OutlineDataSource {
    /// Turns a failure to load children into the words the placeholder row shows: by default a
    /// `LocalizedError`'s `errorDescription`, else `String(describing:)`.
    public var failureMessage: (any Error) -> String {
        get { childrenLoading?.failureMessage ?? defaultChildrenFailureMessage }
        set { childrenLoading?.failureMessage = newValue }
    }

    /// Whether the children of the item `id` are loading.
    public func isLoadingChildren(of id: Item.ID) -> Bool {
        childrenLoading?.isLoading(id) ?? false
    }

    /// Forgets the children of the item `id`, in an outline whose children load, and loads them
    /// again when the item shows expanded — its descendants' rows then give way to a loading
    /// placeholder — or the next time it expands. A load running is cancelled and its result
    /// dropped. For a failed load, this is the retry a tap on its placeholder row does.
    /// - Complexity: O(*n*) to find the item's row among *n*.
    public func reloadChildren(of id: Item.ID, animated: ListAnimation = true) {
        guard let loading = childrenLoading else { return }
        loading.loaded[id] = nil
        loading.cancelLoad(of: id)
        guard expandedIDs.contains(id), let index = rows.firstIndex(where: { $0.id == .item(id) }) else { return }
        let row = rows[index]
        let shown = rows
        var end = index + 1
        while end < shown.count, shown[end].depth > row.depth {
            if !shown[end].isPlaceholder { shownIDs.remove(shown[end].item.id) }
            end += 1
        }
        let placeholderRow = OutlineRow(placeholder: .loading, underItem: row.item, depth: row.depth + 1)
        let update: BatchUpdate
        if end == index + 2, shown[index + 1].isPlaceholder {
            // The failure's row in place: the same row, now loading.
            update = BatchUpdate(reconfiguredRows: [IndexPath(row: index + 1, section: 0)])
        } else {
            update = BatchUpdate(
                deletedRows: IndexPath.rows(index + 1..<end, inSection: 0),
                insertedRows: [IndexPath(row: index + 1, section: 0)])
        }
        _ = changeRows(update, animated: animated, completion: nil) {
            storage.removeRows(index + 1..<end, inSection: 0)
            storage.insert(contentsOf: [placeholderRow], at: index + 1, inSection: 0)
        }
        startLoadingChildren(of: [row.item])
    }

    /// The rows an expansion of `row` (at `index`) inserts in an outline whose children load: a
    /// placeholder while its children load (or after they failed), else the rows of its loaded
    /// descendants; and the items whose children are to load.
    @usableFromInline
    func rowsOfLoadingExpansion(of row: OutlineRow<Item>, at index: Int) throws(OutlineError<Item.ID>) -> (
        rows: [OutlineRow<Item>], itemsToLoad: [Item]
    ) {
        try healingLoadedChildren { () throws(OutlineError<Item.ID>) in
            if let placeholder = placeholder?(row.item) {
                let rows = [OutlineRow(placeholder: placeholder, underItem: row.item, depth: row.depth + 1)]
                return (rows, placeholder == .loading ? [row.item] : [])
            }
            var flattening = OutlineFlattening(
                children: children, expanded: expandedIDs, placeholder: placeholder,
                ancestorsAbove: { [unowned self] in ancestors(ofRowAt: index) + [row.item.id] },
                parentOfShownItem: { [unowned self] in parent(ofShownItem: $0) })
            try flattening.add(children(row.item) ?? [], depth: row.depth + 1, shown: &shownIDs)
            return (flattening.rows, flattening.itemsToLoad)
        }
    }

    /// Before the item `id` expands: a failed load of its children is forgotten, so that
    /// expanding it again loads them again.
    @usableFromInline
    func prepareToExpand(_ id: Item.ID) {
        guard let loading = childrenLoading, case .failed? = loading.loads[id] else { return }
        loading.loads[id] = nil
    }

    /// Starts loading the children of `items`, those not loading already.
    @usableFromInline
    func startLoadingChildren(of items: [Item]) {
        guard let loading = childrenLoading else { return }
        for item in items where !loading.isLoading(item.id) {
            let number = loading.startLoad(of: item.id)
            let load = loading.load
            let task = Task { [weak self] in
                let result: Result<[Item], any Error>
                do { result = .success(try await load(item)) } catch { result = .failure(error) }
                self?.childrenDidLoad(of: item, number: number, result)
            }
            loading.keep(task, running: number, of: item.id)
        }
    }

    /// A load of the children of `item` ended: kept when it is the current one, and shown in
    /// place of the placeholder when the item shows expanded.
    func childrenDidLoad(of item: Item, number: Int, _ result: Result<[Item], any Error>) {
        guard let loading = childrenLoading, loading.isCurrent(number, of: item.id) else { return }
        switch result {
        case .success(let children):
            loading.loads[item.id] = nil
            loading.loaded[item.id] = children
            if loading.forgetsExpandedDescendantsOnLoad.remove(item.id) != nil {
                // Collapsed with its descendants while these were not loaded: they show collapsed.
                forgetExpandedItems(below: item, rowsBelow: 0..<0)
            }
        case .failure(let error):
            loading.loads[item.id] = .failed(message: loading.failureMessage(error))
        }
        guard expandedIDs.contains(item.id), shownIDs.contains(item.id),
            let index = rows.firstIndex(where: { $0.id == .children(of: item.id) })
        else { return }
        let depth = rows[index].depth
        if case .success(let children) = result {
            var flattening = OutlineFlattening(
                children: self.children, expanded: expandedIDs, placeholder: placeholder,
                ancestorsAbove: { [unowned self] in ancestors(ofRowAt: index) },
                parentOfShownItem: { [unowned self] in parent(ofShownItem: $0) })
            do {
                try flattening.add(children, depth: depth, shown: &shownIDs)
                let newRows = flattening.rows
                let update = BatchUpdate(
                    deletedRows: [IndexPath(row: index, section: 0)],
                    insertedRows: IndexPath.rows(index..<index + newRows.count, inSection: 0))
                _ = changeRows(update, animated: true, completion: nil) {
                    storage.removeRows(index..<index + 1, inSection: 0)
                    storage.insert(contentsOf: newRows, at: index, inSection: 0)
                }
                startLoadingChildren(of: flattening.itemsToLoad)
                return
            } catch {
                // Children that would make the outline no tree are not kept: the failure says why.
                loading.loaded[item.id] = nil
                loading.loads[item.id] = .failed(message: String(describing: error))
            }
        }
        let placeholder = loading.placeholder(forChildrenOf: item.id) ?? .loading
        _ = changeRows(
            BatchUpdate(reconfiguredRows: [IndexPath(row: index, section: 0)]), animated: true, completion: nil
        ) {
            storage.replace(
                at: IndexPath(row: index, section: 0),
                with: OutlineRow(placeholder: placeholder, underItem: item, depth: depth))
        }
    }

    /// `flatten`'s rows, in an outline whose children load: when loaded children would show an
    /// item twice (the server moved it since they loaded), they are dropped — the item that held
    /// them shows the failure, which a tap retries — and `flatten` runs again.
    /// - Throws: the error of a tree that is no tree without loaded children (a root twice).
    @usableFromInline
    func healingLoadedChildren<Rows>(_ flatten: () throws(OutlineError<Item.ID>) -> Rows)
        throws(OutlineError<Item.ID>) -> Rows
    {
        while true {
            do {
                return try flatten()
            } catch {
                guard let childrenLoading, childrenLoading.dropChildren(blamedFor: error) else { throw error }
            }
        }
    }

    /// What a tap on the placeholder row `row` does: a failure's loads the children again; a
    /// loading one's, nothing.
    func tap(onPlaceholderRow row: OutlineRow<Item>) -> RowTap {
        guard case .failed = row.placeholder else { return .ignored }
        let id = row.item.id
        return .performs { [weak self] in self?.reloadChildren(of: id) }
    }
}
