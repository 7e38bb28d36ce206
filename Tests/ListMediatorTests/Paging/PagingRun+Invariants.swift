import Foundation
import ListMediator
import ListMediatorTesting

// The invariants checked after every step, numbered as in the suite's description (2, a stale
// page changes nothing, is checked by the step that answers one).

extension PagingRun {
    /// The first broken invariant, or `nil`.
    func brokenInvariant() -> String? {
        // The paging machine's own invariants, which trap when broken.
        paging._checkInvariants()
        return oneLoadInFlight() ?? loadingRowFollowsTheState() ?? rowsAreTheModelsItems() ?? noRejectedBatchUpdate()
            ?? noIdentityShownTwice() ?? idleNearTheEndLoadsTheNextPage()
    }

    /// 1. At most one load in flight, the model's.
    func oneLoadInFlight() -> String? {
        model.oneLoadInFlight(at: backend)
    }

    /// 3. The loading row of each end shows while a page of that end loads, except during a
    /// pull-to-refresh, and the failure after a failed load there: by the controller's own state,
    /// by the model, and in the view.
    func loadingRowFollowsTheState() -> String? {
        let state = paging.state
        let pulling = refreshControl.isRefreshing
        if !model.matches(state) {
            return "invariant 3: the controller is \(state), the model expects \(model.stateDescription)"
        }
        if pulling != model.isPulling {
            return "invariant 3: the refresh control \(pulling ? "spins" : "is still") where the model "
                + "\(model.isPulling ? "pulls" : "does not pull")"
        }
        for edge in ListEdge.allCases {
            let edgeState = paging.state(at: edge)
            if edgeState.description != model.stateDescription(at: edge) {
                return "invariant 3: the \(edge) is \(edgeState), the model expects \(model.stateDescription(at: edge))"
            }
            let rowForState: LoadingRow? =
                switch edgeState {
                case .loading: pulling ? nil : .loading
                case .failed(let error): .failed(message: String(describing: error))
                case .idle, .exhausted: nil
                }
            let row = mediator.end(edge).loadingRow
            if row != rowForState {
                return "invariant 3: the loading row at the \(edge) is \(row as Any) while that end is \(edgeState)"
                    + (pulling ? " under a pull-to-refresh" : "")
            }
            if row != model.loadingRow(at: edge) {
                return "invariant 3: the loading row at the \(edge) is \(row as Any), the model expects "
                    + "\(model.loadingRow(at: edge) as Any)"
            }
        }
        let top = mediator.top.loadingRow
        let bottom = mediator.bottom.loadingRow
        let above = top == nil ? 0 : 1
        let sections = tableView.numberOfSections
        let ownerSections = list.numberOfSections(in: tableView)
        let bottomSection = above + ownerSections
        if sections != bottomSection + (bottom == nil ? 0 : 1) {
            return "invariant 3: the view has \(sections) sections with loading rows \(top as Any) and \(bottom as Any)"
        }
        let rowsInLoadingSection = showsLoadingFooter ? 0 : 1
        for (row, section) in [(top, 0), (bottom, bottomSection)] where row != nil {
            if tableView.numberOfRows(inSection: section) != rowsInLoadingSection {
                let rows = tableView.numberOfRows(inSection: section)
                return "invariant 3: the loading row's section \(section) has \(rows) rows"
            }
        }
        // As a footer, on screen or not, the view shows the state's text and no other footer.
        for footer in tableView.visibleSupplementaryViews where footer.kind == .footer {
            let expected = footer.section == 0 && top != nil ? top : footer.section == bottomSection ? bottom : nil
            if expected == nil || footer.view.text != expected?.text {
                return
                    "invariant 3: the view shows footer \(footer.section): \(footer.view.text ?? "nil") with loading "
                    + "rows \(top as Any) and \(bottom as Any)"
            }
        }
        return nil
    }

    /// 4. The data source holds the model's items (grouped into sections, in a grouped run), the
    /// view counts them (below the row above, when there is one), and every cell on screen shows
    /// its row's item (or a loading row's text).
    func rowsAreTheModelsItems() -> String? {
        let expected = expectedSections
        let held = heldSections()
        if held != expected {
            return "invariant 4: the data source holds \(held), the model \(expected)"
        }
        let above = model.loadingRow(at: .top) == nil ? 0 : 1
        let rows = expected.indices.map { tableView.numberOfRows(inSection: $0 + above) }
        if rows != expected.map(\.count) {
            return "invariant 4: the view has rows \(rows) for items \(expected.map(\.count))"
        }
        for (indexPath, cell) in zip(tableView.indexPathsForVisibleRows, tableView.visibleCells) {
            let section = indexPath.section - above
            let expectedText =
                if section < 0 {
                    model.loadingRow(at: .top)?.text
                } else if expected.indices.contains(section) {
                    expected[section][indexPath.row].text
                } else {
                    model.loadingRow(at: .bottom)?.text
                }
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

    /// 7. Infinite scroll: a list that may load the page beyond an end and shows less than a
    /// screen beyond the visible area there is loading it.
    func idleNearTheEndLoadsTheNextPage() -> String? {
        guard !model.items.isEmpty else { return nil }
        let geometry = tableView.scrollGeometry
        if model.canLoad(at: .bottom), geometry.distanceToBottom < geometry.boundsSize.height {
            return
                "invariant 7: the list is idle \(geometry.distanceToBottom) points from its end and loads no next page"
        }
        if model.canLoad(at: .top), geometry.distanceToTop < geometry.boundsSize.height {
            return "invariant 7: the list is idle \(geometry.distanceToTop) points from its start and loads no "
                + "previous page"
        }
        return nil
    }
}
