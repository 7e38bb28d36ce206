import Foundation

// The layout and row heights the owner gave, answered for the view in this data source's numbers.

extension FlatDataSource {
    public func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout? {
        sectionLayout?(items, environment)
    }

    public func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        heightForItem?(self[indexPath])
    }

    public func listView(_ listView: View, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? {
        estimatedHeightForItem?(self[indexPath])
    }
}
