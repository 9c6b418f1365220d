import Previews
import UIKit
import ViewLabRender
import XCTest

/// A 24×24 pt button that takes touches in 44×44 pt around its centre (the HIG idiom).
final class AuditExpandedButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: min(0, bounds.width - 44) / 2, dy: min(0, bounds.height - 44) / 2).contains(point)
    }
}

/// A custom control left with `isAccessibilityElement` false (VoiceOver cannot reach it).
final class AuditSilentControl: UIControl {}

/// Each audit rule on views that break it and views that do not; the findings are exact.
@MainActor
final class AccessibilityAuditTests: XCTestCase {
    /// Audits a 200×200 white `card` on the screen after `build` fills it.
    private func audit(_ build: (UIView) -> Void) throws -> AuditReport {
        let stage = Stage()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.backgroundColor = .white
        stage.root.addSubview(card)
        build(card)
        return try AccessibilityAudit.run(card, named: "card", on: stage)
    }

    @discardableResult
    private func button(_ title: String?, _ frame: CGRect, in card: UIView, expanded: Bool = false) -> UIButton {
        let button = expanded ? AuditExpandedButton(frame: frame) : UIButton(frame: frame)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.black, for: .normal)
        card.addSubview(button)
        return button
    }

    @discardableResult
    private func label(_ text: String, _ frame: CGRect, in card: UIView) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.textColor = .black
        card.addSubview(label)
        return label
    }

    func testHitAreaIsMeasuredByHitTesting() async throws {
        let report = try audit { card in
            button("Go", CGRect(x: 10, y: 10, width: 30, height: 30), in: card)
            button("Add", CGRect(x: 100, y: 100, width: 24, height: 24), in: card, expanded: true)
            button("OK", CGRect(x: 140, y: 10, width: 44, height: 44), in: card)
        }
        XCTAssertEqual(
            report.findings.map(\.line),
            [
                "error hitArea card.subviews[0] (UIButton 10,10 30×30): hit area 10,10 30×30, smaller than 44×44 pt"
            ])
    }

    func testAParentThatClipsTouchesShrinksTheHitArea() async throws {
        let report = try audit { card in
            let strip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
            card.addSubview(strip)
            button("Go", CGRect(x: 10, y: 0, width: 60, height: 60), in: strip)
        }
        XCTAssertEqual(
            report.findings.map(\.line),
            [
                "error hitArea card.subviews[0].subviews[0] (UIButton 10,0 60×60): hit area 10,0 60×20, smaller than 44×44 pt"
            ])
    }

    func testLabels() async throws {
        let report = try audit { card in
            button(nil, CGRect(x: 0, y: 0, width: 44, height: 44), in: card)
            button("Save", CGRect(x: 50, y: 0, width: 44, height: 44), in: card)
            let named = button(nil, CGRect(x: 100, y: 0, width: 44, height: 44), in: card)
            named.accessibilityLabel = "UIButton"
            let symbol = button(nil, CGRect(x: 150, y: 0, width: 44, height: 44), in: card)
            symbol.accessibilityLabel = "star.fill"
            let image = UIImageView(frame: CGRect(x: 0, y: 100, width: 44, height: 44))
            image.image = UIImage(systemName: "heart")
            image.isAccessibilityElement = true
            card.addSubview(image)
            let decorative = UIImageView(frame: CGRect(x: 50, y: 100, width: 44, height: 44))
            decorative.image = UIImage(systemName: "heart")
            card.addSubview(decorative)
            let file = UIImageView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
            file.image = UIImage(systemName: "heart")
            file.isAccessibilityElement = true
            file.accessibilityLabel = "icon_heart@2x.png"
            card.addSubview(file)
            let resource = button(nil, CGRect(x: 150, y: 100, width: 44, height: 44), in: card)
            resource.accessibilityLabel = "product-mug"
        }
        XCTAssertEqual(
            report.findings.map(\.line),
            [
                "error label card.subviews[0] (UIButton 0,0 44×44): no accessibility label",
                "error label card.subviews[2] (UIButton 100,0 44×44): accessibility label \"UIButton\" is the class name",
                "error label card.subviews[3] (UIButton 150,0 44×44): accessibility label \"star.fill\" is an image name",
                "error label card.subviews[4] (UIImageView 0,100 44×44): no accessibility label",
                "error label card.subviews[6] (UIImageView 100,100 44×44): accessibility label \"icon_heart@2x.png\" is an image file name",
                "error label card.subviews[7] (UIButton 150,100 44×44): accessibility label \"product-mug\" is an image name",
            ])
    }

    /// WCAG's formula by hand: #777777 is 0.1845 relative luminance, (1.05)/(0.2345) = 4.48:1 on
    /// white; #767676 is 4.54:1; for large text (3:1) #949494 is 3.03:1, #959595 2.995:1 and
    /// #999999 (0.3185) 2.85:1.
    func testContrastAgainstHandComputedRatios() async throws {
        func gray(_ hex: Int) -> UIColor { UIColor(white: CGFloat(hex) / 255, alpha: 1) }
        XCTAssertEqual(ContrastRatio.of(gray(0x77).cgColor, on: UIColor.white.cgColor), 4.48, accuracy: 0.005)
        XCTAssertEqual(ContrastRatio.of(gray(0x76).cgColor, on: UIColor.white.cgColor), 4.54, accuracy: 0.005)
        XCTAssertEqual(ContrastRatio.of(gray(0x95).cgColor, on: UIColor.white.cgColor), 2.995, accuracy: 0.001)
        XCTAssertEqual(ContrastRatio.of(gray(0x99).cgColor, on: UIColor.white.cgColor), 2.85, accuracy: 0.005)
        XCTAssertEqual(ContrastRatio.of(gray(0x94).cgColor, on: UIColor.white.cgColor), 3.03, accuracy: 0.005)
        let report = try audit { card in
            label("Fails", CGRect(x: 0, y: 0, width: 100, height: 30), in: card).textColor = gray(0x77)
            label("Passes", CGRect(x: 0, y: 40, width: 100, height: 30), in: card).textColor = gray(0x76)
            let large = label("Large", CGRect(x: 0, y: 80, width: 100, height: 30), in: card)
            large.textColor = gray(0x94)
            large.font = .systemFont(ofSize: 18)
            let largeFails = label("Large", CGRect(x: 0, y: 120, width: 100, height: 30), in: card)
            largeFails.textColor = gray(0x99)
            largeFails.font = .boldSystemFont(ofSize: 14)
            // White on a dark blue panel: the background is measured, not assumed.
            let panel = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 40))
            panel.backgroundColor = UIColor(red: 0, green: 0, blue: 0.5, alpha: 1)
            card.addSubview(panel)
            label("Night", CGRect(x: 0, y: 0, width: 100, height: 40), in: panel).textColor = .white
            let faint = label("Faint", CGRect(x: 0, y: 160, width: 100, height: 30), in: card)
            faint.textColor = .white
            faint.backgroundColor = UIColor(white: 0.8, alpha: 1)
        }
        XCTAssertEqual(
            report.findings.map(\.line),
            [
                "error contrast card.subviews[0] (UILabel 0,0 100×30): text contrast 4.48:1 below 4.5:1 (text #777777 on #FFFFFF, normal 17 pt)",
                "error contrast card.subviews[3] (UILabel 0,120 100×30): text contrast 2.85:1 below 3.0:1 (text #999999 on #FFFFFF, large 14 pt)",
                "error contrast card.subviews[5] (UILabel 0,160 100×30): text contrast 1.61:1 below 4.5:1 (text #FFFFFF on #CCCCCC, normal 17 pt)",
            ])
    }

    func testDynamicType() async throws {
        let report = try audit { card in
            label("Fixed", CGRect(x: 0, y: 0, width: 200, height: 30), in: card).font = .preferredFont(
                forTextStyle: .body)
            let scaling = label("Grows", CGRect(x: 0, y: 40, width: 60, height: 30), in: card)
            scaling.font = .preferredFont(forTextStyle: .body)
            scaling.adjustsFontForContentSizeCategory = true
            let roomy = label("Wraps", CGRect(x: 0, y: 80, width: 200, height: 120), in: card)
            roomy.font = .preferredFont(forTextStyle: .body)
            roomy.adjustsFontForContentSizeCategory = true
            roomy.numberOfLines = 0
        }
        XCTAssertEqual(
            report.findings.map(\.line),
            [
                "warning dynamicType card.subviews[0] (UILabel 0,0 200×30): text style font (UICTFontTextStyleBody) with adjustsFontForContentSizeCategory off: it does not scale with the text size",
                "error dynamicType card.subviews[1] (UILabel 0,40 60×30): text truncated at AX3: needs 123×49 pt, has 60×30 pt",
            ])
    }

    func testOverlapAndHiddenInteractiveElements() async throws {
        let report = try audit { card in
            button("Under", CGRect(x: 0, y: 0, width: 100, height: 50), in: card)
            button("Over", CGRect(x: 50, y: 0, width: 100, height: 50), in: card)
            let silent = AuditSilentControl(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
            silent.accessibilityLabel = "Rate"
            card.addSubview(silent)
            let hidden = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            hidden.accessibilityElementsHidden = true
            card.addSubview(hidden)
            button("Secret", CGRect(x: 0, y: 0, width: 50, height: 50), in: hidden)
        }
        XCTAssertEqual(
            report.findings.map(\.line),
            [
                "warning overlap card.subviews[0] (UIButton 0,0 100×50): 50% of its frame takes touches for card.subviews[1] (UIButton)",
                "error hiddenInteractive card.subviews[2] (AuditSilentControl 0,100 50×50): takes touches but is not an accessibility element (isAccessibilityElement is false)",
                "error hiddenInteractive card.subviews[3].subviews[0] (UIButton 100,100 50×50): takes touches but is inside accessibilityElementsHidden",
            ])
    }

    /// The audit reads UIKit's defaults: an image-only button is labelled by its image's
    /// `accessibilityLabel`; a button or label made not an element is neither read nor reachable.
    func testUIKitAccessibilityDefaultsDecideElementsAndLabels() async throws {
        let report = try audit { card in
            let trash = UIImage(systemName: "trash")!
            trash.accessibilityLabel = "Delete"
            let icon = button(nil, CGRect(x: 0, y: 0, width: 44, height: 44), in: card)
            icon.setImage(trash, for: .normal)
            let silent = button("Hidden", CGRect(x: 100, y: 0, width: 44, height: 44), in: card)
            silent.isAccessibilityElement = false
            silent.titleLabel?.isAccessibilityElement = false
            label("Read", CGRect(x: 0, y: 100, width: 100, height: 30), in: card)
            label("Skipped", CGRect(x: 100, y: 100, width: 100, height: 30), in: card).isAccessibilityElement = false
        }
        XCTAssertEqual(
            report.findings.map(\.line),
            [
                "error hiddenInteractive card.subviews[1] (UIButton 100,0 44×44): takes touches but is not an accessibility element (isAccessibilityElement is false)"
            ])
        XCTAssertEqual(report.readingOrder, ["card.subviews[0] \"Delete\"", "card.subviews[2] \"Read\""])
    }

    func testReadingOrderFollowsPositionAndAccessibilityElements() async throws {
        var second: UILabel?
        let report = try audit { card in
            label("Bottom", CGRect(x: 0, y: 150, width: 100, height: 30), in: card)
            label("Right", CGRect(x: 100, y: 0, width: 100, height: 30), in: card)
            label("Left", CGRect(x: 0, y: 0, width: 100, height: 30), in: card)
            let group = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 60))
            card.addSubview(group)
            let first = label("First", CGRect(x: 0, y: 0, width: 100, height: 30), in: group)
            second = label("Second", CGRect(x: 100, y: 0, width: 100, height: 30), in: group)
            group.accessibilityElements = [second!, first]
        }
        XCTAssertNotNil(second)
        XCTAssertEqual(
            report.readingOrder,
            [
                "card.subviews[2] \"Left\"", "card.subviews[1] \"Right\"",
                "card.subviews[3].subviews[1] \"Second\"", "card.subviews[3].subviews[0] \"First\"",
                "card.subviews[0] \"Bottom\"",
            ])
        XCTAssertEqual(report.findings, [])
    }
}

