import UIKit
import XCTest

/// When `layoutSubviews()` runs, in sequences of events.
///
/// Rules: `layoutIfNeeded()` lays out only what is marked; `CALayer.layoutIfNeeded()` "traverses the
/// superlayers until an ancestor that does not require layout is found, then performs layout on the
/// entire layer tree beneath that ancestor" (Apple, CALayer "layoutIfNeeded()"; UIView's
/// `layoutIfNeeded()` is the layer's). Moving a view (`center`, `frame.origin`) does not mark it for
/// layout; a size change or `addSubview` does (Apple, "layoutSubviews()", and the widely reproduced
/// table of when layoutSubviews is called).
final class LayoutPassTests: XCTestCase {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    final class CountingWindow: UIWindow {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    func test_moveBetweenTwoLayoutIfNeeded_laysOutOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = CountingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(view)
        view.layoutIfNeeded()
        view.center = CGPoint(x: 200, y: 300)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1)
    }

    /// A standalone view's `safeAreaInsets` follow its position in the window (observed and written
    /// up: matrixprojects.net, "Safe Area Insets"); when they change, `safeAreaInsetsDidChange()` is
    /// called and the view is laid out again (its safe-area guide and margins moved).
    final class SafeAreaView: UIView {
        var events: [String] = []
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            events.append("safeArea \(Int(safeAreaInsets.top))")
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            events.append("layout")
        }
    }

    func test_moveIntoTheUnsafeArea_updatesTheSafeAreaThenLaysOut() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = SafeAreaView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(view)
        view.layoutIfNeeded()
        let top = window.safeAreaInsets.top
        XCTAssertEqual(view.events, ["layout"])
        view.frame.origin.y = 0
        view.layoutIfNeeded()
        XCTAssertEqual(view.safeAreaInsets.top, top)
        XCTAssertEqual(view.events, top > 0 ? ["layout", "safeArea \(Int(top))", "layout"] : ["layout"])
    }

    func test_layoutIfNeeded_startsAtTheTopmostAncestorThatNeedsLayout() {
        let window = CountingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)  // marks the window (a subview was added) and the view
        view.layoutIfNeeded()
        XCTAssertEqual(window.layouts, 1, "the window needed layout, so layout starts there")
        XCTAssertEqual(view.layouts, 1)
    }

    func test_layoutIfNeeded_doesNotLayOutAnAncestorThatIsClean() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let middle = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.layoutIfNeeded()
        XCTAssertEqual([root.layouts, middle.layouts, leaf.layouts], [1, 1, 1])
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        XCTAssertEqual([root.layouts, middle.layouts, leaf.layouts], [1, 1, 2])
    }

    func test_sameSizeFrame_doesNotLayOut_newSizeDoes() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1)
        view.frame = CGRect(x: 10, y: 10, width: 120, height: 100)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 2)
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 3, "marks coalesce; a clean view is not laid out again")
    }

    func test_addingASubview_laysOutTheSuperviewAndTheSubview_removingLaysOutTheSuperview() {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.layoutIfNeeded()
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        XCTAssertEqual([parent.layouts, child.layouts], [2, 1])
        child.removeFromSuperview()
        parent.layoutIfNeeded()
        XCTAssertEqual(parent.layouts, 3)
    }

    /// "setFrame intelligently calls layoutSubviews on the view having its frame set only if the
    /// size parameter of the frame is different"; a transform does not change the bounds, so it
    /// lays nothing out (the widely reproduced list of when `layoutSubviews` is called, Stack
    /// Overflow "When is layoutSubviews called?"). That list also says the superview of a resized
    /// view is laid out; ViewLab does not do that (not confirmed on current iOS; Docs/uikit.md,
    /// "Differences from iOS").
    func test_resizing_laysOutTheView_transformDoesNot() {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        XCTAssertEqual([parent.layouts, child.layouts], [1, 1])
        child.frame.size.width = 150
        parent.layoutIfNeeded()
        XCTAssertEqual(child.layouts, 2)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        parent.layoutIfNeeded()
        XCTAssertEqual(child.layouts, 2)
    }

    final class CountingScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// "Scrolling a UIScrollView causes layoutSubviews to be called on the scroll view" — a new
    /// `contentOffset` is a new `bounds.origin` (same list; Apple, UIScrollView: the content offset
    /// is the bounds origin).
    func test_scrolling_laysOutTheScrollView() {
        let scroll = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.layoutIfNeeded()
        let before = scroll.layouts
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.layouts, before + 1)
        XCTAssertEqual(scroll.bounds.origin.y, 200)
    }
}
