import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The stand-in's autoresizing, as UIKit documents it: a superview's change of size shared among
/// a subview's flexible margins and size, in proportion to their lengths.
@MainActor
struct UIViewAutoresizingTests {
    private func subview(_ frame: CGRect, in superview: UIView, _ mask: UIView.AutoresizingMask) -> UIView {
        let view = UIView(frame: frame)
        view.autoresizingMask = mask
        superview.addSubview(view)
        return view
    }

    @Test func aFlexibleWidthAndHeightFollowTheSuperview() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = subview(superview.bounds, in: superview, [.flexibleWidth, .flexibleHeight])
        superview.frame.size = CGSize(width: 844, height: 390)
        #expect(list.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func aViewWithNoMaskKeepsItsFrame() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fixed = subview(CGRect(x: 10, y: 10, width: 50, height: 50), in: superview, [])
        superview.bounds = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func severalFlexiblePartsShareTheChangeByTheirLengths() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Margins 20 | width 60 | 20: a change of 100 gives 20, 60 and 20.
        let centred = subview(
            CGRect(x: 20, y: 0, width: 60, height: 100), in: superview,
            [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        // Pinned to the bottom: the top margin takes the whole change.
        let bottom = subview(CGRect(x: 0, y: 80, width: 100, height: 20), in: superview, [.flexibleTopMargin])
        superview.frame.size = CGSize(width: 200, height: 150)
        #expect(centred.frame == CGRect(x: 40, y: 0, width: 120, height: 100))
        #expect(bottom.frame == CGRect(x: 0, y: 130, width: 100, height: 20))
    }

    @Test func resizingReachesSubviewsOfSubviews() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = subview(superview.bounds, in: superview, [.flexibleWidth, .flexibleHeight])
        let inner = subview(middle.bounds, in: middle, [.flexibleWidth])
        superview.frame.size = CGSize(width: 300, height: 100)
        #expect(inner.frame.width == 300)
    }
}
