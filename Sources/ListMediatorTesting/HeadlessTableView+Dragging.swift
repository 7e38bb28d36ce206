import Foundation
import ListMediator

// A finger on the list: UIScrollView tells its delegate when a drag begins and ends, around
// the scrolling it causes. Tests of code that pauses work while the user drags play it here.

extension HeadlessTableView {
    /// Tells the delegate a finger started to drag the content, as UIKit's
    /// `scrollViewWillBeginDragging(_:)`. Scrolls nothing: follow with
    /// ``setContentOffset(_:)`` and ``endDragging(willDecelerate:)``, or use ``drag(by:)``.
    public func beginDragging() {
        delegateFeatures?.scrolling?.listViewWillBeginDragging(self)
    }

    /// Tells the delegate the finger lifted, as UIKit's
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    ///
    /// - Parameter willDecelerate: whether the content keeps moving after the finger lifts
    ///   (a flick); the headless view has no deceleration, so it only passes this on.
    public func endDragging(willDecelerate: Bool = false) {
        delegateFeatures?.scrolling?.listViewDidEndDragging(self, willDecelerate: willDecelerate)
    }

    /// Plays a finger dragging the content by `distance` points and lifting without a flick:
    /// the delegate hears `listViewWillBeginDragging`, then the content offset moves by
    /// `distance` (clamped as ``setContentOffset(_:)`` clamps it, which calls
    /// `listViewDidScroll`), then `listViewDidEndDragging` with `willDecelerate` `false`.
    ///
    /// A positive distance moves toward the end of the list, as a finger moving up does.
    public func drag(by distance: CGFloat) {
        beginDragging()
        let start = scrollGeometry.contentOffset
        setContentOffset(CGPoint(x: start.x, y: start.y + distance))
        endDragging(willDecelerate: false)
    }
}
