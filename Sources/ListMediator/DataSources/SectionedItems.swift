import Foundation

/// Items in sections, with index-path lookups that either return `nil` or trap with a
/// message naming the index path and the counts. The storage of the library's data sources.
struct SectionedItems<Item> {
    var sections: [[Item]]
    /// Names the owner in trap messages, for example `FlatDataSource<Product>`.
    let ownerName: String

    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let rows = sections[indexPath.section]
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    func checkedItem(at indexPath: IndexPath) -> Item {
        guard let item = item(at: indexPath) else {
            fatalError("index path \(indexPath) is out of range: \(ownerName) has \(countsDescription)")
        }
        return item
    }

    /// For example `2 sections with 3 and 0 rows`.
    var countsDescription: String {
        let counts = sections.map { String($0.count) }
        switch counts.count {
        case 0: return "no sections"
        case 1: return "1 section with \(counts[0]) rows"
        default:
            return "\(counts.count) sections with \(counts.dropLast().joined(separator: ", ")) and \(counts.last!) rows"
        }
    }
}
