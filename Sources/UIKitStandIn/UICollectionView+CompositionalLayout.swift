import Foundation

// A compositional layout laid out as the stand-in can without a screen: each section as its
// provider describes it at this pass, groups repeated down the section (or side by side, for a
// section that scrolls orthogonally), items side by side (or stacked) in their group at their own
// size, estimated dimensions taken at their estimate, and boundary supplementary items of any
// kind above or below the items.
//
// Not modelled, and trapping rather than laid out wrong: groups nested in groups, and boundary
// items on a section's leading or trailing side. Ignored: item and group content insets, edge
// spacing, inter-item spacing, decoration items and pinning.

/// Where a compositional layout put the items and supplementary views of every section.
struct CompositionalLayoutPass {
    var items: [(indexPath: IndexPath, frame: CGRect)] = []
    var supplementaryElements: [(kind: String, section: Int, frame: CGRect)] = []
    var contentHeight: CGFloat = 0
}

/// The environment a section provider is told of: the collection view's size.
@MainActor
final class StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer

    init(contentSize: CGSize) {
        container = StandInLayoutContainer(contentSize: contentSize)
    }
}

@MainActor
final class StandInLayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

    init(contentSize: CGSize) {
        self.contentSize = contentSize
    }
}

extension UICollectionView {
    /// Lays every section out as `layout`'s provider describes it now, asking it once per section.
    func compositionalLayoutPass(_ layout: UICollectionViewCompositionalLayout) -> CompositionalLayoutPass {
        var pass = CompositionalLayoutPass()
        let environment = StandInLayoutEnvironment(contentSize: bounds.size)
        var y: CGFloat = 0
        for (sectionIndex, itemCount) in itemCounts.enumerated() {
            guard let section = layout.sectionProvider(sectionIndex, environment) else {
                fatalError(
                    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                        + "'UICollectionViewCompositionalLayout: the section provider returned nil for section "
                        + "\(sectionIndex)'")
            }
            if sectionIndex > 0 { y += layout.configuration.interSectionSpacing }
            y = lay(section, at: sectionIndex, itemCount: itemCount, from: y, into: &pass)
        }
        pass.contentHeight = y
        return pass
    }

    /// Lays `section` out from `top`; returns its bottom.
    private func lay(
        _ section: NSCollectionLayoutSection, at sectionIndex: Int, itemCount: Int, from top: CGFloat,
        into pass: inout CompositionalLayoutPass
    ) -> CGFloat {
        let insets = section.contentInsets
        let width = bounds.width - insets.leading - insets.trailing
        let container = CGSize(width: width, height: bounds.height)
        var y = top + insets.top
        for item in section.boundarySupplementaryItems
        where [.leading, .trailing, .none].contains(item.alignment) {
            fatalError(
                "the stand-in lays out boundary items above or below a section only, not \(item.alignment) "
                    + "(\(item.elementKind) in section \(sectionIndex))")
        }
        func layBoundaryItems(_ alignments: Set<NSRectAlignment>) {
            for item in section.boundarySupplementaryItems where alignments.contains(item.alignment) {
                let size = CGSize(
                    width: item.layoutSize.widthDimension.resolved(in: container),
                    height: item.layoutSize.heightDimension.resolved(in: container))
                let isTrailing = item.alignment == .topTrailing || item.alignment == .bottomTrailing
                let x = insets.leading + (isTrailing ? width - size.width : 0)
                pass.supplementaryElements.append(
                    (item.elementKind, sectionIndex, CGRect(origin: CGPoint(x: x, y: y), size: size)))
                y += size.height
            }
        }
        layBoundaryItems([.top, .topLeading, .topTrailing])

        let group = section.group
        let groupSize = CGSize(
            width: group.layoutSize.widthDimension.resolved(in: container),
            height: group.layoutSize.heightDimension.resolved(in: container))
        let perGroup = itemsPerGroup(group, size: groupSize)
        let groupCount = (itemCount + perGroup - 1) / perGroup
        let scrollsOrthogonally = section.orthogonalScrollingBehavior != .none
        var placeInGroup = CGPoint.zero
        for item in 0..<itemCount {
            let groupIndex = item / perGroup
            let indexInGroup = item % perGroup
            if indexInGroup == 0 { placeInGroup = .zero }
            let origin =
                scrollsOrthogonally
                ? CGPoint(x: insets.leading + CGFloat(groupIndex) * (groupSize.width + section.interGroupSpacing), y: y)
                : CGPoint(
                    x: insets.leading, y: y + CGFloat(groupIndex) * (groupSize.height + section.interGroupSpacing))
            // An item keeps its own size, resolved against its group's, as UIKit's does.
            let layoutItem = group.subitems[min(indexInGroup, group.subitems.count - 1)]
            let size = CGSize(
                width: layoutItem.layoutSize.widthDimension.resolved(in: groupSize),
                height: layoutItem.layoutSize.heightDimension.resolved(in: groupSize))
            let frame = CGRect(
                origin: CGPoint(x: origin.x + placeInGroup.x, y: origin.y + placeInGroup.y), size: size)
            pass.items.append((IndexPath(item: item, section: sectionIndex), frame))
            if group.isHorizontal { placeInGroup.x += size.width } else { placeInGroup.y += size.height }
        }
        if groupCount > 0 {
            y +=
                scrollsOrthogonally
                ? groupSize.height
                : CGFloat(groupCount) * groupSize.height + CGFloat(groupCount - 1) * section.interGroupSpacing
        }

        layBoundaryItems([.bottom, .bottomLeading, .bottomTrailing])
        return y + insets.bottom
    }

    /// How many items one group holds: its count, its subitems, or as many of its one subitem as
    /// fit along it.
    private func itemsPerGroup(_ group: NSCollectionLayoutGroup, size: CGSize) -> Int {
        guard !group.subitems.contains(where: { $0 is NSCollectionLayoutGroup }) else {
            fatalError("the stand-in does not lay out groups nested in groups")
        }
        if let count = group.repeatCount { return max(1, count) }
        guard group.subitems.count == 1, let item = group.subitems.first else { return max(1, group.subitems.count) }
        let length =
            group.isHorizontal
            ? item.layoutSize.widthDimension.resolved(in: size) : item.layoutSize.heightDimension.resolved(in: size)
        let available = group.isHorizontal ? size.width : size.height
        guard length > 0 else { return 1 }
        return max(1, Int((available / length).rounded(.down)))
    }
}
