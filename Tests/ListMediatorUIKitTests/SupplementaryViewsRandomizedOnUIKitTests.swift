import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// Random changes to a mediator over a switcher of a composite and a leaf, on a collection view
/// whose compositional layout each leaf describes: a header and a view of the app's own kind
/// ("badge") per leaf section, a grid or a list at random, and the mediator's loading footer.
///
/// After every step the stand-in — which traps as UIKit raises on a batch it would refuse —
/// must have reloaded nothing (no batch rejected by the core either), show every item the model
/// says in its section, and show every header, badge and footer on screen as the model says.
@MainActor
struct SupplementaryViewsRandomizedOnUIKitTests {
    static let cases: [UInt64] = Array(0..<120)
    static let stepsPerCase = 25
    static let badge = SupplementaryViewKind(rawValue: "badge")

    final class TextCell: UICollectionViewCell {
        var text: String?
    }

    final class TextView: UICollectionReusableView {
        var text: String?
    }

    final class AcceptingOwner: ListViewMediatorDelegate {
        typealias View = CollectionListView

        func listView(
            _ listView: CollectionListView, mediator: ListViewMediator<CollectionListView>,
            shouldLoad request: LoadRequest
        ) -> Bool { true }
    }

    /// A leaf, its name and its layout: `columns` items a row.
    struct Leaf {
        let name: String
        let dataSource: FlatDataSource<Int, CollectionListView>
        var columns: Int
    }

    /// One random run: the view, the tree and the model of what each leaf holds.
    @MainActor
    final class Run {
        var random: SplitMix
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: UICollectionViewFlowLayout())
        let listView: CollectionListView
        var leaves: [Leaf] = []
        let switcher: SwitchingDataSource<CollectionListView>
        let mediator: ListViewMediator<CollectionListView>
        let owner = AcceptingOwner()

        init(seed: UInt64) {
            random = SplitMix(seed: seed)
            listView = CollectionListView(collectionView: collectionView)
            for name in ["a", "b", "c", "d"] {
                let source = FlatDataSource<Int, CollectionListView>(
                    items: [], cellProvider: .registered(TextCell.self) { $0.text = "\($1)" },
                    supplementaryViewProvider: .combining(
                        .registered(TextView.self, ofKind: .header) { $0.text = "\(name): \($1.count) items" },
                        .registered(TextView.self, ofKind: badge, reuseIdentifier: "badge") {
                            $0.text = "\(name) sum \($1.reduce(0, +))"
                        }))
                leaves.append(Leaf(name: name, dataSource: source, columns: 1))
            }
            let composite = CompositeDataSource<CollectionListView>(leaves.prefix(3).map(\.dataSource))
            switcher = SwitchingDataSource([composite, leaves[3].dataSource])
            mediator = ListViewMediator(
                wrapping: switcher, delegate: owner,
                loadingRow: .footer(.registered(TextView.self, ofKind: .footer) { $0.text = $1.text }))
            mediator.loadingSectionLayout = { _, environment in
                var list = UICollectionLayoutListConfiguration(appearance: .plain)
                list.footerMode = .supplementary
                return .list(using: list, layoutEnvironment: environment)
            }
            for index in leaves.indices {
                leaves[index].columns = Int.random(in: 1...4, using: &random)
                leaves[index].dataSource.apply(randomItems())
                leaves[index].dataSource.sectionLayout = { [unowned self] _, _ in
                    self.section(columns: self.leaves[index].columns)
                }
            }
            collectionView.collectionViewLayout = listView.makeCompositionalLayout()
            listView.currentDataSource = mediator
            collectionView.layoutIfNeeded()
        }

        func randomItems() -> [Int] {
            Array((0..<30).shuffled(using: &random).prefix(Int.random(in: 0...14, using: &random)))
        }

