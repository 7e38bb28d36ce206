import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

extension CollectionListView {
    /// A compositional layout whose sections are laid out by the data sources that own them:
    /// each section asks `ListViewDataSource.listView(_:layoutForSection:environment:)` of the
    /// data source (through composites, switching data sources and mediators, in the owner's own
    /// numbers), and a section nobody lays out gets `defaultSection`.
    ///
    /// Set it as the collection view's layout once the list view exists:
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = listView.makeCompositionalLayout()
    /// ```
    ///
    /// The layout holds the list view weakly, and asks again at every layout pass (after a reload,
    /// a batch update or a change of size), so a data source's layout may follow its data or the
    /// environment's width.
    ///
    /// - Parameters:
    ///   - configuration: the layout's configuration (spacing between sections, scroll direction).
    ///   - defaultSection: the layout of a section its data source does not lay out; a plain list
    ///     with no header or footer by default.
    public func makeCompositionalLayout(
        configuration: UICollectionViewCompositionalLayoutConfiguration =
            UICollectionViewCompositionalLayoutConfiguration(),
        defaultSection:
            @escaping (_ section: Int, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection =
            { _, environment in
                NSCollectionLayoutSection.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(
            sectionProvider: { [weak self] section, environment in
                guard let self, let dataSource = self.dataSource else { return defaultSection(section, environment) }
                return dataSource.listView(self, layoutForSection: section, environment: environment)
                    ?? defaultSection(section, environment)
            }, configuration: configuration)
    }
}

extension CollectionListView {
    /// A full-width list section with no separators — with a footer, the collection view's
    /// section footer, when `showsFooter` — for a mediator's loading section: its loading row or
    /// its loading footer shows with no layout code of the app's.
    public func loadingSectionLayout(
        showsFooter: Bool, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection? {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        if showsFooter { configuration.footerMode = .supplementary }
        return .list(using: configuration, layoutEnvironment: environment)
    }
}
