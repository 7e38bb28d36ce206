import Foundation
import ListMediator
import Testing

struct IndexPathTests {
    @Test func rowSectionAndItemReadTheSameOnEveryPlatform() {
        var indexPath = IndexPath(row: 3, section: 1)

        #expect(indexPath.section == 1)
        #expect(indexPath.row == 3)
        #expect(indexPath.item == 3)
        #expect(indexPath == IndexPath(item: 3, section: 1))

        indexPath.row = 4
        #expect(indexPath == IndexPath(indexes: [1, 4]))
    }
}
