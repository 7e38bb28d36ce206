import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct ItemSelectionTests {
    let tableView = HeadlessTableView()

    private func letters(_ items: [String]) -> FlatDataSource<String, HeadlessTableView> {
        FlatDataSource(items: items, cellProvider: .text { $0 })
    }

    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func aListThatAllowsSeveralSelectsEachTappedItemAndATapAgainDeselectsIt() {
        let list = letters(["a", "b", "c"])
        var heard: [String] = []
        list.onSelect = { heard.append("+\($0)") }
        list.onDeselect = { heard.append("-\($0)") }
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = list

        tableView.tapRow(at: row(0))
        tableView.tapRow(at: row(2))
        tableView.tapRow(at: row(0))

        #expect(list.selectedItems == ["c"])
        #expect(tableView.indexPathsForSelectedRows == [row(2)])
        #expect(heard == ["+a", "+c", "-a"])
    }

    @Test func inASingleSelectionListATapOnAnotherItemDeselectsTheFirst() {
        let list = letters(["a", "b"])
        var deselected: [String] = []
        list.onDeselect = { deselected.append($0) }
        tableView.currentDataSource = list

        tableView.tapRow(at: row(0))
        tableView.tapRow(at: row(1))

        #expect(list.selectedItems == ["b"])
        #expect(deselected == ["a"])
    }

    @Test func anItemThatCannotBeSelectedStaysUnselected() {
        let list = letters(["a", "header-like", "c"])
        list.canSelectItem = { !$0.hasPrefix("header") }
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = list

        tableView.tapRow(at: row(1))
        tableView.tapRow(at: row(2))

        #expect(list.selectedItems == ["c"])
        #expect(tableView.indexPathsForSelectedRows == [row(2)])
    }

    @Test func selectionFollowsItsItemsThroughAnApplyThatMovesAndDeletes() {
        let list = letters(["a", "b", "c", "d"])
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = list
        tableView.tapRow(at: row(1))  // b
        tableView.tapRow(at: row(2))  // c

        list.apply(["c", "x", "a", "d"])  // b deleted, c moved to the top

        #expect(list.selectedItems == ["c"])
        #expect(tableView.indexPathsForSelectedRows == [row(0)])
    }

    @Test func selectionSurvivesAReloadOfTheView() {
        let list = letters(["a", "b", "c"])
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = list
        list.selectItem(at: row(0))
        list.selectItem(at: row(2))

        tableView.reloadData()

        #expect(tableView.indexPathsForSelectedRows == [row(0), row(2)])
        #expect(list.selectedItems == ["a", "c"])
    }

    @Test func selectionSurvivesAnApplyThatReloadsAndAnAppendedPage() {
        let list = letters(["a", "b"])
        tableView.currentDataSource = list
        list.selectItem(at: row(1))

        list.apply(["b", "a"], reloadPolicy: .alwaysReload)
        list.append(contentsOf: ["c"])

        #expect(list.selectedItems == ["b"])
        #expect(tableView.indexPathsForSelectedRows == [row(0)])
    }

    @Test func aDifferenceComputedFromOtherDataDropsTheSelectionItCannotFollow() {
        let list = letters(["a", "b"])
        tableView.currentDataSource = list
        let stale = ListDifference(from: list.diffableSections, to: list.diffableSections(for: ["b"]))
        list.apply(["a", "b", "c"])
        list.selectItem(at: row(2))

        let outcome = list.apply(stale)

        #expect(outcome == .reloaded(.staleChangeset))
        #expect(list.selectedItems.isEmpty)
        #expect(tableView.indexPathsForSelectedRows.isEmpty)
    }

    @Test func inAListThatAllowsSeveralEachChildOfASwitcherKeepsItsOwnSelectionAcrossSwitches() {
        let first = letters(["a", "b"])
        let second = letters(["x", "y", "z"])
        let switcher = SwitchingDataSource<HeadlessTableView>([first, second])
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = switcher
        tableView.tapRow(at: row(1))  // b

        switcher.select(1)
        #expect(tableView.indexPathsForSelectedRows.isEmpty, "the second child has nothing selected")
        tableView.tapRow(at: row(2))  // z
        switcher.select(0)

        #expect(tableView.indexPathsForSelectedRows == [row(1)])
        #expect(first.selectedItems == ["b"])
        #expect(second.selectedItems == ["z"])
    }

    @Test func inASingleSelectionListATapInOneChildOfASwitcherDeselectsTheHiddenChilds() {
        let first = letters(["a", "b"])
        let second = letters(["x", "y", "z"])
        let switcher = SwitchingDataSource<HeadlessTableView>([first, second])
        tableView.currentDataSource = switcher
        tableView.tapRow(at: row(1))  // b

        switcher.select(1)
        tableView.tapRow(at: row(2))  // z
        switcher.select(0)

        #expect(tableView.indexPathsForSelectedRows.isEmpty)
        #expect(first.selectedItems == [])
        #expect(second.selectedItems == ["z"])
    }

    @Test func aSwitchThatMovesAnItemDoesNotCarryTheOutgoingChildsSelectionOfIt() {
        // The moved row carries the view's selection; the incoming child never selected "b".
        let first = letters(["a", "b"])
        let second = letters(["b", "c"])
        let switcher = SwitchingDataSource<HeadlessTableView>([first, second])
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = switcher
        tableView.tapRow(at: row(1))  // b
        second.selectItem(at: row(1))  // c, not shown

        switcher.select(1, movingItemsBy: \String.self)

        #expect(tableView.performedBatchUpdates.contains { !$0.movedRows.isEmpty })
        #expect(tableView.indexPathsForSelectedRows == [row(1)], "c only")
        #expect(first.selectedItems == ["b"])
    }

    @Test func selectingItemsWhereAConditionHoldsCarriesASelectionToAnotherPresentation() {
        let first = letters(["a", "b", "c"])
        let second = letters(["c", "a"])
        let switcher = SwitchingDataSource<HeadlessTableView>([first, second])
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = switcher
        tableView.tapRow(at: row(0))  // a
        tableView.tapRow(at: row(2))  // c

        let selected = Set(first.selectedItems)
        second.selectItems(where: selected.contains, animated: false)
        switcher.select(1, movingItemsBy: \String.self)

        #expect(second.selectedItems == ["c", "a"])
        #expect(tableView.indexPathsForSelectedRows == [row(0), row(1)])
        #expect(second.indexPaths(where: { $0 == "a" }) == [row(1)])
    }

    @Test func aTwoFingerPanSelectsSeveralItemsOfADataSourceThatAllowsItAndEntersEditMode() {
        let top = letters(["a", "b"])
        let photos = letters(["x", "y", "z"])
        photos.canSelectItem = { $0 != "z" }
        photos.onMultipleSelectionInteraction = { tableView.isEditing = true }
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([top, photos])

        #expect(!tableView.panWithTwoFingers(across: [row(0, 0), row(1, 0)]), "the top data source does not allow it")
        #expect(!tableView.panWithTwoFingers(across: [row(2, 1)]), "z cannot be selected")
        #expect(tableView.panWithTwoFingers(across: [row(0, 1), row(1, 1), row(2, 1)]))

        #expect(tableView.isEditing)
        #expect(photos.selectedItems == ["x", "y"])
        #expect(tableView.indexPathsForSelectedRows == [row(0, 1), row(1, 1)])
    }

    @Test func selectingFromCodeInASingleSelectionCompositeDeselectsTheOtherChildsItem() {
        let top = letters(["a", "b"])
        let bottom = letters(["x", "y"])
        var deselected: [String] = []
        top.onDeselect = { deselected.append($0) }
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([top, bottom])
        tableView.tapRow(at: row(0, 0))  // a

        bottom.selectItem(at: row(1))  // y, the composite's row (1, 1)

        #expect(top.selectedItems.isEmpty)
        #expect(bottom.selectedItems == ["y"])
        #expect(deselected == ["a"])
        #expect(tableView.indexPathsForSelectedRows == [row(1, 1)])
    }

    @Test func aDeletedItemLeavesTheSelectionAndTheItemsBelowKeepTheirs() {
        let list = letters(["a", "b", "c"])
        list.onDelete = { _ in }
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = list
        list.selectItem(at: row(0))
        list.selectItem(at: row(2))

        list.deleteItem(at: row(0))

        #expect(list.selectedItems == ["c"])
        #expect(tableView.indexPathsForSelectedRows == [row(1)])
    }

    @Test func multipleSelectionDuringEditingAppliesOnlyInEditMode() {
        let list = letters(["a", "b"])
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.currentDataSource = list

        tableView.tapRow(at: row(0))
        tableView.tapRow(at: row(1))
        #expect(list.selectedItems == ["b"], "outside edit mode one row at a time")

        tableView.isEditing = true
        tableView.tapRow(at: row(0))
        #expect(list.selectedItems == ["a", "b"])
    }

    @Test func inEditModeTheEditingRuleDecidesEvenWhenTheListAllowsSeveralOutsideIt() {
        let list = letters(["a", "b"])
        tableView.allowsMultipleSelection = true
        tableView.isEditing = true  // allowsMultipleSelectionDuringEditing stays false, as in UIKit
        tableView.currentDataSource = list
        tableView.tapRow(at: row(0))

        list.selectItem(at: row(1))

        #expect(list.selectedItems == ["b"], "one row at a time while editing")
        #expect(tableView.indexPathsForSelectedRows == [row(1)])
    }

    @Test func selectingAnItemOfADataSourceShownNowhereIsKeptUntilItIsShown() {
        let list = letters(["a", "b"])
        list.selectItem(at: row(1))

        tableView.currentDataSource = list

        #expect(tableView.indexPathsForSelectedRows == [row(1)])
    }
}
