@testable import UIKit
import TestSupport
import XCTest

@MainActor
final class UISegmentedControlTests: XCTestCase {
    override func tearDown() async throws { UIControl.eventObserver = nil }

    private let font13 = UIFont.systemFont(ofSize: 13, weight: .semibold)

    // MARK: - Content and size

    func testItemsAndIntrinsicSize() async {
        let s = UISegmentedControl(items: ["One", "Two", "Three"])
        XCTAssertEqual(s.numberOfSegments, 3)
        XCTAssertEqual(s.titleForSegment(at: 2), "Three")
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(UISegmentedControl.noSegment, -1)
        // Equal widths: the widest title (semibold 13 pt) plus 12 pt each side, times 3.
        let widest = ceil("Three".size(withAttributes: [.font: font13]).width) + 24
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 3 * widest, height: 32))
        XCTAssertEqual(s.frame.size, s.intrinsicContentSize, "init(items:) sizes the control")
        let widths = s.segmentRects.map(\.width)
        XCTAssertEqual(widths, [widest, widest, widest])
    }

    func testApportionedAndFixedWidths() async {
        let s = UISegmentedControl(items: ["A", "Longer title"])
        s.apportionsSegmentWidthsByContent = true
        let a = ceil("A".size(withAttributes: [.font: font13]).width) + 24
        let b = ceil("Longer title".size(withAttributes: [.font: font13]).width) + 24
        XCTAssertEqual(s.intrinsicContentSize.width, a + b)
        s.frame = CGRect(x: 0, y: 0, width: 2 * (a + b), height: 32)
        XCTAssertEqual(s.segmentRects.map(\.width), [2 * a, 2 * b], "extra width shared in proportion")
        s.apportionsSegmentWidthsByContent = false
        s.setWidth(80, forSegmentAt: 0)
        XCTAssertEqual(s.widthForSegment(at: 0), 80)
        XCTAssertEqual(s.segmentRects.map(\.width), [80, 2 * (a + b) - 80], "the automatic segment takes the rest")
        s.setWidth(.nan, forSegmentAt: 0)
        XCTAssertEqual(s.widthForSegment(at: 0), 0)
    }

    func testTitleAttributesChangeTheSize() async {
        let s = UISegmentedControl(items: ["Title"])
        let before = s.intrinsicContentSize.width
        s.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .normal)
        XCTAssertNotNil(s.titleTextAttributes(for: .normal))
        XCTAssertGreaterThan(s.intrinsicContentSize.width, before)
    }

    func testInsertRemoveAndBadIndices() async {
        let s = UISegmentedControl(items: ["A", "B"])
        s.selectedSegmentIndex = 1
        s.insertSegment(withTitle: "Z", at: 0, animated: false)
        XCTAssertEqual(s.selectedSegmentIndex, 2, "the selection moves with its segment")
        s.insertSegment(withTitle: "End", at: 99, animated: true)
        XCTAssertEqual(s.titleForSegment(at: 3), "End", "past the end appends")
        s.removeSegment(at: 2, animated: false)
        XCTAssertEqual(
            s.selectedSegmentIndex, UISegmentedControl.noSegment, "removing the selected segment clears the selection")
        s.removeSegment(at: 42, animated: false)
        XCTAssertEqual(s.numberOfSegments, 3)
        s.selectedSegmentIndex = 7
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment, "out of range is ignored")
        XCTAssertEqual(UIView.recentDiagnostics.last?.kind, .invalidArgument)
        XCTAssertNil(s.titleForSegment(at: -1))
        s.setTitle("X", forSegmentAt: 10)
        s.removeAllSegments()
        XCTAssertEqual(s.numberOfSegments, 0)
    }

    // MARK: - Touches

    func hosted(_ items: [String] = ["One", "Two", "Three"], rightToLeft: Bool = false) -> (
        UISegmentedControl, UIWindow, ControlEventLog
    ) {
        let s = UISegmentedControl(items: items)
        s.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        let (window, log) = hostControl(s, at: CGPoint(x: 20, y: 100), rightToLeft: rightToLeft)
        return (s, window, log)
    }

    func testTapSelectsAndSendsValueChanged() async {
        let (s, window, log) = hosted()
        window.tap(at: CGPoint(x: 20 + 150, y: 116))
        XCTAssertEqual(s.selectedSegmentIndex, 1)
        XCTAssertEqual(log.names, ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        window.tap(at: CGPoint(x: 20 + 160, y: 116))
        XCTAssertEqual(log.valueChanges, 1, "tapping the selected segment sends nothing")
        window.tap(at: CGPoint(x: 20 + 250, y: 116))
        XCTAssertEqual(s.selectedSegmentIndex, 2)
        XCTAssertEqual(log.valueChanges, 2)
    }

    func testDisabledSegmentsAndControlIgnoreTaps() async {
        let (s, window, log) = hosted()
        s.setEnabled(false, forSegmentAt: 0)
        XCTAssertFalse(s.isEnabledForSegment(at: 0))
        window.tap(at: CGPoint(x: 20 + 50, y: 116))
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        s.isEnabled = false
        window.tap(at: CGPoint(x: 20 + 250, y: 116))
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(log.valueChanges, 0)
    }

    func testMomentarySendsEveryTap() async {
        let (s, window, log) = hosted()
        s.isMomentary = true
        window.tap(at: CGPoint(x: 20 + 50, y: 116))
        window.advanceTime(by: 1)
        window.tap(at: CGPoint(x: 20 + 50, y: 116))
        XCTAssertEqual(log.valueChanges, 2)
        XCTAssertEqual(s.selectedSegmentIndex, 0, "reports the last tapped segment")
        XCTAssertNil(s.displayedSelection, "but shows none selected")
    }

    func testActionSegments() async {
        var performed: [String] = []
        let s = UISegmentedControl(
            frame: CGRect(x: 0, y: 0, width: 200, height: 32),
            actions: [
                UIAction(title: "Left") { _ in performed.append("left") },
                UIAction(title: "Right") { _ in performed.append("right") },
            ])
        XCTAssertEqual(s.titleForSegment(at: 1), "Right")
        let (window, _) = hostControl(s)
        window.tap(at: CGPoint(x: 20 + 150, y: 116))
        XCTAssertEqual(performed, ["right"])
        XCTAssertEqual(s.actionForSegment(at: 0)?.title, "Left")
    }

    func testRightToLeftReversesTheOrder() async {
        let (s, window, _) = hosted(rightToLeft: true)
        XCTAssertEqual(s.segmentRects[0].minX, 200, "segment 0 at the right")
        window.tap(at: CGPoint(x: 20 + 280, y: 116))
        XCTAssertEqual(s.selectedSegmentIndex, 0)
    }

    // MARK: - Drawing

    func testSelectedCardColours() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 220, height: 40), style: style) { panel in
                let s = UISegmentedControl(items: ["", ""])
                s.frame = CGRect(x: 10, y: 4, width: 200, height: 32)
                s.selectedSegmentIndex = 0
                panel.addSubview(s)
            }
            assertRGB(
                rgb(image, CGPoint(x: 30, y: 10)), style == .dark ? [0x63, 0x63, 0x66] : [255, 255, 255],
                "card \(style)")
            assertRGB(
                rgb(image, CGPoint(x: 160, y: 10)), expectedRGB(.tertiarySystemFill, style: style), "container \(style)"
            )
        }
    }

    func testGoldens() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 300, height: 290), style: style) { panel in
                @MainActor func add(
                    _ y: CGFloat, _ items: [String], selected: Int, width: CGFloat = 280, rtl: Bool = false,
                    configure: (UISegmentedControl) -> Void = { _ in }
                ) {
                    let s = UISegmentedControl(items: items)
                    s.selectedSegmentIndex = selected
                    configure(s)
                    s.frame = CGRect(x: 10, y: y, width: width, height: 32)
                    if rtl { addRightToLeft(s, to: panel) } else { panel.addSubview(s) }
                }
                add(10, ["First", "Second", "Third"], selected: 0)
                add(50, ["Day", "Week", "Month", "Year"], selected: 2)
                add(90, ["Day", "Week", "Month", "Year"], selected: -1)
                add(130, ["A", "Much longer", "B"], selected: 1, width: 200) {
                    $0.apportionsSegmentWidthsByContent = true
                }
                add(170, ["On", "Off", "Auto"], selected: 0) { $0.setEnabled(false, forSegmentAt: 2) }
                add(210, ["Map", "Transit", "Satellite"], selected: 1) {
                    $0.selectedSegmentTintColor = .systemBlue
                    $0.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
                }
                add(250, ["First", "Second", "Third"], selected: 0, rtl: true)
            }
            GoldenImage.assertMatches(image: image, named: "segmented-\(style == .dark ? "dark" : "light")")
            let disabled = try renderControlPanel(size: CGSize(width: 220, height: 52), style: style) { panel in
                let s = UISegmentedControl(items: ["Enabled", "Not"])
                s.selectedSegmentIndex = 0
                s.isEnabled = false
                s.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
                panel.addSubview(s)
            }
            GoldenImage.assertMatches(image: disabled, named: "segmented-disabled-\(style == .dark ? "dark" : "light")")
        }
    }
}

