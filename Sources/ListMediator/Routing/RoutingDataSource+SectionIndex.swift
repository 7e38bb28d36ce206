import Foundation

extension RoutingDataSource {
    /// Each child's entries in order, their sections in this container's numbers: a composite's
    /// index is its children's, one after the other.
    /// - Complexity: O(*s*) for *s* sections of this container, plus the children's titles.
    public func sectionIndexTitles(in listView: View) -> [SectionIndexTitle] {
        var titles: [SectionIndexTitle] = []
        var section = 0
        let count = numberOfSections(in: listView)
        while section < count {
            guard let route = route(forSection: section, in: listView) else {
                section += 1
                continue
            }
            let child = dataSource(at: route)
            titles += (features(at: route).sectionIndex?.checkedSectionIndexTitles(in: listView) ?? []).map {
                SectionIndexTitle(title: $0.title, section: $0.section + route.sectionOffset)
            }
            // On past the child's sections: it was asked for all of them at once.
            section = max(section + 1, route.sectionOffset + child.numberOfSections(in: listView))
        }
        return titles
    }
}
