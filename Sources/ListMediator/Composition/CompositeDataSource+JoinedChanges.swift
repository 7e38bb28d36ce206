import Foundation

// Changes of several children in one batch update, as a container that owns its composite
// makes them: a mediator shows a change of its loading rows with its owner's update. Only the
// composite knows where a child starts, before the batch and after it.

extension CompositeDataSource {
    /// Where the child at `index` starts before a batch in which the children above it gain
    /// `sectionsGainedAbove` sections, and after it: what the child's change deletes or reloads
    /// is counted from the first, what it inserts from the second.
    package func starts(ofChildAt index: Int, sectionsGainedAbove: Int = 0, in listView: View)
        -> (before: Int, after: Int)
    {
        recountIfNeeded(in: listView)
        let start = sectionStarts.start(ofChild: index)
        return (start, start + sectionsGainedAbove)
    }
}

extension BatchUpdate {
    /// How many sections the update adds to its data source's count; negative when it removes
    /// more than it adds.
    package var sectionCountChange: Int { insertedSections.count - deletedSections.count }
}

extension CompositeDataSource {
    /// The route of `section` to the child at `index`, whichever child holds it now: for a call
    /// that belongs to that child though the section has changed hands since (a cell's display
    /// that ends after an update moved it).
    package func route(forSection section: Int, toChildAt index: Int, in listView: View) -> SectionRoute {
        recountIfNeeded(in: listView)
        let start = sectionStarts.start(ofChild: index)
        return SectionRoute(target: .child(index), section: section - start, sectionOffset: start)
    }
}
