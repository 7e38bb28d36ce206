import Foundation

/// What a supplementary view is to its section: a header, a footer, or a kind a collection view
/// layout defines (a badge, a section background, a divider).
///
/// The raw values of ``header`` and ``footer`` are UIKit's own
/// (`UICollectionView.elementKindSectionHeader` and `elementKindSectionFooter`), so a kind read
/// from a collection view compares equal to them. A table view shows headers and footers only.
public struct SupplementaryViewKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, as `UICollectionView` spells element kinds.
    public var rawValue: String

    /// A kind named `rawValue`; for a kind of your own, the name your layout uses.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A section's header: `UITableView`'s header view, `UICollectionView`'s
    /// `elementKindSectionHeader`.
    public static let header = SupplementaryViewKind(rawValue: "UICollectionElementKindSectionHeader")

    /// A section's footer: `UITableView`'s footer view, `UICollectionView`'s
    /// `elementKindSectionFooter`.
    public static let footer = SupplementaryViewKind(rawValue: "UICollectionElementKindSectionFooter")

    public var description: String { rawValue }

    /// Stops the program with a message when this kind is neither a header nor a footer: the
    /// only kinds `view`, a list of the table kind, shows.
    package func requireHeaderOrFooter(in view: String) {
        guard self == .header || self == .footer else {
            fatalError(
                "\(view) shows only headers and footers, not supplementary views of kind \(rawValue); "
                    + "show this data source in a collection view")
        }
    }
}

extension IndexPath {
    /// The index path of the header or footer of `section`: item 0 of the section, as
    /// `UICollectionView` gives it for its section headers and footers.
    public static func supplementary(inSection section: Int) -> IndexPath {
        IndexPath(item: 0, section: section)
    }
}
