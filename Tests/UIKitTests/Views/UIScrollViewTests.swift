@_spi(ViewLab) import CoreGraphics
import TestSupport
@testable import UIKit
import ViewLabRender
import XCTest

/// Records the delegate calls it receives.
final class ScrollRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    var zoomView: UIView?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("begin") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("end") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("zoom") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
}

@MainActor
final class UIScrollViewTests: XCTestCase {
    override func tearDown() async throws {
        UIScrollView.showsIndicatorsInSnapshots = false
    }

    /// A scroll view in the middle of a window (clear of the safe area) with tall content.
    private func makeScrollView(in window: UIWindow, content: CGSize = CGSize(width: 200, height: 1000)) -> UIScrollView
    {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 300))
        scrollView.contentSize = content
        window.addSubview(scrollView)
        window.runTurn()
        return scrollView
    }

    func testContentOffsetIsBoundsOrigin() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        XCTAssertTrue(scrollView.clipsToBounds)
        scrollView.contentOffset = CGPoint(x: 10, y: 20)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 10, y: 20))
        scrollView.bounds.origin = CGPoint(x: 5, y: -5)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 5, y: -5), "not clamped when set in code, as on iOS")
        scrollView.setContentOffset(CGPoint(x: 5, y: -5), animated: false)
        XCTAssertEqual(recorder.calls, ["scroll", "scroll"], "no call when nothing moved")
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scrollView.addSubview(child)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.addSubview(scrollView)
        XCTAssertEqual(child.convert(CGPoint.zero, to: host), CGPoint(x: -5, y: 5), "the content moves by −offset")
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 5, y: -5), "non-finite offsets are ignored")
    }

    func testAdjustedContentInsetFollowsBehaviourAndSafeArea() async {
        let window = makeWindow()  // iPhone 15: safe area top 59, bottom 34
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        XCTAssertEqual(
            scrollView.adjustedContentInset, UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0),
            "automatic: the scrolling axis")
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 393, height: 100)
        XCTAssertEqual(
            scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0),
            "does not scroll: no adjustment")
        scrollView.alwaysBounceVertical = true
        XCTAssertEqual(scrollView.adjustedContentInset.top, 69, "bouncing vertically counts as scrollable")
        scrollView.alwaysBounceVertical = false
        scrollView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        let range = scrollView.contentOffsetRange
        XCTAssertEqual(range.min, CGPoint(x: 0, y: -69))
        XCTAssertEqual(range.max, CGPoint(x: 0, y: 2000 + 34 - 852))
    }

    func testAScrollViewAtRestFollowsItsAdjustedTopInset() async {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        window.addSubview(scrollView)
        window.runTurn()
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: -59), "content starts below the status bar")
        scrollView.contentOffset.y = 300
        scrollView.contentInset.top = 20
        XCTAssertEqual(scrollView.contentOffset.y, 300, "a scrolled view keeps its offset")
    }

    func testDragScrollsAndClampsToTheContent() async {
        let window = makeWindow()
        let scrollView = makeScrollView(in: window)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 100, y: 350), to: CGPoint(x: 130, y: 150))
        XCTAssertEqual(
            scrollView.contentOffset, CGPoint(x: 0, y: 200), "follows the finger vertically; no horizontal scroll")
        XCTAssertEqual(recorder.calls.first, "begin")
        XCTAssertEqual(recorder.calls.last, "end")
        XCTAssertFalse(scrollView.isDragging)
        for _ in 0..<4 { window.drag(from: CGPoint(x: 100, y: 390), to: CGPoint(x: 100, y: 110)) }
        XCTAssertEqual(scrollView.contentOffset.y, 700, "stops at contentSize − bounds")
        window.drag(from: CGPoint(x: 100, y: 110), to: CGPoint(x: 100, y: 850))
        XCTAssertEqual(scrollView.contentOffset.y, 0, "stops at the top; no bounce left over")
        scrollView.isScrollEnabled = false
        window.drag(from: CGPoint(x: 100, y: 390), to: CGPoint(x: 100, y: 110))
        XCTAssertEqual(scrollView.contentOffset.y, 0, "scrolling disabled")
    }

    func testPagingEndsOnTheNearestPage() async {
        let window = makeWindow()
        let scrollView = makeScrollView(in: window, content: CGSize(width: 600, height: 300))
        scrollView.isPagingEnabled = true
        window.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 30, y: 200))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 200, y: 0))
        window.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 60, y: 200))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 200, y: 0), "40 pt is not past half a page")
    }

    func testScrollRectToVisible() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 50, height: 50), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 250, "the rectangle's bottom at the bottom edge")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: true)
        XCTAssertEqual(scrollView.contentOffset.y, 100, "the rectangle's top at the top edge")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 950, width: 50, height: 500), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 700, "never past the end")
    }

    func testZoomScalesTheDelegatesView() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        scrollView.addSubview(content)
        let recorder = ScrollRecorder()
        recorder.zoomView = content
        scrollView.delegate = recorder
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        XCTAssertEqual(content.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 160, height: 120))
        scrollView.zoomScale = 5
        XCTAssertEqual(scrollView.zoomScale, 3, "clamped to maximumZoomScale")
        scrollView.zoomScale = 0.1
        XCTAssertEqual(scrollView.zoomScale, 1, "clamped to minimumZoomScale")
        XCTAssertTrue(recorder.calls.contains("zoom"))
    }

    // MARK: - Indicators

    func testIndicatorGeometry() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        // Track 3…297 (294 pt); visible fraction 0.3 → 88.2 pt; x = 200 − 3 − 3.
        XCTAssertEqual(scrollView.verticalIndicatorFrame, CGRect(x: 194, y: 3, width: 3, height: 294 * 0.3))
        scrollView.contentOffset.y = 700
        XCTAssertEqual(scrollView.verticalIndicatorFrame.maxY, 700 + 297, accuracy: 0.001, "at the end of the track")
        scrollView.contentSize.height = 100_000
        XCTAssertEqual(scrollView.verticalIndicatorFrame.height, 36, "minimum length")
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 5)
        XCTAssertEqual(scrollView.verticalIndicatorFrame.minX, 189)
    }

    func testIndicatorsShowAfterFlashForOneTurn() async throws {
        let stage = Stage(device: .iPhone15)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 300))
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        stage.root.addSubview(scrollView)
        let probe = CGPoint(x: 195.5, y: 40)
        let before = try stage.render(scrollView, scale: 2)
        XCTAssertEqual(before.pixel(x: Int(probe.x * 2), y: Int(probe.y * 2)).red, 255, "no indicator before scrolling")
        scrollView.flashScrollIndicators()
        let flashed = try stage.render(scrollView, scale: 2)
        let p = flashed.pixel(x: Int(probe.x * 2), y: Int(probe.y * 2))
        XCTAssertEqual(Int(p.red), 166, accuracy: 4, "black at 35 % over white")
        XCTAssertTrue(scrollView.subviews.last is UIScrollViewIndicator)
        let later = try stage.render(scrollView, scale: 2)
        XCTAssertEqual(later.pixel(x: Int(probe.x * 2), y: Int(probe.y * 2)).red, 255, "gone the turn after")
        UIScrollView.showsIndicatorsInSnapshots = true
        scrollView.contentOffset.y = 350
        stage.runTurn()
        let always = try stage.render(scrollView, scale: 2)
        let y = scrollView.verticalIndicatorFrame.midY - 350
        XCTAssertLessThan(
            always.pixel(x: Int(probe.x * 2), y: Int(y * 2)).red, 200, "always shown with the ViewLab option")
    }

    func testGoldenLightAndDark() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let stage = Stage(device: .iPhone15)
            stage.appearance = style
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 160, height: 120))
            scrollView.backgroundColor = .systemBackground
            scrollView.contentSize = CGSize(width: 400, height: 400)
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple]
            for (i, color) in colors.enumerated() {
                let stripe = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 80 + 10, width: 380, height: 60))
                stripe.backgroundColor = color.withAlphaComponent(0.4)
                scrollView.addSubview(stripe)
            }
            stage.root.addSubview(scrollView)
            scrollView.contentOffset = CGPoint(x: 60, y: 130)
            scrollView.flashScrollIndicators()
            let image = try stage.render(scrollView, scale: 2)
            GoldenImage.assertMatches(image: image, named: "scroll-\(style == .dark ? "dark" : "light")")
        }
    }
}

