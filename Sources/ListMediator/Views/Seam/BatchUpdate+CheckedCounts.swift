// An asynchronous apply computes its difference off the main actor; checking each stage
// against UIKit's rules can go there too, against the counts the difference starts from. On
// the main actor the view then only compares those counts with the ones it shows, instead of
// checking every row again.

extension BatchUpdate {
    /// The row counts, by section, that a data source's update was checked against before
    /// and after it, and how far down the view shows that data source's sections.
    package struct CheckedCounts: Sendable {
        /// The data source's row counts before the update.
        package let before: [Int]
        /// The data source's row counts after the update.
        package let after: [Int]
        /// The view's section for the data source's section 0; containers add to it as the
        /// update moves down to them (``offsettingSections(by:)``).
        package var sectionOffset = 0

        /// Whether an update that passed UIKit's rules on these counts passes them on the
        /// view's counts `viewBefore` and `viewAfter`: the data source's sections show these
        /// counts where it is placed, and every other section keeps its count.
        /// - Complexity: O(*s*) for *s* sections.
        package func hold(viewBefore: [Int], viewAfter: [Int]) -> Bool {
            let start = sectionOffset
            let othersBefore = viewBefore.count &- before.count
            guard start >= 0, start <= othersBefore, othersBefore == viewAfter.count &- after.count else {
                return false
            }
            return viewBefore[start..<start &+ before.count].elementsEqual(before)
                && viewAfter[start..<start &+ after.count].elementsEqual(after)
                && viewBefore[..<start].elementsEqual(viewAfter[..<start])
                && viewBefore[(start &+ before.count)...].elementsEqual(viewAfter[(start &+ after.count)...])
        }
    }

    /// This update, marked as passing UIKit's rules on a data source whose sections hold
    /// `before` rows before it and `after` rows after it; unmarked when it does not.
    /// - Complexity: O(*s* + *c*) for *s* sections and *c* changes (see ``validate(rowCountsBefore:rowCountsAfter:)``).
    package func checked(before: [Int], after: [Int]) -> BatchUpdate {
        var checked = self
        checked.checkedCounts = nil
        guard (try? checked.validate(rowCountsBefore: before, rowCountsAfter: after)) != nil else { return checked }
        checked.checkedCounts = CheckedCounts(before: before, after: after)
        return checked
    }
}
