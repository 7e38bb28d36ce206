#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    extension SupplementaryViewProvider where View == CollectionListView {
        /// Headers, footers or other supplementary views of `kind` whose content is the SwiftUI
        /// view `content` makes for each section, hosted by `UIHostingConfiguration` in a
        /// `UICollectionViewListCell` (a reusable view that takes content configurations).
        ///
        /// - Parameters:
        ///   - kind: the kind of view, as the layout asks for it.
        ///   - reuseIdentifier: the identifier the view class is registered under for `kind`.
        ///   - content: the view for a section.
        public static func hosting<Content: SwiftUI.View>(
            ofKind kind: SupplementaryViewKind, reuseIdentifier: String = "ListMediator.HostingSupplementaryView",
            @ViewBuilder content: @escaping (_ section: Section) -> Content
        ) -> SupplementaryViewProvider {
            registered(UICollectionViewListCell.self, ofKind: kind, reuseIdentifier: reuseIdentifier) { view, section in
                view.contentConfiguration = UIHostingConfiguration { content(section) }
            }
        }
    }

    extension SupplementaryViewProvider where View == TableListView {
        /// Headers or footers whose content is the SwiftUI view `content` makes for each section,
        /// hosted by `UIHostingConfiguration` in a `UITableViewHeaderFooterView`.
        ///
        /// - Parameters:
        ///   - kind: ``SupplementaryViewKind/header`` or ``SupplementaryViewKind/footer``.
        ///   - reuseIdentifier: the identifier the view class is registered under.
        ///   - content: the view for a section.
        public static func hosting<Content: SwiftUI.View>(
            ofKind kind: SupplementaryViewKind, reuseIdentifier: String = "ListMediator.HostingHeaderFooter",
            @ViewBuilder content: @escaping (_ section: Section) -> Content
        ) -> SupplementaryViewProvider {
            registered(UITableViewHeaderFooterView.self, ofKind: kind, reuseIdentifier: reuseIdentifier) {
                view, section in
                view.contentConfiguration = UIHostingConfiguration { content(section) }
            }
        }
    }
#endif
