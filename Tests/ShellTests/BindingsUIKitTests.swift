import UIKit
@testable import ViewLabShell
import XCTest

/// The UIKit / Core Animation / Core Graphics bindings: one statement per family that sets a
/// value and reads it back through the shell.
@MainActor
final class BindingsUIKitTests: XCTestCase {
    func testPaths() async {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                let p = CGMutablePath()
                p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 40, y: 0))
                p.addArc(center: CGPoint(x: 40, y: 20), radius: 20, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
                p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)); p.addEllipse(in: CGRect(x: 0, y: 30, width: 10, height: 10))
                p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4, cornerHeight: 4)
                p.closeSubpath()
                p.boundingBox
                let b = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 30), byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 8))
                b.lineWidth = 3
                b.lineWidth
                b.bounds
                UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: CGFloat.pi * 2, clockwise: true).bounds
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 4)).cgPath.boundingBox
                """),
            "(0.0, 0.0, 60.0, 40.0)\n3.0\n(0.0, 0.0, 50.0, 30.0)\n(0.0, 0.0, 20.0, 20.0)\n(0.0, 0.0, 8.0, 4.0)\n")
        XCTAssertTrue(
            h.error(
                "UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: -1, startAngle: 0, endAngle: 1, clockwise: true)"
            )
            .contains("radius"))
    }

    func testLayers() async {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                let l = CALayer()
                l.cornerRadius = 12; l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]; l.cornerCurve = .continuous
                l.masksToBounds = true; l.borderWidth = 2; l.borderColor = UIColor.red.cgColor
                l.shadowOpacity = 0.5; l.shadowOffset = CGSize(width: 0, height: 4); l.shadowRadius = 6
                l.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
                l.zPosition = 3; l.shouldRasterize = true; l.rasterizationScale = 2; l.contentsGravity = .resizeAspect
                l.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
                print(l.cornerRadius, l.maskedCorners, l.cornerCurve, l.masksToBounds, l.borderWidth, l.shadowOpacity, l.zPosition, l.contentsGravity)
                let s = CAShapeLayer()
                s.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
                s.fillColor = nil; s.strokeColor = UIColor.blue.cgColor; s.lineWidth = 4; s.lineCap = .round; s.lineJoin = .bevel
                s.strokeStart = 0.25; s.strokeEnd = 0.5; s.lineDashPattern = [4, 2]; s.fillRule = .evenOdd
                print(s.lineCap, s.lineJoin, s.strokeEnd, s.lineDashPattern!, s.fillRule)
                let g = CAGradientLayer()
                g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]; g.locations = [0, 1]
                g.startPoint = CGPoint(x: 0, y: 0); g.endPoint = CGPoint(x: 1, y: 1); g.type = .conic
                print(g.colors!.count, g.type, g.endPoint)
                let t = CATextLayer()
                t.string = "Hi"; t.fontSize = 20; t.alignmentMode = .center
                print(t.string!, t.fontSize, t.alignmentMode)
                l.addSublayer(s); l.insertSublayer(g, at: 0); l.insertSublayer(t, above: g)
                l.sublayers!.count
                l.mask = CALayer()
                s.removeFromSuperlayer(); l.setNeedsDisplay()
                l.sublayers!.count
                """),
            """
            12.0 CACornerMask(rawValue: 3) CALayerCornerCurve(rawValue: "continuous") true 2.0 0.5 3.0 CALayerContentsGravity(rawValue: "resizeAspect")
            CAShapeLayerLineCap(rawValue: "round") CAShapeLayerLineJoin(rawValue: "bevel") 0.5 [4.0, 2.0] CAShapeLayerFillRule(rawValue: "even-odd")
            2 CAGradientLayerType(rawValue: "conic") (1.0, 1.0)
            Hi 20.0 CATextLayerAlignmentMode(rawValue: "center")
            3
            2

            """)
    }

    func testViewExtras() async {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)); a.tag = 7
                let b = UIView(); let c = UIView()
                v.addSubview(a); v.insertSubview(b, at: 0); v.insertSubview(c, aboveSubview: a)
                v.bringSubviewToFront(b); v.sendSubviewToBack(c); v.exchangeSubview(at: 0, withSubviewAt: 1)
                v.viewWithTag(7) === a
                v.convert(CGPoint(x: 5, y: 5), to: a)
                a.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: v)
                v.hitTest(CGPoint(x: 20, y: 20), with: nil) === a
                v.point(inside: CGPoint(x: 300, y: 5), with: nil)
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                v.autoresizingMask
                v.transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(.identity)
                v.transform.a
                v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                v.layoutMargins.left
                v.safeAreaInsets
                v.isAccessibilityElement = true; v.accessibilityLabel = "Card"; v.accessibilityTraits = [.button, .header]
                print(v.accessibilityLabel!, v.accessibilityTraits)
                v.translatesAutoresizingMaskIntoConstraints = false
                v.translatesAutoresizingMaskIntoConstraints
                """),
            """
            true
            (-5.0, -5.0)
            (10.0, 10.0, 5.0, 5.0)
            true
            false
            [.flexibleWidth, .flexibleHeight]
            2.0
            2.0
            UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
            Card UIAccessibilityTraits(rawValue: 65537)
            false

            """)
        XCTAssertTrue(h.error("let x = UIView(); x.exchangeSubview(at: 0, withSubviewAt: 3)").contains("0..<0"))
    }

    func testAutoLayout() async {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                let child = UIView(); child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                    child.widthAnchor.constraint(equalToConstant: 100),
                    child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
                ])
                let c = child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
                c.isActive = true
                c.isActive
                root.layoutIfNeeded()
                child.frame
                """), "true\n(20.0, 10.0, 100.0, 50.0)\n")
    }

    func testFontsLabelsImages() async {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
                l.text = "Hello"; l.font = UIFont.systemFont(ofSize: 20, weight: .semibold); l.textColor = .systemRed
                l.textAlignment = .center; l.numberOfLines = 2; l.lineBreakMode = .byWordWrapping; l.adjustsFontSizeToFitWidth = true
                print(l.text!, l.font.pointSize, l.textAlignment, l.numberOfLines, l.lineBreakMode, l.adjustsFontSizeToFitWidth)
                UIFont.boldSystemFont(ofSize: 12).pointSize
                UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .regular).pointSize
                UIFont.preferredFont(forTextStyle: .body).pointSize
                let img = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))!
                img.isSymbolImage
                img.withTintColor(.red).withRenderingMode(.alwaysOriginal).renderingMode
                let iv = UIImageView(image: img); iv.contentMode = .scaleAspectFit; iv.tintColor = .systemGreen
                iv.image != nil
                UIImage(named: "does-not-exist") == nil
                UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).withAlphaComponent(0.5).cgColor.alpha
                UIColor(named: "no-such-colour") == nil
                """),
            """
            Hello 20.0 center 2 byWordWrapping true
            12.0
            11.0
            17.0
            true
            .alwaysOriginal
            true
            true
            0.5
            true

            """)
    }

    func testControlsAndActions() async {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                var taps = 0
                let b = UIButton(type: .system)
                b.setTitle("Go", for: .normal); b.setTitleColor(.systemRed, for: .highlighted)
                b.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
                b.addAction(UIAction(title: "log") { _ in print("tapped") }, for: .primaryActionTriggered)
                b.sendActions(for: .touchUpInside); b.sendActions(for: .touchUpInside); b.sendActions(for: .primaryActionTriggered)
                print(taps, b.title(for: .normal)!)
                b.isEnabled = false; b.isSelected = true
                b.state
                var config = UIButton.Configuration.filled()
                config.title = "Buy"; config.baseBackgroundColor = .systemGreen; config.cornerStyle = .capsule
                let cb = UIButton(configuration: config, primaryAction: nil)
                cb.configuration!.title!
                let s = UISwitch(); s.isOn = true; s.isOn
                let sl = UISlider(); sl.maximumValue = 10; sl.value = 4; sl.value
                let pv = UIProgressView(progressViewStyle: .bar); pv.progress = 0.25; pv.progress
                let seg = UISegmentedControl(items: ["A", "B", "C"]); seg.selectedSegmentIndex = 1
                print(seg.numberOfSegments, seg.titleForSegment(at: 1)!)
                let st = UIStepper(); st.stepValue = 2; st.value = 4; st.value
                let pc = UIPageControl(); pc.numberOfPages = 5; pc.currentPage = 3; pc.currentPage
                let spin = UIActivityIndicatorView(style: .large); spin.startAnimating(); spin.isAnimating
                """),
            """
            tapped
            2 Go
            [.disabled, .selected]
            "Buy"
            true
            4.0
            0.25
            3 B
            4.0
            3
            true

            """)
    }

    func testContainers() async {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                let a = UIView(); let b = UIView()
                let stack = UIStackView(arrangedSubviews: [a])
                stack.axis = .vertical; stack.spacing = 8; stack.alignment = .center; stack.distribution = .fillEqually
                stack.addArrangedSubview(b); stack.setCustomSpacing(20, after: a)
                print(stack.arrangedSubviews.count, stack.axis, stack.alignment, stack.distribution, stack.customSpacing(after: a))
                let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                sv.contentSize = CGSize(width: 100, height: 400); sv.contentOffset = CGPoint(x: 0, y: 50)
                sv.contentOffset
                let tf = UITextField(); tf.text = "abc"; tf.placeholder = "Name"; tf.borderStyle = .roundedRect
                print(tf.text!, tf.placeholder!, tf.borderStyle)
                let fx = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
                fx.contentView.addSubview(UIView())
                fx.contentView.subviews.count
                """),
            """
            2 vertical center fillEqually 20.0
            (0.0, 50.0)
            abc Name roundedRect
            1

            """)
    }

    func testTransform3DFunctions() async {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                let l = CALayer()
                l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
                CATransform3DIsIdentity(l.transform)
                l.transform = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(5, 6, 0))
                print(l.transform.m11, l.transform.m22, l.transform.m41, l.transform.m42)
                CATransform3DIsIdentity(CATransform3DIdentity)
                CATransform3DGetAffineTransform(CATransform3DMakeScale(2, 2, 1)).a
                """), "false\n2.0 3.0 5.0 6.0\ntrue\n2.0\n")
        XCTAssertTrue(h.error("CATransform3DMakeRotation(1, 0, 0)").contains("CATransform3DMakeRotation"))
    }

    /// Layers, paths and colours built in the shell render real pixels.
    func testShellBuiltLayersRender() async throws {
        let h = ShellHarness()
        h.output(
            """
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            v.backgroundColor = .white
            let s = CAShapeLayer()
            s.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
            s.fillColor = UIColor.red.cgColor
            v.layer.addSublayer(s)
            let g = CAGradientLayer()
            g.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
            g.colors = [UIColor.blue.cgColor, UIColor.blue.cgColor]
            v.layer.addSublayer(g)
            root.addSubview(v)
            """)
        let view = try XCTUnwrap(h.shell.session.globals.lookup("v")?.value as? UIView)
        let image = try h.stage.render(view, scale: 1)
        ShellTestSupport.assertColour(image, (x: 2, y: 2, width: 16, height: 16), (255, 0, 0))
        ShellTestSupport.assertColour(image, (x: 22, y: 2, width: 16, height: 16), (0, 0, 255))
    }

    func testTraits() async throws {
        let h = ShellHarness()
        XCTAssertEqual(
            h.output(
                """
                let t = UITraitCollection(userInterfaceStyle: .dark)
                t.userInterfaceStyle
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                v.overrideUserInterfaceStyle = .dark
                v.overrideUserInterfaceStyle
                let all = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                         UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
                                                         UITraitCollection(layoutDirection: .rightToLeft), UITraitCollection(legibilityWeight: .bold)])
                print(all.horizontalSizeClass, all.preferredContentSizeCategory, all.preferredContentSizeCategory.isAccessibilityCategory, all.layoutDirection, all.legibilityWeight)
                """),
            ".dark\n.dark\ncompact UIContentSizeCategory(rawValue: \"UICTContentSizeCategoryAccessibilityL\") true rightToLeft bold\n"
        )
    }
}
