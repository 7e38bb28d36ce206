import Foundation
@_spi(Backends) import ListMediator
import Testing

struct BatchUpdateIndexPathMappingTests {
    private func row(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func keptRowsCloseUpAfterDeletionsAndMakeRoomForInsertions() {
        let update = BatchUpdate(deletedRows: [row(0, 0), row(2, 0)], insertedRows: [row(1, 0)])
        let mapping = BatchUpdate.IndexPathMapping(update, sectionCountBefore: 1, sectionCountAfter: 1)

        #expect(mapping.newIndexPath(for: row(0, 0)) == nil)
        #expect(mapping.newIndexPath(for: row(1, 0)) == row(0, 0))
        #expect(mapping.newIndexPath(for: row(2, 0)) == nil)
        #expect(mapping.newIndexPath(for: row(3, 0)) == row(2, 0))
    }

    @Test func movedRowsGoToTheirDestinationAndOthersFillTheFreeRows() {
        let update = BatchUpdate(movedRows: [.init(from: row(0, 0), to: row(1, 1))])
        let mapping = BatchUpdate.IndexPathMapping(update, sectionCountBefore: 2, sectionCountAfter: 2)

        #expect(mapping.newIndexPath(for: row(0, 0)) == row(1, 1))
        #expect(mapping.newIndexPath(for: row(1, 0)) == row(0, 0))
        #expect(mapping.newIndexPath(for: row(0, 1)) == row(0, 1))
        #expect(mapping.newIndexPath(for: row(1, 1)) == row(2, 1))
    }

    @Test func sectionsMoveWithTheirRowsAndUntouchedOnesFillTheFreePlaces() {
        let update = BatchUpdate(
            deletedSections: [0], insertedSections: [0], reloadedSections: [2], movedSections: [.init(from: 1, to: 3)])
        let mapping = BatchUpdate.IndexPathMapping(update, sectionCountBefore: 4, sectionCountAfter: 4)

        #expect(mapping.newIndexPath(for: row(0, 0)) == nil)  // deleted
        #expect(mapping.newIndexPath(for: row(5, 1)) == row(5, 3))  // moved with its section
        #expect(mapping.newIndexPath(for: row(0, 2)) == nil)  // reloaded section: fresh cells
        #expect(mapping.newIndexPath(for: row(1, 3)) == row(1, 2))  // fills the free place
    }

    @Test func reloadedRowsNeedNewCells() {
        let mapping = BatchUpdate.IndexPathMapping(
            BatchUpdate(reloadedRows: [row(1, 0)]), sectionCountBefore: 1, sectionCountAfter: 1)

        #expect(mapping.newIndexPath(for: row(1, 0)) == nil)
        #expect(mapping.newIndexPath(for: row(2, 0)) == row(2, 0))
    }
}