#Preview(
    "Small accepted", traits: .fixedLayout(width: 100, height: 100),
    .viewlabAccessibilityAccepted(.hitArea, "decorative close box")
) {
    let view = UIView()
    view.backgroundColor = .white
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    button.setTitle("x", for: .normal)
    button.setTitleColor(.black, for: .normal)
    view.addSubview(button)
    return view
}

#Preview("Secondary text", traits: .fixedLayout(width: 200, height: 40)) {
    let view = UIView()
    view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Secondary"
    label.textColor = .secondaryLabel
    view.addSubview(label)
    return view
}

/// Previews are audited as they are exported, and accept findings with a reason.
@MainActor
final class PreviewAuditorTests: XCTestCase {
    /// secondaryLabel is #3C3C43 at 60% (#8A8A8E on white, 3.44:1) and, with Increase Contrast,
    /// at 80% (#636369 on white: 6.0:1).
    func testIncreasedContrastVariantResolvesTheHighContrastColours() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "AccessibilityAuditTests/Secondary text"))
        let normal = try PreviewAuditor.audit(preview, variant: PreviewVariant())
        XCTAssertEqual(
            normal.findings.map(\.line),
            [
                "error contrast preview.subviews[0] (UILabel 0,0 200×40): text contrast 3.44:1 below 4.5:1 (text #3C3C43 at 60% = #8A8A8E on #FFFFFF, normal 17 pt)"
            ])
        let high = try PreviewAuditor.audit(preview, variant: PreviewVariant(contrast: .high))
        XCTAssertEqual(high.findings, [])
        XCTAssertEqual(PreviewVariant(contrast: .high).slug, "light-portrait-high-contrast")
    }

    func testAcceptedFindingsDoNotFail() async throws {
        let preview = try XCTUnwrap(PreviewRegistry.preview(id: "AccessibilityAuditTests/Small accepted"))
        let report = try PreviewAuditor.audit(preview, variant: PreviewVariant())
        XCTAssertEqual(
            report.findings.map(\.line),
            [
                "error hitArea preview.subviews[0] (UIButton 10,10 20×20): hit area 10,10 20×20, smaller than 44×44 pt — accepted: decorative close box"
            ])
        XCTAssertFalse(report.fails(at: .warning))
        XCTAssertEqual(report.readingOrder, ["preview.subviews[0] \"x\""])
    }
}
