@testable import UIKit
import TestSupport
import XCTest

@MainActor
final class UIPageControlTests: XCTestCase {
    override func tearDown() async throws { UIControl.eventObserver = nil }

    func testSizeForNumberOfPages() async {
        let p = UIPageControl()
        let table: [(Int, CGFloat)] = [(0, 0), (1, 40), (3, 72), (5, 104), (-4, 0)]
        for (pages, width) in table {
            XCTAssertEqual(p.size(forNumberOfPages: pages), CGSize(width: width, height: 26), "\(pages) pages")
        }
        p.numberOfPages = 3
        XCTAssertEqual(p.intrinsicContentSize, CGSize(width: 72, height: 26))
    }

    func testCurrentPageIsClamped() async {
        let p = UIPageControl()
        p.numberOfPages = 5
        p.currentPage = 9
        XCTAssertEqual(p.currentPage, 4)
        p.currentPage = -2
        XCTAssertEqual(p.currentPage, 0)
        p.currentPage = 4
        p.numberOfPages = 2
        XCTAssertEqual(p.currentPage, 1, "fewer pages pull the current page in")
        p.numberOfPages = -1
        XCTAssertEqual(p.numberOfPages, 0)
    }

    func hosted(rightToLeft: Bool = false) -> (UIPageControl, UIWindow, ControlEventLog) {
        let p = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        p.numberOfPages = 3
        let (window, log) = hostControl(p, at: CGPoint(x: 20, y: 100), rightToLeft: rightToLeft)
        return (p, window, log)
    }

    func testTapsPageForwardAndBack() async {
        let (p, window, log) = hosted()
        window.tap(at: CGPoint(x: 20 + 180, y: 113))
        XCTAssertEqual(p.currentPage, 1)
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 20 + 180, y: 113))
        XCTAssertEqual(p.currentPage, 2)
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 20 + 190, y: 113))
        XCTAssertEqual(p.currentPage, 2, "no page after the last")
        XCTAssertEqual(log.valueChanges, 2)
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 20 + 10, y: 113))
        XCTAssertEqual(p.currentPage, 1)
        XCTAssertEqual(log.valueChanges, 3)
    }

    func testRightToLeftAndDisabled() async {
        let (p, window, _) = hosted(rightToLeft: true)
        XCTAssertGreaterThan(p.indicatorCenter(forPage: 0).x, p.indicatorCenter(forPage: 2).x, "page 0 at the right")
        window.tap(at: CGPoint(x: 20 + 10, y: 113))
        XCTAssertEqual(p.currentPage, 1, "in right-to-left the left side is forward")
        p.isEnabled = false
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 20 + 10, y: 113))
        XCTAssertEqual(p.currentPage, 1)
    }

    func testHidesForSinglePage() async throws {
        func render(hides: Bool) throws -> [Int] {
            let image = try renderControlPanel(size: CGSize(width: 60, height: 26), style: .light, background: .black) {
                panel in
                let p = UIPageControl(frame: CGRect(x: 0, y: 0, width: 60, height: 26))
                p.numberOfPages = 1
                p.hidesForSinglePage = hides
                panel.addSubview(p)
            }
            return rgb(image, CGPoint(x: 30, y: 13))
        }
        XCTAssertEqual(try render(hides: false), [255, 255, 255], "one white dot")
        XCTAssertEqual(try render(hides: true), [0, 0, 0], "nothing drawn")
    }

    func testGoldens() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(
                size: CGSize(width: 200, height: 170), style: style, background: .systemTeal
            ) { panel in
                @MainActor func add(
                    _ y: CGFloat, pages: Int, current: Int, rtl: Bool = false,
                    configure: (UIPageControl) -> Void = { _ in }
                ) {
                    let p = UIPageControl(frame: CGRect(x: 10, y: y, width: 180, height: 26))
                    p.numberOfPages = pages
                    p.currentPage = current
                    configure(p)
                    if rtl { addRightToLeft(p, to: panel) } else { panel.addSubview(p) }
                }
                add(6, pages: 3, current: 0)
                add(34, pages: 5, current: 2) { $0.backgroundStyle = .prominent }
                add(62, pages: 4, current: 1) {
                    $0.pageIndicatorTintColor = .tertiaryLabel
                    $0.currentPageIndicatorTintColor = .label
                }
                add(90, pages: 4, current: 3) { $0.isEnabled = false }
                add(118, pages: 3, current: 0, rtl: true)
                add(146, pages: 40, current: 20)
            }
            GoldenImage.assertMatches(image: image, named: "pagecontrol-\(style == .dark ? "dark" : "light")")
        }
    }
}

@MainActor
final class UIPageControlImageTests: XCTestCase {
    func testIndicatorImagesReplaceTheDots() async throws {
        let bar = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 4)).image { ctx in
            UIColor.black.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 4))
        }
        let image = try renderControlPanel(size: CGSize(width: 72, height: 26), style: .light, background: .black) {
            panel in
            let p = UIPageControl(frame: CGRect(x: 0, y: 0, width: 72, height: 26))
            p.numberOfPages = 3
            p.setIndicatorImage(bar, forPage: 2)
            XCTAssertTrue(p.indicatorImage(forPage: 2) === bar)
            XCTAssertNil(p.indicatorImage(forPage: 0))
            panel.addSubview(p)
        }
        // Page 2's centre is at x = 12 + 2.5 × 16 = 52: a 12 × 4 bar, so 5 pt from the centre is lit
        // (a dot would end at 4 pt) but 3 pt above it is not.
        XCTAssertGreaterThan(rgb(image, CGPoint(x: 52 + 5, y: 13))[0], 40, "bar image drawn wide")
        XCTAssertEqual(rgb(image, CGPoint(x: 52, y: 13 - 3)), [0, 0, 0], "and flat")
        XCTAssertGreaterThan(rgb(image, CGPoint(x: 20, y: 13 - 3))[0], 40, "page 0 keeps its dot")
    }
}

extension UIPageControlTests {
    func testInteractionStateDuringATap() async {
        let (p, window, _) = hosted()
        var states: [UIPageControl.InteractionState] = []
        p.addAction(UIAction { _ in states.append(p.interactionState) }, for: .valueChanged)
        window.tap(at: CGPoint(x: 20 + 180, y: 113))
        XCTAssertEqual(states, [.discrete])
        XCTAssertEqual(p.interactionState, .none)
    }
}
