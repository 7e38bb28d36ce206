#if !canImport(UIKit)
    import Foundation
    import ListMediator
    import Testing
    import UIKitStandIn

    /// The stand-in's model of a batch, case by case as Apple documents it. (A randomized test in
    /// ListMediatorTestingTests holds it against the core's rules.)
    struct UIKitBatchModelTests {
        func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

        @Test func deletionsAddressTheOriginalTableAndInsertionsTheResultingOne() throws {
            // [a b c d e]: delete b (row 1 before), insert x at row 3 after → [a c d x e].
            let model = try UIKitBatchModel(
                performing: BatchUpdate(deletedRows: [row(1)], insertedRows: [row(3)]),
                rowCountsBefore: [5], rowCountsAfter: [5])
            #expect(model.newIndexPath(for: row(0)) == row(0))
            #expect(model.newIndexPath(for: row(1)) == nil)
            #expect(model.newIndexPath(for: row(2)) == row(1))
            #expect(model.newIndexPath(for: row(3)) == row(2))
            #expect(model.newIndexPath(for: row(4)) == row(4))
        }

        @Test func theOrderOfTheCallsInTheBlockDoesNotMatter() throws {
            let deletionsFirst = try UIKitBatchModel(
                performing: BatchUpdate(deletedRows: [row(0), row(2)], insertedRows: [row(0)]),
                rowCountsBefore: [4], rowCountsAfter: [3])
            let insertionsFirst = try UIKitBatchModel(
                performing: BatchUpdate(deletedRows: [row(2), row(0)], insertedRows: [row(0)]),
                rowCountsBefore: [4], rowCountsAfter: [3])
            #expect(deletionsFirst.newIndexPathOfOldIndexPath == insertionsFirst.newIndexPathOfOldIndexPath)
            #expect(deletionsFirst.newIndexPathOfOldIndexPath == [row(1): row(1), row(3): row(2)])
        }

        @Test func aReloadedRowKeepsItsPlaceButNotItsCell() throws {
            let model = try UIKitBatchModel(
                performing: BatchUpdate(deletedRows: [row(0)], reloadedRows: [row(1)]),
                rowCountsBefore: [3], rowCountsAfter: [2])
            #expect(model.newIndexPath(for: row(1)) == nil)
            #expect(model.newIndexPath(for: row(2)) == row(1))  // behind the reloaded row, which kept row 0
        }

        @Test func aMovedSectionCarriesItsRowsAndItsRowsAreDeletedByTheirOriginalIndexPath() throws {
            // Sections [A(2) B(3)]: B moves to the front, and its row 0 is deleted (section 1 before).
            let model = try UIKitBatchModel(
                performing: BatchUpdate(movedSections: [.init(from: 1, to: 0)], deletedRows: [row(0, 1)]),
                rowCountsBefore: [2, 3], rowCountsAfter: [2, 2])
            #expect(model.newSectionOfOldSection == [0: 1, 1: 0])
            #expect(model.newIndexPath(for: row(1, 1)) == row(0, 0))
            #expect(model.newIndexPath(for: row(1, 0)) == row(1, 1))
        }

        @Test func countsThatDoNotAddUpRaiseUIKitsInconsistencyException() {
            #expect(
                throws: UIKitBatchModel.Exception(
                    reason: "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                        + "existing section after the update (3) must be equal to the number of rows contained in that "
                        + "section before the update (3), plus or minus the number of rows inserted or deleted from "
                        + "that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out "
                        + "of that section (0 moved in, 0 moved out).")
            ) {
                try UIKitBatchModel(
                    performing: BatchUpdate(insertedRows: [row(0)]), rowCountsBefore: [3], rowCountsAfter: [3])
            }
        }

        @Test func aCollectionViewSpeaksOfItems() {
            #expect(
                throws: UIKitBatchModel.Exception(
                    reason: "attempt to delete item 4 from section 0 which only contains 2 items before the update")
            ) {
                try UIKitBatchModel(
                    performing: BatchUpdate(deletedRows: [row(4)]), rowCountsBefore: [2], rowCountsAfter: [1],
                    in: .collectionView)
            }
        }

        @Test func rowsOfADeletedSectionMayBeDeletedButNotMovedOut() throws {
            _ = try UIKitBatchModel(
                performing: BatchUpdate(deletedSections: [0], deletedRows: [row(0), row(1)]),
                rowCountsBefore: [2, 1], rowCountsAfter: [1])
            #expect(throws: UIKitBatchModel.Exception.self) {
                try UIKitBatchModel(
                    performing: BatchUpdate(deletedSections: [0], movedRows: [.init(from: row(0), to: row(1))]),
                    rowCountsBefore: [2, 1], rowCountsAfter: [2])
            }
        }

        @Test func nothingMovesIntoAnInsertedSectionThoughRowsMayBeInsertedThere() throws {
            _ = try UIKitBatchModel(
                performing: BatchUpdate(insertedSections: [1], insertedRows: [row(0, 1)]),
                rowCountsBefore: [2], rowCountsAfter: [2, 1])
            #expect(throws: UIKitBatchModel.Exception.self) {
                try UIKitBatchModel(
                    performing: BatchUpdate(insertedSections: [1], movedRows: [.init(from: row(0), to: row(0, 1))]),
                    rowCountsBefore: [2], rowCountsAfter: [1, 1])
            }
        }

        @Test func aNegativeCountIsRefusedRatherThanReplayed() {
            #expect(throws: UIKitBatchModel.Exception.self) {
                try UIKitBatchModel(performing: BatchUpdate(), rowCountsBefore: [-1], rowCountsAfter: [-1])
            }
        }

        @Test func aRowChangedTwiceOnTheSameSideIsRefused() {
            #expect(
                throws: UIKitBatchModel.Exception(
                    reason: "attempt to delete and reload the same index path <NSIndexPath> {length = 2, path = 0 - 1}")
            ) {
                try UIKitBatchModel(
                    performing: BatchUpdate(deletedRows: [row(1)], reloadedRows: [row(1)]),
                    rowCountsBefore: [3], rowCountsAfter: [2])
            }
        }
    }
#endif
