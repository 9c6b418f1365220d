@testable import UIKit
import TestSupport
import XCTest

@MainActor
final class UIStepperTests: XCTestCase {
    override func tearDown() async throws { UIControl.eventObserver = nil }

    /// Minus half centre and plus half centre of a stepper hosted at (20, 100).
    private let minus = CGPoint(x: 20 + 23, y: 116), plus = CGPoint(x: 20 + 71, y: 116)

    func testSizeAndDefaults() async {
        let s = UIStepper()
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 94, height: 32))
        XCTAssertEqual(s.sizeThatFits(CGSize(width: 300, height: 300)), CGSize(width: 94, height: 32))
        XCTAssertEqual([s.value, s.minimumValue, s.maximumValue, s.stepValue], [0, 0, 100, 1])
        XCTAssertFalse(s.wraps)
        XCTAssertTrue(s.autorepeat)
        XCTAssertTrue(s.isContinuous)
    }

    func testTappingHalvesSteps() async {
        let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        s.stepValue = 10
        let (window, log) = hostControl(s)
        window.tap(at: plus)
        window.advanceTime(by: 1)
        window.tap(at: plus)
        XCTAssertEqual(s.value, 20)
        window.advanceTime(by: 1)
        window.tap(at: minus)
        XCTAssertEqual(s.value, 10)
        XCTAssertEqual(log.valueChanges, 3)
        XCTAssertEqual(
            Array(log.names.prefix(3)), ["valueChanged", "touchDown", "touchUpInside"], "steps on touch-down")
    }

    func testLimitsDisableAHalf() async {
        let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        let (window, log) = hostControl(s)
        XCTAssertFalse(s.canStep(-1), "minus is disabled at the minimum")
        window.tap(at: minus)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log.valueChanges, 0)
        s.value = 100
        XCTAssertFalse(s.canStep(1))
        window.tap(at: plus)
        XCTAssertEqual(s.value, 100)
        XCTAssertEqual(log.valueChanges, 0)
        s.value = 99.5
        window.tap(at: plus)
        XCTAssertEqual(s.value, 100, "clamped to the maximum")
    }

    func testWraps() async {
        let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        s.wraps = true
        s.maximumValue = 3
        let (window, log) = hostControl(s)
        window.tap(at: minus)
        XCTAssertEqual(s.value, 3, "below the minimum wraps to the maximum")
        window.advanceTime(by: 1)
        window.tap(at: plus)
        XCTAssertEqual(s.value, 0, "above the maximum wraps to the minimum")
        XCTAssertEqual(log.valueChanges, 2)
    }

    func testNonContinuousSendsAtLiftOff() async {
        let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        s.isContinuous = false
        let (window, log) = hostControl(s)
        window.tap(at: plus)
        XCTAssertEqual(log.names, ["touchDown", "valueChanged", "touchUpInside"])
    }

    func testInvalidSettingsAreIgnored() async {
        let s = UIStepper()
        s.minimumValue = 200
        XCTAssertEqual(s.minimumValue, 0, "minimum ≥ maximum is refused")
        XCTAssertEqual(UIView.recentDiagnostics.last?.kind, .invalidArgument)
        s.maximumValue = -1
        XCTAssertEqual(s.maximumValue, 100)
        s.stepValue = 0
        XCTAssertEqual(s.stepValue, 1)
        s.stepValue = -.infinity
        XCTAssertEqual(s.stepValue, 1)
        s.value = .nan
        XCTAssertEqual(s.value, 0)
        s.value = 1e300
        XCTAssertEqual(s.value, 100, "clamped")
        s.minimumValue = 50
        XCTAssertEqual(s.value, 100)
        s.maximumValue = 60
        XCTAssertEqual(s.value, 60, "the value follows a shrinking range")
    }

    func testDisabledAndRightToLeft() async {
        let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        s.isEnabled = false
        let (window, log) = hostControl(s)
        window.tap(at: plus)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log.names, [])

        let r = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        let (rtlWindow, _) = hostControl(r, rightToLeft: true)
        rtlWindow.tap(at: minus)  // the left half
        XCTAssertEqual(r.value, 1, "in right-to-left the left half is plus")
    }

    func testGoldens() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 230, height: 136), style: style) { panel in
                @MainActor func add(
                    _ x: CGFloat, _ y: CGFloat, value: Double, rtl: Bool = false,
                    configure: (UIStepper) -> Void = { _ in }
                ) {
                    let s = UIStepper(frame: CGRect(x: x, y: y, width: 94, height: 32))
                    s.value = value
                    configure(s)
                    if rtl { addRightToLeft(s, to: panel) } else { panel.addSubview(s) }
                }
                add(12, 12, value: 0)  // minus dimmed
                add(124, 12, value: 50)
                add(12, 52, value: 100)  // plus dimmed
                add(124, 52, value: 50) { $0.isEnabled = false }
                add(12, 92, value: 0, rtl: true)
                add(124, 92, value: 0) { $0.wraps = true }
            }
            GoldenImage.assertMatches(image: image, named: "stepper-\(style == .dark ? "dark" : "light")")
        }
    }
}

@MainActor
final class UIStepperImageTests: XCTestCase {
    func testGlyphImagesPerStateAreDrawnTinted() async throws {
        let star = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { ctx in
            UIColor.black.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }
        let original = star.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
        let image = try renderControlPanel(size: CGSize(width: 94, height: 32), style: .light) { panel in
            let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
            s.value = 100
            s.setIncrementImage(star, for: .normal)
            s.setDecrementImage(original, for: .normal)
            XCTAssertTrue(s.incrementImage(for: .normal) === star)
            XCTAssertNil(s.incrementImage(for: .disabled))
            panel.addSubview(s)
        }
        // At the maximum the + half is disabled: the template image takes the dimmed glyph colour.
        assertRGB(
            rgb(image, CGPoint(x: 70.5, y: 16)),
            expectedRGB(
                .tertiaryLabel, style: .light,
                over: UIColor(cgColor: CGColor(red: 0xEF / 255.0, green: 0xEF / 255.0, blue: 0xF0 / 255.0, alpha: 1))),
            tolerance: 4, "dimmed template image")
        assertRGB(
            rgb(image, CGPoint(x: 23.5, y: 16)), expectedRGB(.systemRed, style: .light),
            "original image keeps its colour")
    }
}

extension UIStepperImageTests {
    func testBackgroundAndDividerImages() async throws {
        func solid(_ size: CGSize, _ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: size).image { ctx in
                color.setFill()
                ctx.fill(CGRect(origin: .zero, size: size))
            }
        }
        let image = try renderControlPanel(size: CGSize(width: 94, height: 32), style: .light) { panel in
            let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
            s.setBackgroundImage(solid(CGSize(width: 4, height: 4), .systemYellow), for: .normal)
            s.setDividerImage(
                solid(CGSize(width: 4, height: 32), .systemPurple), forLeftSegmentState: .normal,
                rightSegmentState: .normal)
            XCTAssertNotNil(s.backgroundImage(for: .normal))
            XCTAssertNotNil(s.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal))
            panel.addSubview(s)
        }
        assertRGB(
            rgb(image, CGPoint(x: 2, y: 2)), expectedRGB(.systemYellow, style: .light),
            "square corner: the image replaces the rounded fill")
        assertRGB(rgb(image, CGPoint(x: 47.5, y: 2)), expectedRGB(.systemPurple, style: .light), "divider image")
    }
}