        /// `columns` items a row, 50 points high, a 30-point header above and a 20-point badge below.
        func section(columns: Int) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                repeatingSubitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: row)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                    elementKind: badge.rawValue, alignment: .bottom),
            ]
            return section
        }

        /// Makes one random change and says what it was.
        func step() -> String {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let index = Int.random(in: 0..<leaves.count, using: &random)
                let items = randomItems()
                leaves[index].dataSource.apply(items)
                return "leaf \(leaves[index].name) applies \(items)"
            case 4:
                let index = Int.random(in: 0..<leaves.count, using: &random)
                leaves[index].columns = Int.random(in: 1...4, using: &random)
                collectionView.reloadData()
                reloadsExpected += 1
                return "leaf \(leaves[index].name) lays out \(leaves[index].columns) columns"
            case 5:
                let selected = 1 - switcher.selectedIndex
                switcher.select(selected)
                return "switch to child \(selected)"
            case 6:
                mediator.startLoading(.nextPage)
                return "start loading"
            case 7:
                if Bool.random(using: &random) {
                    mediator.stopLoading()
                    return "stop loading"
                }
                mediator.stopLoading(failure: "offline")
                return "fail loading"
            default:
                let y = CGFloat(Int.random(in: 0...1_200, using: &random))
                collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
                return "scroll to \(y)"
            }
        }

        var reloadsExpected = 1

        /// The leaves the view shows, in order of their sections.
        var shownLeaves: [Leaf] { switcher.selectedIndex == 0 ? Array(leaves.prefix(3)) : [leaves[3]] }

        /// What is wrong with the screen, or `nil`.
        func check() -> String? {
            collectionView.layoutIfNeeded()
            if collectionView.reloadCount != reloadsExpected {
                return
                    "the collection view reloaded \(collectionView.reloadCount) times, not \(reloadsExpected): a batch was refused"
            }
            let shown = shownLeaves
            let expectedCounts = shown.map(\.dataSource.items.count) + (mediator.bottom.loadingRow == nil ? [] : [0])
            let counts = (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
            if counts != expectedCounts { return "the collection view counts \(counts), not \(expectedCounts)" }
            for indexPath in collectionView.indexPathsForVisibleItems {
                guard indexPath.section < shown.count else { continue }  // the loading section has no items
                let text = (collectionView.cellForItem(at: indexPath) as? TextCell)?.text
                let expected = "\(shown[indexPath.section].dataSource.items[indexPath.item])"
                if text != expected { return "item \(indexPath) shows \(text ?? "nothing"), not \(expected)" }
            }
            for kind in [
                UICollectionView.elementKindSectionHeader, Self.badgeKind, UICollectionView.elementKindSectionFooter,
            ] {
                for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                    let text = (collectionView.supplementaryView(forElementKind: kind, at: indexPath) as? TextView)?
                        .text
                    let expected = expectedText(ofKind: kind, inSection: indexPath.section, shown: shown)
                    if text != expected {
                        return
                            "the \(kind) of section \(indexPath.section) shows \(text ?? "nothing"), not \(expected ?? "nothing")"
                    }
                }
            }
            return nil
        }

        static var badgeKind: String { badge.rawValue }

        func expectedText(ofKind kind: String, inSection section: Int, shown: [Leaf]) -> String? {
            guard section < shown.count else {
                return kind == UICollectionView.elementKindSectionFooter ? mediator.bottom.loadingRow?.text : nil
            }
            let items = shown[section].dataSource.items
            switch kind {
            case UICollectionView.elementKindSectionHeader: return "\(shown[section].name): \(items.count) items"
            case Self.badgeKind: return "\(shown[section].name) sum \(items.reduce(0, +))"
            default: return nil
            }
        }
    }

    /// SplitMix64, so a failing case replays from its seed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func randomChangesKeepEveryVisibleViewEqualToTheModelAndRefuseNoBatch() {
        var checkedViews = 0
        for seed in Self.cases {
            let run = Run(seed: seed)
            if let failure = run.check() {
                Issue.record("seed \(seed), before any change: \(failure)")
                continue
            }
            for step in 0..<Self.stepsPerCase {
                let change = run.step()
                if let failure = run.check() {
                    Issue.record("seed \(seed), step \(step + 1) (\(change)): \(failure)")
                    break
                }
                checkedViews += run.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "badge").count
            }
        }
        #expect(checkedViews > 1_000, "the runs showed too few badges to check anything")
    }
}
