@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import UIKit
import XCTest

/// `UIRefreshControl` on a scroll view: placement above the content, pulling to refresh, the
/// inset while refreshing, and the spinner in pixels.
@MainActor
final class UIRefreshControlTests: XCTestCase {
    private func makeList(in window: UIWindow) -> (UIScrollView, UIRefreshControl) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 300, height: 1200)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 1200))
        content.backgroundColor = .white
        scrollView.addSubview(content)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        window.addSubview(scrollView)
        window.runTurn()
        return (scrollView, control)
    }

    func testTheControlSitsAboveTheContentAsWideAsTheScrollView() async {
        let window = makeWindow()
        let (scrollView, control) = makeList(in: window)
        XCTAssertTrue(control.superview === scrollView)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 300, height: 60))
        XCTAssertFalse(control.isRefreshing)
        scrollView.refreshControl = nil
        XCTAssertNil(control.superview)
    }

    /// A drag that pulls the content past the trigger distance begins refreshing and sends
    /// `.valueChanged`; the content rests with the control in view until `endRefreshing()`.
    func testPullingPastTheTriggerRefreshesAndEndingGivesTheInsetBack() async {
        let window = makeWindow()
        let (scrollView, control) = makeList(in: window)
        var events = 0
        control.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        scrollView.drag(by: CGPoint(x: 0, y: 60))
        XCTAssertEqual(events, 0, "a short pull does nothing")
        XCTAssertFalse(control.isRefreshing)
        scrollView.drag(by: CGPoint(x: 0, y: 150))
        XCTAssertEqual(events, 1)
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertEqual(scrollView.contentOffset.y, -60, "the control in view")
        scrollView.drag(by: CGPoint(x: 0, y: 200))
        XCTAssertEqual(events, 1, "no second refresh while one runs")
        control.endRefreshing()
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0, "back to the top of the content")
        control.isEnabled = false
        scrollView.drag(by: CGPoint(x: 0, y: 200))
        XCTAssertEqual(events, 1, "a disabled control does not refresh")
    }

    /// Apple: `beginRefreshing()` from code changes the control's state without scrolling (an app
    /// shows the control with `setContentOffset`); it sends no event.
    func testBeginningFromCodeDoesNotScroll() async {
        let window = makeWindow()
        let (scrollView, control) = makeList(in: window)
        var events = 0
        control.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        control.beginRefreshing()
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(events, 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
    }

    /// The spinner is drawn in the control's band while refreshing, and nothing is when idle.
    func testTheSpinnerIsDrawnWhileRefreshing() async throws {
        let window = makeWindow()
        window.backgroundColor = .white
        let (scrollView, control) = makeList(in: window)
        control.beginRefreshing()
        scrollView.contentOffset = CGPoint(x: 0, y: -60)
        let band = CGRect(x: 0, y: 100, width: 300, height: 60)
        func ink() throws -> Int {
            let image = try renderTurn(window, scale: 1)
            var count = 0
            for y in Int(band.minY)..<Int(band.maxY) {
                for x in Int(band.minX)..<Int(band.maxX) {
                    let p = pixel(image, CGPoint(x: x, y: y), scale: 1)
                    if Int(p.red) + Int(p.green) + Int(p.blue) < 600 { count += 1 }
                }
            }
            return count
        }
        let spinning = try ink()
        XCTAssertGreaterThan(spinning, 20, "the grey spokes")
        control.endRefreshing()
        scrollView.contentOffset = CGPoint(x: 0, y: -60)
        XCTAssertEqual(try ink(), 0, "a stopped indicator hides")
    }
}