/// `contentLayoutGuide` / `frameLayoutGuide` (Apple, UIScrollView: "the scroll view uses the
/// content layout guide's … constraints to determine its content size").
@MainActor
final class UIScrollViewLayoutGuideTests: XCTestCase {
    func testContentPinnedToTheContentGuideGivesTheContentSizeAndScrolls() async {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        var rows: [UIView] = []
        for _ in 0..<10 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                row.heightAnchor.constraint(equalToConstant: 100),
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? scrollView.contentLayoutGuide.topAnchor),
            ])
            rows.append(row)
        }
        rows.last!.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor).isActive = true
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.runTurn()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 300, height: 1000), "the content guide's solved size")
        XCTAssertEqual(rows[3].frame, CGRect(x: 0, y: 300, width: 300, height: 100))
        scrollView.contentOffset = CGPoint(x: 0, y: 450)
        window.runTurn()
        XCTAssertEqual(rows[3].frame.minY, 300, "content stays in content coordinates")
        XCTAssertEqual(badge.frame.minY, 460, "the frame guide's view stays on screen")
        XCTAssertEqual(scrollView.contentSize.height, 1000)
    }
}

/// Constraints between a scroll view's **edges** and content inside it attach to the content area
/// (Apple, Technical Note TN2154 "UIScrollView And Autolayout"), its width and height to the frame:
/// the stack-in-a-scroll-view idiom of list components (a vertical stack pinned to the four edges,
/// as wide as the scroll view) gives the content size and scrolls.
@MainActor
final class UIScrollViewEdgeConstraintTests: XCTestCase {
    func testAStackPinnedToTheEdgesSizesTheContentAndTakesTheScrollViewsWidth() async {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        var rows: [UIView] = []
        for _ in 0..<5 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 100).isActive = true
            stack.addArrangedSubview(row)
            rows.append(row)
        }
        window.runTurn()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 390, height: 500), "the edges give the content size")
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 390, height: 500))
        XCTAssertEqual(rows[2].frame, CGRect(x: 0, y: 200, width: 390, height: 100))
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        window.runTurn()
        XCTAssertEqual(stack.frame.minY, 0, "content stays in content coordinates while it scrolls")
    }

    func testAConstraintBetweenTheScrollViewAndAViewOutsideItKeepsTheFrame() async {
        let window = makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(container)
        let scrollView = UIScrollView()
        let badge = UIView()
        for view in [scrollView, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            scrollView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            scrollView.widthAnchor.constraint(equalToConstant: 200),
            scrollView.heightAnchor.constraint(equalToConstant: 100),
            badge.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 8),
            badge.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.runTurn()
        XCTAssertEqual(badge.frame.origin, CGPoint(x: 0, y: 158), "a sibling sees the scroll view's frame")
    }
}
