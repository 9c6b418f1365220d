@testable import UIKit
import TestSupport
import XCTest

@MainActor
final class UISliderTests: XCTestCase {
    override func tearDown() async throws { UIControl.eventObserver = nil }

    private func slider(width: CGFloat = 200, value: Float = 0) -> UISlider {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: width, height: 31))
        s.value = value
        return s
    }

    // MARK: - Geometry

    func testIntrinsicSizeAndDefaults() async {
        let s = UISlider()
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
        XCTAssertEqual([s.value, s.minimumValue, s.maximumValue], [0, 0, 1])
        XCTAssertTrue(s.isContinuous)
        XCTAssertNil(s.minimumTrackTintColor)
        XCTAssertNil(s.thumbTintColor)
    }

    func testTrackAndThumbRects() async {
        let s = slider()
        let track = s.trackRect(forBounds: s.bounds)
        XCTAssertEqual(track, CGRect(x: 2, y: 13.5, width: 196, height: 4))
        XCTAssertEqual(
            s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0), CGRect(x: 0, y: 1.5, width: 28, height: 28))
        XCTAssertEqual(
            s.thumbRect(forBounds: s.bounds, trackRect: track, value: 1), CGRect(x: 172, y: 1.5, width: 28, height: 28))
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0.5).midX, 100)
        XCTAssertEqual(
            s.thumbRect(forBounds: s.bounds, trackRect: track, value: 7).minX, 172, "out-of-range values sit at the end"
        )
    }

    func testValueImagesTakeRoomFromTheTrack() async throws {
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        let s = slider()
        s.minimumValueImage = icon
        s.maximumValueImage = icon
        XCTAssertEqual(s.minimumValueImageRect(forBounds: s.bounds), CGRect(x: 0, y: 5.5, width: 20, height: 20))
        XCTAssertEqual(s.maximumValueImageRect(forBounds: s.bounds), CGRect(x: 180, y: 5.5, width: 20, height: 20))
        XCTAssertEqual(s.trackRect(forBounds: s.bounds), CGRect(x: 30, y: 13.5, width: 140, height: 4))
    }

    // MARK: - Values

    func testClampingAndNaN() async {
        let s = slider()
        s.value = 5
        XCTAssertEqual(s.value, 1)
        s.value = -3
        XCTAssertEqual(s.value, 0)
        s.value = 0.25
        s.value = .nan
        XCTAssertEqual(s.value, 0.25, "NaN is ignored")
        XCTAssertEqual(UIView.recentDiagnostics.last?.kind, .invalidArgument)
        s.setValue(.infinity, animated: true)
        XCTAssertEqual(s.value, 1, "infinity clamps")
        s.minimumValue = 10
        XCTAssertEqual(
            [s.minimumValue, s.maximumValue, s.value], [10, 10, 10], "a minimum above the maximum raises it")
        s.maximumValue = -5
        XCTAssertEqual([s.minimumValue, s.maximumValue, s.value], [-5, -5, -5])
        s.maximumValue = 5
        s.value = 0
        XCTAssertEqual(s.value, 0)
    }

    // MARK: - Touches

    func testDraggingTheThumbMovesTheValueContinuously() async {
        let s = slider()
        let (window, log) = hostControl(s)
        // Thumb centre at x = 20 + 14; drag 86 pt right → the middle (travel is 172 pt).
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 120, y: 115), steps: 10)
        XCTAssertEqual(s.value, 0.5, accuracy: 0.001)
        XCTAssertEqual(log.valueChanges, 10, "one event per move")
        window.drag(from: CGPoint(x: 120, y: 115), to: CGPoint(x: 600, y: 115), steps: 4)
        XCTAssertEqual(s.value, 1, "clamped at the maximum")
    }

    func testGrabOffsetIsKept() async {
        let s = slider()
        let (window, _) = hostControl(s)
        // Grab the thumb 6 pt right of its centre: the value follows the thumb, not the finger.
        window.drag(from: CGPoint(x: 40, y: 115), to: CGPoint(x: 83, y: 115), steps: 3)
        XCTAssertEqual(s.value, 0.25, accuracy: 0.001)
    }

    func testNonContinuousSendsOnceAtLiftOff() async {
        let s = slider()
        s.isContinuous = false
        let (window, log) = hostControl(s)
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 120, y: 115), steps: 10)
        XCTAssertEqual(log.valueChanges, 1)
        XCTAssertEqual(log.names.last, "touchUpInside")
    }

    func testTouchesAwayFromTheThumbAndDisabledSlidersDoNothing() async {
        let s = slider()
        let (window, log) = hostControl(s)
        window.tap(at: CGPoint(x: 180, y: 115))
        window.drag(from: CGPoint(x: 180, y: 115), to: CGPoint(x: 100, y: 115))
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log.valueChanges, 0)
        let before = log.names.count
        s.isEnabled = false
        window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 120, y: 115))
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log.names.count, before, "a disabled slider sends nothing")
    }

    func testRightToLeftMirrorsThumbAndDragging() async {
        let s = slider()
        let (window, _) = hostControl(s, rightToLeft: true)
        XCTAssertEqual(
            s.thumbRect(forBounds: s.bounds, trackRect: s.trackRect(forBounds: s.bounds), value: 0).minX, 172)
        window.drag(from: CGPoint(x: 20 + 186, y: 115), to: CGPoint(x: 20 + 100, y: 115))
        XCTAssertEqual(s.value, 0.5, accuracy: 0.001, "dragging left increases the value")
    }

    // MARK: - Drawing

    func testTrackColoursAndRightToLeftFill() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 220, height: 80), style: style) { panel in
                let ltr = slider(value: 0.5)
                ltr.frame.origin = CGPoint(x: 10, y: 4)
                panel.addSubview(ltr)
                let rtl = slider(value: 0.5)
                rtl.frame.origin = CGPoint(x: 10, y: 44)
                addRightToLeft(rtl, to: panel)
            }
            let tint = expectedRGB(.systemBlue, style: style), fill = expectedRGB(.systemFill, style: style)
            assertRGB(rgb(image, CGPoint(x: 10 + 40, y: 4 + 15.5)), tint, "minimum track, left")
            assertRGB(rgb(image, CGPoint(x: 10 + 160, y: 4 + 15.5)), fill, "maximum track, right")
            assertRGB(rgb(image, CGPoint(x: 10 + 40, y: 44 + 15.5)), fill, "RTL: maximum track on the left")
            assertRGB(rgb(image, CGPoint(x: 10 + 160, y: 44 + 15.5)), tint, "RTL: fill from the right")
        }
    }

    func testGoldens() async throws {
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 12, height: 12)).fill()
        }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 240, height: 250), style: style) { panel in
                @MainActor func add(
                    _ y: CGFloat, _ value: Float, rtl: Bool = false, configure: (UISlider) -> Void = { _ in }
                ) {
                    let s = UISlider(frame: CGRect(x: 16, y: y, width: 208, height: 31))
                    s.value = value
                    configure(s)
                    if rtl { addRightToLeft(s, to: panel) } else { panel.addSubview(s) }
                }
                add(8, 0)
                add(43, 0.3)
                add(78, 1)
                add(113, 0.6) {
                    $0.minimumTrackTintColor = .systemPink; $0.maximumTrackTintColor = .systemTeal;
                    $0.thumbTintColor = .systemYellow
                }
                add(148, 0.4) { $0.isEnabled = false }
                add(183, 0.3, rtl: true)
                add(218, 0.5) {
                    $0.minimumValueImage = icon; $0.maximumValueImage = icon
                }
            }
            GoldenImage.assertMatches(image: image, named: "slider-\(style == .dark ? "dark" : "light")")
        }
    }
}

