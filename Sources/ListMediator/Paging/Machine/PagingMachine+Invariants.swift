extension PageLedger {
    /// The first contradiction between the ledger's facts, or `nil`: its pages hold each loaded
    /// identity exactly once; the cursors at the ends are those of the first and the last page
    /// (there are none before the first page).
    /// - Complexity: O(*n*) for the *n* identities loaded.
    func brokenInvariant() -> String? {
        var seen = Set<Item.ID>(minimumCapacity: loadedIdentities.count)
        for page in loadedPages {
            for id in page.ids where !seen.insert(id).inserted {
                return "\(id) is in two loaded pages"
            }
        }
        if seen != loadedIdentities { return "the loaded identities are not the pages' identities" }
        guard let first = loadedPages.first, let last = loadedPages.last else {
            return nextCursor == nil && previousCursor == nil ? nil : "a cursor with no page loaded"
        }
        if (nextCursor == nil) != (last.nextCursor == nil) { return "the next cursor is not the last page's" }
        if (previousCursor == nil) != (first.previousCursor == nil) {
            return "the previous cursor is not the first page's"
        }
        return nil
    }
}

extension PagingMachine {
    /// Stops the program when the machine's facts contradict each other (see
    /// ``PageLedger/brokenInvariant()``). Checked after every transition's actions in debug
    /// builds, and by the randomized paging suites after every step.
    func _checkInvariants() {
        if let broken = ledger.brokenInvariant() { fatalError("PagingMachine: \(broken)") }
    }

    /// ``_checkInvariants()`` in debug builds; nothing in release builds, where a check of every
    /// identity on every page would cost what the machine is meant to save.
    @inline(__always)
    func _debugCheckInvariants() {
        #if DEBUG
            _checkInvariants()
        #endif
    }
}
