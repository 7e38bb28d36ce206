import Foundation

// The compositional layout's types, with Apple's Swift signatures: what a section provider
// builds (dimensions, sizes, items, groups, sections, boundary supplementary items) and what it
// is told (the layout environment). The stand-in lays them out in
// UICollectionView+CompositionalLayout.swift.

/// `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// `NSRectAlignment`: where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `NSCollectionLayoutDimension`: a width or height, fractional, absolute or estimated.
@MainActor
public final class NSCollectionLayoutDimension: NSObject {
    public let isFractionalWidth: Bool
    public let isFractionalHeight: Bool
    public let isAbsolute: Bool
    public let isEstimated: Bool
    public let dimension: CGFloat

    private init(
        _ dimension: CGFloat, fractionalWidth: Bool = false, fractionalHeight: Bool = false,
        absolute: Bool = false, estimated: Bool = false
    ) {
        self.dimension = dimension
        isFractionalWidth = fractionalWidth
        isFractionalHeight = fractionalHeight
        isAbsolute = absolute
        isEstimated = estimated
    }

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(fractionalWidth, fractionalWidth: true)
    }

    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(fractionalHeight, fractionalHeight: true)
    }

    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(absoluteDimension, absolute: true)
    }

    /// The stand-in sizes nothing: an estimated dimension is laid out at its estimate.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(estimatedDimension, estimated: true)
    }

    /// Not UIKit: the length this dimension resolves to in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        if isFractionalWidth { return dimension * size.width }
        if isFractionalHeight { return dimension * size.height }
        return dimension
    }
}

/// `NSCollectionLayoutSize`.
@MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
}

/// `NSCollectionLayoutItem`.
@MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// `NSCollectionLayoutGroup`: items side by side (horizontal) or stacked (vertical).
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    /// Not UIKit: whether the items are side by side.
    let isHorizontal: Bool
    /// Not UIKit: how many items the group holds, when it was made with a count.
    let repeatCount: Int?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?)
    {
        self.subitems = subitems
        isHorizontal = horizontal
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }

    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    {
        Self(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }

    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    {
        Self(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header, a footer or a view of the app's own
/// kind along a section's edge.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `NSCollectionLayoutSection`.
@MainActor
open class NSCollectionLayoutSection: NSObject {
    /// Not UIKit: the group the section repeats.
    let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section: full-width rows of 44 points, with a header and a footer of 28 points
    /// when the configuration asks for supplementary ones.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom
                ))
        }
        return section
    }
}

/// `UICollectionLayoutListConfiguration`: the part that decides a list section's rows and its
/// header and footer.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public let appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: the stand-in's has the container only (no trait collection).
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
}

/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var interSectionSpacing: CGFloat = 0

    override public init() {}
}

/// `UICollectionViewCompositionalLayout`: sections laid out as their provider describes them.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Not UIKit: the provider, asked for each section at every layout pass.
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
