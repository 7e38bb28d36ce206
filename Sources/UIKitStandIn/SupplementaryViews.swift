import Foundation
import ListMediator

/// `UITableViewHeaderFooterView`.
///
/// The stand-in makes registered views with `init(reuseIdentifier:)`, which is therefore
/// `required` here.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    open var textLabel: UILabel? = UILabel()

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    open func prepareForReuse() {}
}

/// `UICollectionReusableView`: the base of cells and supplementary views.
///
/// Registered views are made with `init(frame:)`, which is therefore `required` here.
@MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open func prepareForReuse() {}
}

/// A supplementary view on screen in the stand-in: where it is and the view.
struct ShownSupplementaryView<View> {
    var kind: String
    var section: Int
    var view: View
}

extension Array {
    /// The supplementary views shown before a batch, moved with their sections after it; `drop`
    /// gets those of sections the batch deleted or reloaded.
    func remapped<View>(with model: UIKitBatchModel, drop: (ShownSupplementaryView<View>) -> Void)
        -> [ShownSupplementaryView<View>]
    where Element == ShownSupplementaryView<View> {
        compactMap { shown in
            guard let section = model.newSectionOfOldSection[shown.section] else {
                drop(shown)
                return nil
            }
            var moved = shown
            moved.section = section
            return moved
        }
    }
}
