import Foundation
import ImageIO
import TestSupport
import XCTest

/// Idioms of progress rings, sliders, checkboxes and animated labels, in our own words, through the
/// real `viewlab export --package`: a transaction setting read by key
/// (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`), a `UIFont`
/// handed to `CATextLayer.font` `as CFTypeRef`, `CGFloat as NSNumber` for a number formatter,
/// `Float(NSIntegerMax)` as a repeat count, a stroke outline from the C-named
/// `CGPath(__byStroking:…)`, an image's bytes read through `CGImage.dataProvider`, haptic feedback
/// generators, and a container view's `UIAccessibilityElement`s.
final class CoreFoundationIdiomsExportTests: XCTestCase {
    static let shapes = """
        import UIKit

        /// Fills the outline of a 20 pt wide butt-capped stroke of a line from x = 10 to 50.
        final class Outline: UIView {
            override func draw(_ rect: CGRect) {
                let line = CGMutablePath()
                line.move(to: CGPoint(x: 10, y: 30))
                line.addLine(to: CGPoint(x: 50, y: 30))
                guard let ctx = UIGraphicsGetCurrentContext(),
                      let outline = CGPath(__byStroking: line, transform: nil, lineWidth: 20, lineCap: .butt,
                                           lineJoin: .miter, miterLimit: 10) else { return }
                ctx.addPath(outline)
                ctx.setFillColor(UIColor.systemGreen.cgColor)
                ctx.fillPath()
            }
        }

        /// A slider-like container with one adjustable element for its handle.
        final class Handle: UIAccessibilityElement {
            var steps = 0
            override func accessibilityIncrement() {
                steps += 1
                accessibilityValue = "\\(steps)"
            }
        }

        """

    static let previews = """
        import UIKit

        func transactionKeys() -> Bool {
            CATransaction.begin()
            CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
            let byKey = CATransaction.disableActions()
            CATransaction.setDisableActions(false)
            let cleared = CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == false
            CATransaction.setAnimationDuration(2)
            let duration = CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 2
            CATransaction.commit()
            return byKey && cleared && duration
        }

        func numbers() -> Bool {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.locale = Locale(identifier: "en_US_POSIX")
            let text = formatter.string(from: CGFloat(2.5) as NSNumber)
            let back = (NSNumber(value: 1.5) as Any) as? CGFloat
            let text2 = CATextLayer()
            let font = UIFont.boldSystemFont(ofSize: 12)
            text2.font = font as CFTypeRef
            let forever = CABasicAnimation(keyPath: "opacity")
            forever.repeatCount = Float(NSIntegerMax)
            return text == "2.5" && back == 1.5 && (text2.font as AnyObject?) === font && forever.repeatCount > 1e18
        }

        func pixels() -> Bool {
            guard let ctx = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return false }
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            guard let image = ctx.makeImage(), let data = image.dataProvider?.data as Data? else { return false }
            let bytes = [UInt8](data)
            let emptyOutline = CGPath(__byStroking: CGMutablePath(), transform: nil, lineWidth: 4, lineCap: .round,
                                      lineJoin: .round, miterLimit: 10) == nil
            // Premultiplied ARGB in little-endian words: blue, green, red, alpha in memory.
            return bytes.count == image.bytesPerRow * image.height && Array(bytes[0..<8]) == [0, 0, 255, 255, 0, 0, 0, 0] && emptyOutline
        }

        func accessibility() -> Bool {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let handle = Handle(accessibilityContainer: container)
            handle.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 5, height: 5)
            handle.accessibilityIncrement()
            handle.accessibilityIncrement()
            let impact = UIImpactFeedbackGenerator(style: .light)
            impact.prepare()
            impact.impactOccurred()
            UISelectionFeedbackGenerator().selectionChanged()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            return !handle.isAccessibilityElement && handle.accessibilityContainer === container
                && handle.accessibilityFrame == container.convert(CGRect(x: 10, y: 20, width: 5, height: 5), to: nil)
                && handle.accessibilityValue == "2" && container.clearsContextBeforeDrawing && UIImpactFeedbackGenerator().style == .medium
        }

        #Preview("Outline", traits: .fixedLayout(width: 60, height: 60)) {
            let outline = Outline(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            outline.backgroundColor = .white
            return outline
        }

        #Preview("Checks", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            for (index, ok) in [transactionKeys(), numbers(), pixels(), accessibility()].enumerated() {
                let quadrant = UIView(frame: CGRect(x: CGFloat(index % 2) * 30, y: CGFloat(index / 2) * 30, width: 30, height: 30))
                quadrant.backgroundColor = ok ? .systemGreen : .systemRed
                view.addSubview(quadrant)
            }
            return view
        }

        """

    func testCoreFoundationIdiomsCompileAndBehaveAsOnIOS() throws {
        let (out, result) = try LiveFixtures.export(
            package: "viewlab-cfidioms-pkg", out: "viewlab-cfidioms-out", name: "Idioms",
            targets: ["Idioms": ["Shapes.swift": Self.shapes, "Previews.swift": Self.previews]])
        XCTAssertEqual(result.status, 0, result.stderr)
        let green: [UInt8] = [0x34, 0xC7, 0x59], white: [UInt8] = [255, 255, 255]
        let outline = out.appendingPathComponent("Previews/Outline.light-portrait.png")
        XCTAssertEqual(try colour(outline, x: 30, y: 25), green, "inside the 20 pt band")
        XCTAssertEqual(try colour(outline, x: 30, y: 5), white, "above the band")
        XCTAssertEqual(try colour(outline, x: 5, y: 30), white, "a butt cap ends at the line's end")
        let checks = out.appendingPathComponent("Previews/Checks.light-portrait.png")
        for (name, x, y) in [
            ("transaction keys", 15, 15), ("numbers and fonts", 45, 15), ("data provider", 15, 45),
            ("accessibility and haptics", 45, 45),
        ] {
            XCTAssertEqual(try colour(checks, x: x, y: y), green, name)
        }
    }
}
