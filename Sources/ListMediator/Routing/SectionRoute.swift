import Foundation

/// Where a ``RoutingDataSource`` sends a call about one of its sections: which of its targets
/// owns the section, and the section in that target's own numbers.
///
/// A plain value of three integers, so routing a call allocates nothing and, in code generic
/// over the view, needs no type metadata: the container hands out the data source at the target
/// only when a call reaches it.
public struct SectionRoute: Hashable, Sendable {
    /// What owns the section.
    public var target: Target
    /// The section in the target's own numbers.
    public var section: Int
    /// The container's section for the target's section 0.
    public var sectionOffset: Int

    /// A route to `target`'s `section`, which the container shows `sectionOffset` sections
    /// further down.
    public init(target: Target, section: Int, sectionOffset: Int) {
        self.target = target
        self.section = section
        self.sectionOffset = sectionOffset
    }

    /// `indexPath`, a row of the container's, in the target's numbers.
    /// - Complexity: O(1); no allocation.
    public func localIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard sectionOffset != 0 else { return indexPath }
        var local = indexPath
        local[0] = section  // the row stays: one change in place instead of a new path
        return local
    }

    /// `indexPath`, a row of the target's, in the container's numbers.
    /// - Complexity: O(1).
    public func containerIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard sectionOffset != 0, indexPath.count == 2 else { return indexPath }
        var container = indexPath
        container[0] += sectionOffset
        return container
    }
}
