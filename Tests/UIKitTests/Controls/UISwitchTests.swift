@testable import UIKit
import TestSupport
import XCTest

@MainActor
final class UISwitchTests: XCTestCase {
    override func tearDown() async throws { UIControl.eventObserver = nil }

    // MARK: - Size

    func testFixedSizeWhateverTheFrame() async {
        let s = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        XCTAssertEqual(s.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(s.sizeThatFits(CGSize(width: 500, height: 500)), CGSize(width: 51, height: 31))
        s.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
        XCTAssertEqual(s.frame, CGRect(x: 5, y: 6, width: 51, height: 31))
        s.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        XCTAssertEqual(s.bounds.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(UISwitch().frame.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(s.style, .sliding)
        XCTAssertEqual(s.preferredStyle, .automatic)
    }

    // MARK: - Touches

    func testTapTogglesAndSendsValueChanged() async {
        let s = UISwitch()
        let (window, log) = hostControl(s)
        var handled: [Bool] = []
        s.addAction(
            UIAction { action in handled.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
        window.tap(at: CGPoint(x: 45, y: 115))
        XCTAssertTrue(s.isOn)
        XCTAssertEqual(log.names, ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        window.tap(at: CGPoint(x: 45, y: 115))
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(handled, [true, false], "the handler sees the new value")
    }

    func testPrimaryActionInitializer() async {
        var fired = 0
        let s = UISwitch(frame: .zero, primaryAction: UIAction { _ in fired += 1 })
        let (window, _) = hostControl(s)
        window.tap(at: CGPoint(x: 45, y: 115))
        XCTAssertEqual(fired, 1)
    }

    func testDisabledSwitchIgnoresTaps() async {
        let s = UISwitch()
        s.isEnabled = false
        let (window, log) = hostControl(s)
        window.tap(at: CGPoint(x: 45, y: 115))
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log.names, [])
    }

    func testSettingIsOnSendsNoEvent() async {
        let s = UISwitch()
        let (_, log) = hostControl(s)
        s.isOn = true
        s.setOn(false, animated: true)
        s.setOn(true, animated: false)
        XCTAssertTrue(s.isOn)
        XCTAssertEqual(log.names, [])
    }

    func testDragSetsTheSideTheThumbIsLeftOn() async {
        let s = UISwitch()
        let (window, log) = hostControl(s)
        window.drag(from: CGPoint(x: 30, y: 115), to: CGPoint(x: 68, y: 115))
        XCTAssertTrue(s.isOn, "dragged to the on side")
        XCTAssertEqual(log.valueChanges, 1)
        window.drag(from: CGPoint(x: 50, y: 115), to: CGPoint(x: 66, y: 115))
        XCTAssertTrue(s.isOn, "dragging an on switch further on does not toggle it")
        XCTAssertEqual(log.valueChanges, 1)
        window.drag(from: CGPoint(x: 60, y: 115), to: CGPoint(x: 22, y: 115))
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log.valueChanges, 2)
    }

    func testRightToLeftDragMirrors() async {
        let s = UISwitch()
        let (window, _) = hostControl(s, rightToLeft: true)
        window.drag(from: CGPoint(x: 60, y: 115), to: CGPoint(x: 22, y: 115))
        XCTAssertTrue(s.isOn, "in right-to-left the on side is the left")
    }

    // MARK: - Colours

    func testTrackColoursLightAndDark() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 140, height: 40), style: style) { panel in
                let off = UISwitch(frame: CGRect(x: 4, y: 4, width: 0, height: 0))
                let on = UISwitch(frame: CGRect(x: 70, y: 4, width: 0, height: 0))
                on.isOn = true
                panel.addSubview(off)
                panel.addSubview(on)
            }
            // Off: the track shows right of the thumb; on: left of the thumb.
            assertRGB(
                rgb(image, CGPoint(x: 4 + 45, y: 4 + 15.5)), style == .dark ? [0x39, 0x39, 0x3D] : [0xE9, 0xE9, 0xEA],
                "off track \(style)")
            assertRGB(
                rgb(image, CGPoint(x: 70 + 6, y: 4 + 15.5)), expectedRGB(.systemGreen, style: style),
                "on track \(style)")
            assertRGB(rgb(image, CGPoint(x: 70 + 36, y: 4 + 15.5)), [255, 255, 255], "white thumb \(style)")
        }
    }

