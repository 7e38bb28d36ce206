import Foundation

extension ListViewSectionIndexDataSource {
    /// The entries of the section index this data source gives, each checked to name one of its
    /// sections: the views and the containers read the index through here.
    ///
    /// Stops with a message naming the entry, the section and the data source when an entry names
    /// a section the data source does not have — UIKit would scroll to it and crash far from the
    /// cause, and a container would send the tap into another data source's sections.
    package func checkedSectionIndexTitles(in listView: View) -> [SectionIndexTitle] {
        let titles = sectionIndexTitles(in: listView)
        guard !titles.isEmpty else { return titles }
        let sectionCount = numberOfSections(in: listView)
        if let wrong = titles.first(where: { !(0..<sectionCount).contains($0.section) }) {
            fatalError(
                "the section index title \"\(wrong.title)\" of \(type(of: self)) names section \(wrong.section), "
                    + "but it has \(sectionCount) sections: an index title names one of its data source's sections")
        }
        return titles
    }
}
