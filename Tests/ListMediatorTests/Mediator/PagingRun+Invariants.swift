import Foundation
import ListMediator
import ListMediatorTesting

// The invariants checked after every step, numbered as in the suite's description (2, a stale
// page changes nothing, is checked by the step that answers one).

extension PagingRun {
    /// The first broken invariant, or `nil`.
    func brokenInvariant() -> String? {
        oneLoadInFlight() ?? loadingRowFollowsTheState() ?? rowsAreTheModelsItems() ?? noRejectedBatchUpdate()
            ?? noIdentityShownTwice() ?? idleNearTheEndLoadsTheNextPage()
    }

    /// 1. At most one load in flight, the model's.
    func oneLoadInFlight() -> String? {
        model.oneLoadInFlight(at: backend)
    }

    /// 3. The loading row shows while a page loads, except during a pull-to-refresh, and the
    /// failure after a failed load: by the controller's own state, by the model, and in the view.
    func loadingRowFollowsTheState() -> String? {
        let state = paging.state
        let pulling = refreshControl.isRefreshing
        let rowForState: LoadingRow? =
            switch state {
            case .loadingMore, .loadingFirstPage, .refreshing: pulling ? nil : .loading
            case .failed(let error): .failed(message: String(describing: error))
            case .idle, .exhausted, .loadingPrevious: nil
            }
        let row = mediator.loadingRow
        if row != rowForState {
            return "invariant 3: the loading row is \(row as Any) while the controller is \(state)"
                + (pulling ? " under a pull-to-refresh" : "")
        }
        if !model.matches(state) {
            return "invariant 3: the controller is \(state), the model expects \(model.stateDescription)"
        }
        if pulling != model.isPulling {
            return "invariant 3: the refresh control \(pulling ? "spins" : "is still") where the model "
                + "\(model.isPulling ? "pulls" : "does not pull")"
        }
        if row != model.loadingRow {
            return "invariant 3: the loading row is \(row as Any), the model expects \(model.loadingRow as Any)"
        }
        let sections = tableView.numberOfSections
        let loadingSection = list.numberOfSections(in: tableView)
        if sections != loadingSection + (row == nil ? 0 : 1) {
            return "invariant 3: the view has \(sections) sections with loading row \(row as Any)"
        }
        let rowsInLoadingSection = showsLoadingFooter ? 0 : 1
        if row != nil, tableView.numberOfRows(inSection: loadingSection) != rowsInLoadingSection {
            let rows = tableView.numberOfRows(inSection: loadingSection)
            return "invariant 3: the loading row's section has \(rows) rows"
        }
        // As a footer, on screen or not, the view shows the state's text and no other footer.
        let footers = tableView.visibleSupplementaryViews.filter { $0.kind == .footer }
        if let footer = footers.first,
            footers.count > 1 || footer.section != loadingSection || footer.view.text != row?.text
        {
            return "invariant 3: the view shows footers \(footers.map { "\($0.section): \($0.view.text ?? "nil")" }) "
                + "with loading row \(row as Any)"
        }
        return nil
    }

    /// 4. The data source holds the model's items (grouped into sections, in a grouped run), the
    /// view counts them, and every cell on screen shows its row's item (or the loading row's text).
    func rowsAreTheModelsItems() -> String? {
        let expected = expectedSections
        let held = heldSections()
        if held != expected {
            return "invariant 4: the data source holds \(held), the model \(expected)"
        }
        let rows = expected.indices.map { tableView.numberOfRows(inSection: $0) }
        if rows != expected.map(\.count) {
            return "invariant 4: the view has rows \(rows) for items \(expected.map(\.count))"
        }
        for (indexPath, cell) in zip(tableView.indexPathsForVisibleRows, tableView.visibleCells) {
            let expectedText =
                expected.indices.contains(indexPath.section)
                ? expected[indexPath.section][indexPath.row].text : model.loadingRow?.text
            if cell.text != expectedText {
                return "invariant 4: row \(indexPath) shows \(cell.text ?? "nothing"), the model "
                    + "\(expectedText ?? "nothing")"
            }
        }
        return nil
    }

    /// 5. The view accepted every batch update.
    func noRejectedBatchUpdate() -> String? {
        guard let rejected = tableView.rejectedBatchUpdates.first else { return nil }
        return "invariant 5: the view rejected \(rejected.update): \(rejected.error)"
    }

    /// 6. No identity is shown twice.
    func noIdentityShownTwice() -> String? {
        var seen = Set<Int>()
        let repeated = shownItems.filter { !seen.insert($0.id).inserted }
        return repeated.isEmpty ? nil : "invariant 6: the list shows \(repeated) twice: \(shownItems)"
    }

    /// 7. Infinite scroll: a list that may load its next page and shows less than a screen below
    /// the visible area is loading it.
    func idleNearTheEndLoadsTheNextPage() -> String? {
        guard model.canLoadNextPage, !model.items.isEmpty else { return nil }
        let geometry = tableView.scrollGeometry
        guard geometry.distanceToBottom < geometry.boundsSize.height else { return nil }
        return "invariant 7: the list is idle \(geometry.distanceToBottom) points from its end and loads no next page"
    }
}