    func testCustomTintsAndDisabledLook() async throws {
        let image = try renderControlPanel(size: CGSize(width: 140, height: 40), style: .light) { panel in
            let custom = UISwitch(frame: CGRect(x: 4, y: 4, width: 0, height: 0))
            custom.isOn = true
            custom.onTintColor = .systemBlue
            custom.thumbTintColor = .systemYellow
            let disabled = UISwitch(frame: CGRect(x: 70, y: 4, width: 0, height: 0))
            disabled.isOn = true
            disabled.isEnabled = false
            panel.addSubview(custom)
            panel.addSubview(disabled)
        }
        assertRGB(rgb(image, CGPoint(x: 4 + 6, y: 4 + 15.5)), expectedRGB(.systemBlue, style: .light))
        assertRGB(rgb(image, CGPoint(x: 4 + 36, y: 4 + 15.5)), expectedRGB(.systemYellow, style: .light))
        assertRGB(
            rgb(image, CGPoint(x: 70 + 6, y: 4 + 15.5)),
            expectedRGB(UIColor.systemGreen.withAlphaComponent(0.5), style: .light), "disabled: half opacity")
    }

    // MARK: - Goldens

    func testGoldens() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 250, height: 90), style: style) { panel in
                @MainActor func add(
                    _ x: CGFloat, _ y: CGFloat, on: Bool, enabled: Bool = true, rtl: Bool = false,
                    configure: (UISwitch) -> Void = { _ in }
                ) {
                    let s = UISwitch(frame: CGRect(x: x, y: y, width: 0, height: 0))
                    s.isOn = on
                    s.isEnabled = enabled
                    configure(s)
                    if rtl { addRightToLeft(s, to: panel) } else { panel.addSubview(s) }
                }
                add(12, 12, on: false)
                add(72, 12, on: true)
                add(132, 12, on: true) {
                    $0.onTintColor = .systemIndigo; $0.thumbTintColor = .systemYellow
                }
                add(192, 12, on: false, rtl: true)
                add(12, 50, on: false, enabled: false)
                add(72, 50, on: true, enabled: false)
                add(132, 50, on: true, rtl: true)
            }
            GoldenImage.assertMatches(image: image, named: "switch-\(style == .dark ? "dark" : "light")")
        }
    }
}

/// VoiceOver values and traits of the small controls.
@MainActor
final class SmallControlsAccessibilityTests: XCTestCase {
    func testValuesAndTraits() async {
        let toggle = UISwitch()
        XCTAssertTrue(toggle.isAccessibilityElement)
        XCTAssertEqual(toggle.accessibilityValue, "0")
        toggle.isOn = true
        XCTAssertEqual(toggle.accessibilityValue, "1")
        XCTAssertEqual(toggle.accessibilityTraits, .button)
        toggle.isEnabled = false
        XCTAssertEqual(toggle.accessibilityTraits, [.button, .notEnabled])
        toggle.accessibilityValue = "Wi-Fi on"
        XCTAssertEqual(toggle.accessibilityValue, "Wi-Fi on", "a set value wins")

        let slider = UISlider()
        slider.value = 0.25
        XCTAssertEqual(slider.accessibilityValue, "25%")
        XCTAssertEqual(slider.accessibilityTraits, .adjustable)

        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.4
        XCTAssertEqual(progress.accessibilityValue, "40%")

        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        XCTAssertEqual(pages.accessibilityValue, "page 2 of 5")

        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertEqual(spinner.accessibilityLabel, "Progress halted")
        spinner.startAnimating()
        XCTAssertEqual(spinner.accessibilityLabel, "In progress")
    }
}

extension UISwitchTests {
    func testPressedThumbStretches() async throws {
        let s = UISwitch()
        let (window, _) = hostControl(s)
        // Off: thumb at x 2…29. Pressed: 2…36, so x = 33 turns white.
        var image = try renderTurn(window, view: s, scale: 2)
        XCTAssertLessThan(
            rgb(image, CGPoint(x: 33, y: 15.5))[0], 240, "grey track (and thumb shadow) beside the resting thumb")
        window.sendTouch(at: CGPoint(x: 40, y: 115), phase: .began)
        image = try renderTurn(window, view: s, scale: 2)
        assertRGB(rgb(image, CGPoint(x: 33, y: 15.5)), [255, 255, 255], "the pressed thumb is wider")
        window.sendTouch(at: CGPoint(x: 40, y: 115), phase: .ended)
        XCTAssertTrue(s.isOn)
    }
}