extension UISegmentedControlTests {
    /// iOS 13+ segment titles are a fixed 13 pt: the control's size does not follow Dynamic Type.
    func testTitlesDoNotFollowDynamicType() async {
        let window = makeWindow()
        let s = UISegmentedControl(items: ["Alpha", "Beta"])
        window.addSubview(s)
        let regular = s.intrinsicContentSize
        window.screen.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.runTurn()
        XCTAssertEqual(s.traitCollection.preferredContentSizeCategory, .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(s.intrinsicContentSize, regular)
    }
}

extension UISegmentedControlTests {
    func testPressingDimsAndDraggingTheSelectionMovesTheCard() async {
        let (s, window, log) = hosted()
        s.selectedSegmentIndex = 0
        // Press an unselected segment: it is dimmed, the card stays.
        window.sendTouch(at: CGPoint(x: 20 + 150, y: 116), phase: .began)
        XCTAssertEqual(s.pressedSegment, 1)
        XCTAssertEqual(s.displayedSelection, 0)
        window.sendTouch(at: CGPoint(x: 20 + 150, y: 300), phase: .moved)
        XCTAssertNil(s.pressedSegment, "outside the tracking area nothing is pressed")
        window.sendTouch(at: CGPoint(x: 20 + 150, y: 300), phase: .ended)
        XCTAssertEqual(s.selectedSegmentIndex, 0, "lifted outside: no change")
        // Drag from the selected segment: the card follows, the selection commits at lift-off.
        window.advanceTime(by: 1)
        window.sendTouch(at: CGPoint(x: 20 + 50, y: 116), phase: .began)
        window.sendTouch(at: CGPoint(x: 20 + 250, y: 116), phase: .moved)
        XCTAssertEqual(s.displayedSelection, 2)
        XCTAssertNil(s.pressedSegment)
        XCTAssertEqual(s.selectedSegmentIndex, 0)
        window.sendTouch(at: CGPoint(x: 20 + 250, y: 116), phase: .ended)
        XCTAssertEqual(s.selectedSegmentIndex, 2)
        XCTAssertEqual(log.valueChanges, 1)
        XCTAssertNil(s.trackedSegment)
    }
}