// MARK: - Custom images

@MainActor
final class UISliderImageTests: XCTestCase {
    private func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    func testImagesPerStateAndCurrentFallback() async {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let normal = square(20, .systemRed), highlighted = square(24, .systemBlue)
        s.setThumbImage(normal, for: .normal)
        s.setThumbImage(highlighted, for: .highlighted)
        XCTAssertTrue(s.thumbImage(for: .normal) === normal)
        XCTAssertNil(s.thumbImage(for: .disabled))
        XCTAssertTrue(s.currentThumbImage === normal)
        s.isHighlighted = true
        XCTAssertTrue(s.currentThumbImage === highlighted)
        s.isHighlighted = false
        s.isEnabled = false
        XCTAssertTrue(s.currentThumbImage === normal, "falls back to .normal")
        XCTAssertNil(s.currentMinimumTrackImage)
    }

    func testThumbImageSetsTheThumbSize() async {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        s.setThumbImage(square(40, .systemRed), for: .normal)
        XCTAssertEqual(s.intrinsicContentSize.height, 40)
        let track = s.trackRect(forBounds: s.bounds)
        XCTAssertEqual(
            s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0), CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 1).maxX, 200)
    }

    func testImagesAreDrawn() async throws {
        let image = try renderControlPanel(size: CGSize(width: 220, height: 40), style: .light, background: .black) {
            panel in
            let s = UISlider(frame: CGRect(x: 10, y: 0, width: 200, height: 40))
            s.value = 0.5
            s.setThumbImage(square(20, .systemRed), for: .normal)
            s.setMinimumTrackImage(square(6, .systemGreen), for: .normal)
            s.setMaximumTrackImage(square(6, .systemOrange), for: .normal)
            panel.addSubview(s)
        }
        assertRGB(rgb(image, CGPoint(x: 110, y: 20)), expectedRGB(.systemRed, style: .light), "thumb image")
        assertRGB(rgb(image, CGPoint(x: 40, y: 20)), expectedRGB(.systemGreen, style: .light), "minimum track image")
        assertRGB(rgb(image, CGPoint(x: 180, y: 20)), expectedRGB(.systemOrange, style: .light), "maximum track image")
        assertRGB(rgb(image, CGPoint(x: 110, y: 32)), [0, 0, 0], "no white round thumb under the image")
    }
}
