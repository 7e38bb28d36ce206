import Foundation

// UIKit and AppKit add `section`, `row` and `item` to IndexPath; Foundation on
// Linux does not. These make list code read the same on every platform.
#if canImport(UIKit)
    import UIKit  // provides init(row:section:), section, row and item
#elseif canImport(AppKit)
    import AppKit  // provides init(item:section:), section and item
#endif

#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        /// Creates an index path that addresses a row in a section of a list.
        public init(row: Int, section: Int) {
            // Foundation keeps up to two indexes inline; init(indexes:) would first allocate
            // an array, which shows when a diff makes hundreds of thousands of index paths.
            self.init(index: section)
            append(row)
        }

        /// Creates an index path that addresses an item in a section of a collection.
        public init(item: Int, section: Int) {
            self.init(row: item, section: section)
        }

        /// The section this index path addresses.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The row this index path addresses within its section.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The item this index path addresses within its section; the same as ``row``.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#elseif canImport(AppKit) && !canImport(UIKit)
    // AppKit provides `section`, `item` and `init(item:section:)`; only the
    // table-view spelling is missing.
    extension IndexPath {
        /// Creates an index path that addresses a row in a section of a list.
        public init(row: Int, section: Int) {
            self.init(item: row, section: section)
        }

        /// The row this index path addresses within its section; the same as `item`.
        public var row: Int {
            get { item }
            set { item = newValue }
        }
    }
#endif

extension IndexPath {
    /// The index path as UIKit prints it in its exception messages, for example `{length = 2, path = 0 - 3}`.
    package var uiKitDescription: String {
        "<NSIndexPath> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}

extension IndexPath {
    /// The index paths of `rows` in the section at `section`, in order.
    ///
    /// Made here rather than by `map` in the data sources: a closure written in main-actor code
    /// and handed to a function that is not isolated checks, each time it runs, that it runs on
    /// the main actor (Swift 6's dynamic isolation checks) — about 15 ns an index path, a tenth of
    /// what inserting a page of rows costs. This extension is not isolated, so its closure is not.
    package static func rows(_ rows: Range<Int>, inSection section: Int) -> [IndexPath] {
        rows.map { IndexPath(row: $0, section: section) }
    }
}

extension IndexPath {
    /// Whether a row moved from `source` can land here, among sections of `rowCounts` rows (the
    /// counts before the move): a row of a section, or the place after its last row when the row
    /// comes from another section. What a view checks a user's move against before showing it.
    package func isDestination(ofRowMovedFrom source: IndexPath, rowCounts: [Int]) -> Bool {
        guard count == 2, rowCounts.indices.contains(section) else { return false }
        let lastPlace = rowCounts[section] - (section == source.section ? 1 : 0)
        return (0...lastPlace).contains(row)
    }
}
