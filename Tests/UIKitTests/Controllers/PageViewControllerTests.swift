import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable @_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// Pages of solid colours, before/after by index; records what the delegate hears.
@MainActor
final class ColourPages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    var events: [String] = []
    init(_ colours: [UIColor], recorder: CallbackRecorder? = nil) {
        pages = colours.enumerated().map { index, colour in
            let page = recorder.map { RecordingController("p\(index)", $0) } ?? UIViewController()
            page.view.backgroundColor = colour
            return page
        }
    }
    func index(_ vc: UIViewController) -> Int? { pages.firstIndex { $0 === vc } }
    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController?
    {
        index(vc).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController?
    {
        index(vc).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
    func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        events.append("willTransitionTo p\(pending.compactMap(index).map(String.init).joined())")
    }
    func pageViewController(
        _ pvc: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {
        events.append(
            "didFinishAnimating previous p\(previousViewControllers.compactMap(index).map(String.init).joined()) completed \(completed)"
        )
    }
}

/// A data source that also gives the page indicator its count and index.
@MainActor
final class IndicatedPages: UIPageViewControllerDataSource {
    let base: ColourPages
    init(_ base: ColourPages) { self.base = base }
    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController?
    {
        base.pageViewController(pvc, viewControllerBefore: vc)
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController?
    {
        base.pageViewController(pvc, viewControllerAfter: vc)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { base.pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(base.index) ?? 0
    }
}

/// `UIPageViewController` as iOS runs its scroll style: the pages in a paging scroll view three
/// pages long, turned by drags that settle on a neighbour (delegate told), by
/// `setViewControllers` (delegate not told, completion called), with a page indicator when the data
/// source gives a count and index.
@MainActor
final class PageViewControllerTests: MediaClockTestCase {
    private func pager(
        _ source: ColourPages, spacing: CGFloat? = nil,
        orientation: UIPageViewController.NavigationOrientation = .horizontal
    )
        -> UIPageViewController
    {
        let pvc = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: orientation,
            options: spacing.map { [.interPageSpacing: $0] })
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        return pvc
    }

    private func scrollView(of pvc: UIPageViewController) throws -> UIScrollView {
        try XCTUnwrap(
            pvc.view.subviews.compactMap { $0 as? UIScrollView }.first,
            "the pages are in a scroll view that is a subview of the view")
    }

    func test_scrollStyle_keepsThePagesInAPagingScrollViewThreePagesLong_restingOnTheMiddleSlot() async throws {
        let source = ColourPages([.red, .green, .blue])
        let pvc = pager(source)
        let stage = makeStage(showing: pvc)
        let scroll = try scrollView(of: pvc)
        XCTAssertTrue(scroll.isPagingEnabled)
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 3 * 393, height: 852))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 393, y: 0))
        XCTAssertEqual(source.pages[0].view.frame, CGRect(x: 393, y: 0, width: 393, height: 852))
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
        XCTAssertTrue(source.pages[0].parent === pvc)
        XCTAssertNil(source.pages[1].parent, "neighbours are asked for when a drag begins")
        let image = try stage.render(scale: 1)
        let centre = image.pixel(x: 196, y: 426)
        XCTAssertEqual([centre.red, centre.green, centre.blue], [255, 0, 0], "the red page fills the screen")
    }

    func test_interPageSpacing_widensTheScrollViewByTheSpacing_halfOnEachSide() async throws {
        let source = ColourPages([.red, .green])
        let pvc = pager(source, spacing: 10)
        let stage = makeStage(showing: pvc)
        let scroll = try scrollView(of: pvc)
        XCTAssertEqual(scroll.frame, CGRect(x: -5, y: 0, width: 403, height: 852))
        XCTAssertEqual(scroll.contentOffset.x, 403)
        XCTAssertEqual(source.pages[0].view.frame.minX, 403 + 5)
        scroll.drag(by: CGPoint(x: -300, y: 0))
        stage.runTurn()
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[1])
        XCTAssertEqual(source.pages[1].view.frame, CGRect(x: 408, y: 0, width: 393, height: 852))
        XCTAssertEqual(scroll.contentOffset.x, 403, "recentred on the new page")
    }

    func test_aDragSettlingOnTheNextPage_turnsToIt_delegateHearsWillTransitionThenDidFinish_appearanceFollows()
        async throws
    {
        let recorder = CallbackRecorder()
        let source = ColourPages([.red, .green, .blue], recorder: recorder)
        let pvc = pager(source)
        let stage = makeStage(showing: pvc)
        let scroll = try scrollView(of: pvc)
        recorder.clear()
        scroll.drag(by: CGPoint(x: -250, y: 0))
        stage.runTurn()
        XCTAssertEqual(source.events, ["willTransitionTo p1", "didFinishAnimating previous p0 completed true"])
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[1])
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 393, y: 0))
        XCTAssertNil(source.pages[0].parent, "the page turned away from leaves the container")
        XCTAssertEqual(
            appearanceOnly(recorder.calls),
            [
                "p1.viewWillAppear", "p0.viewWillDisappear", "p0.viewDidDisappear",
                "p1.viewIsAppearing", "p1.viewDidAppear",
            ])
        let centre = try stage.render(scale: 1).pixel(x: 196, y: 426)
        XCTAssertEqual([centre.red, centre.green, centre.blue], [0, 255, 0], "the green page shown")
    }

    func test_aShortDrag_snapsBack_andTheDelegateHearsAnIncompleteTransition() async throws {
        let source = ColourPages([.red, .green])
        let pvc = pager(source)
        let stage = makeStage(showing: pvc)
        let scroll = try scrollView(of: pvc)
        scroll.drag(by: CGPoint(x: -100, y: 0))
        stage.runTurn()
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
        XCTAssertEqual(scroll.contentOffset.x, 393)
        XCTAssertEqual(source.events, ["willTransitionTo p1", "didFinishAnimating previous p0 completed false"])
    }

    func test_aDragTowardsNoPage_isStoppedAtTheEdge_andNothingIsTold() async throws {
        let source = ColourPages([.red, .green])
        let pvc = pager(source)
        let stage = makeStage(showing: pvc)
        let scroll = try scrollView(of: pvc)
        scroll.drag(by: CGPoint(x: 300, y: 0))  // towards the page before the first
        stage.runTurn()
        XCTAssertEqual(scroll.contentOffset.x, 393)
        XCTAssertEqual(source.events, [])
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
    }

    func test_verticalOrientation_turnsAlongY() async throws {
        let source = ColourPages([.red, .green])
        let pvc = pager(source, orientation: .vertical)
        let stage = makeStage(showing: pvc)
        let scroll = try scrollView(of: pvc)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 393, height: 3 * 852))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 852))
        scroll.drag(by: CGPoint(x: 0, y: -500))
        stage.runTurn()
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[1])
    }

    func test_setViewControllers_animated_slidesOnTheMediaClock_callsCompletion_notTheDelegate() async throws {
        let recorder = CallbackRecorder()
        let source = ColourPages([.red, .green, .blue], recorder: recorder)
        let pvc = pager(source)
        let stage = makeStage(showing: pvc)
        recorder.clear()
        var finished: [Bool] = []
        pvc.setViewControllers([source.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        stage.runTurn()
        CATransaction.flush()
        clock.set(to: 0.1)
        let x = try XCTUnwrap(source.pages[2].view.layer.presentation()).frame.minX
        XCTAssertGreaterThan(x, 393, "the new page is on its way in from the trailing side")
        XCTAssertLessThan(x, 2 * 393)
        XCTAssertEqual(finished, [])
        XCTAssertEqual(
            appearanceOnly(recorder.calls), ["p0.viewWillDisappear", "p2.viewWillAppear", "p2.viewIsAppearing"])
        clock.set(to: 1)
        stage.runTurn()
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(source.events, [], "setViewControllers is not a gesture-driven transition")
        XCTAssertEqual(
            appearanceOnly(recorder.calls),
            [
                "p0.viewWillDisappear", "p2.viewWillAppear", "p2.viewIsAppearing",
                "p0.viewDidDisappear", "p2.viewDidAppear",
            ])
        XCTAssertNil(source.pages[0].view.superview)
        XCTAssertEqual(source.pages[2].view.frame.minX, 393)
    }

    func test_setViewControllers_notAnimated_callsCompletionBeforeReturning() async throws {
        let source = ColourPages([.red, .green])
        let pvc = pager(source)
        var finished: [Bool] = []
        pvc.setViewControllers([source.pages[1]], direction: .reverse, animated: false) { finished.append($0) }
        XCTAssertEqual(finished, [true])
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[1])
    }

    func test_pageIndicator_isShownWhenTheDataSourceGivesCountAndIndex_thePagesEndAboveIt() async throws {
        let source = ColourPages([.red, .green, .blue])
        let indicated = IndicatedPages(source)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = indicated
        pvc.delegate = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let stage = makeStage(showing: pvc)
        let indicator = try XCTUnwrap(pvc.view.subviews.compactMap { $0 as? UIPageControl }.first)
        XCTAssertEqual(indicator.numberOfPages, 3)
        XCTAssertEqual(indicator.currentPage, 0)
        XCTAssertEqual(indicator.frame, CGRect(x: 0, y: 852 - 34 - 26, width: 393, height: 26))
        let scroll = try scrollView(of: pvc)
        XCTAssertEqual(scroll.frame.height, 852 - 34 - 26)
        scroll.drag(by: CGPoint(x: -300, y: 0))
        stage.runTurn()
        XCTAssertEqual(indicator.currentPage, 1, "a gesture-driven turn moves the indicator")
        let image = try stage.render(scale: 1)
        let above = image.pixel(x: 10, y: 852 - 34 - 27), strip = image.pixel(x: 10, y: 852 - 34 - 13)
        XCTAssertEqual(
            [above.red, above.green, above.blue], [0, 255, 0], "the (green) page reaches the indicator's strip")
        XCTAssertEqual(
            [strip.red, strip.green, strip.blue], [255, 255, 255], "the page does not run under the indicator")
    }

    func test_noPageIndicator_withoutPresentationCount_orForPageCurl() async throws {
        let source = ColourPages([.red, .green])
        let plain = pager(source)
        _ = makeStage(showing: plain)
        XCTAssertTrue(plain.view.subviews.allSatisfy { !($0 is UIPageControl) })
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let indicated = IndicatedPages(ColourPages([.red, .green]))
        curl.dataSource = indicated
        curl.setViewControllers([indicated.base.pages[0]], direction: .forward, animated: false)
        _ = makeStage(showing: curl)
        XCTAssertTrue(
            curl.view.subviews.allSatisfy { !($0 is UIPageControl) }, "only the scroll style shows an indicator")
        XCTAssertEqual(curl.spineLocation, .min)
        XCTAssertEqual(plain.spineLocation, .none)
    }

    func test_setViewControllers_withNoController_isReportedAndIgnored() async throws {
        let source = ColourPages([.red])
        let pvc = pager(source)
        var finished: [Bool] = []
        pvc.setViewControllers([], direction: .forward, animated: false) { finished.append($0) }
        XCTAssertEqual(finished, [false])
        XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
        XCTAssertTrue(UIView.recentDiagnostics.last?.message.contains("at least one view controller") == true)
    }
}
