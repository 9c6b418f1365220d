import UIKit
@testable import ViewLabShell
import XCTest

/// Optional chaining, arrays, compound assignment on strings, layers.
@MainActor
final class LanguageMoreTests: XCTestCase {
    func testOptionalChainingReadsAndWrites() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let v = UIView()
                v.superview?.tag = 4
                v.superview?.tag
                root.addSubview(v)
                v.superview?.tag = 4
                v.superview?.tag
                root.tag
                v.superview?.superview?.superview?.frame.width ?? -1
                """), "nil\nOptional(4)\n4\n-1.0\n")
    }

    func testArraysAndStrings() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let views = [UIView(), UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))]
                views.count
                views[1].frame.width
                views.first?.tag
                let widths: [CGFloat] = [1, 2.5]
                widths
                var s = "a"
                s += "b"; s.uppercased()
                s.count
                """), "2\n5.0\nOptional(0)\n[1.0, 2.5]\n\"AB\"\n2\n")
    }

    func testLayersAndColoursInCoreGraphics() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let sub = CALayer()
                sub.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
                sub.backgroundColor = UIColor.red.cgColor
                v.layer.addSublayer(sub)
                v.layer.sublayers?.count
                sub.backgroundColor
                """), "Optional(1)\nOptional(CGColor(red: 1, green: 0, blue: 0, alpha: 1))\n")
        XCTAssertTrue(
            shell.error("let l = CALayer(); l.addSublayer(l)").contains("error: a layer cannot be added to itself"))
    }

    /// `[String]()` is the empty array of that type, as `[]` where `[String]` is expected; the
    /// floating-point types' constants a Core Animation line uses (`repeatCount = .infinity`).
    func testEmptyArrayInitialisersAndFloatingPointConstants() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                var names = [String]()
                names = ["Ada"]
                print(names, names.count)
                let views = [UIView]()
                views.count
                let a = CABasicAnimation(keyPath: "opacity")
                a.repeatCount = .infinity
                a.repeatCount == Float.infinity
                CGFloat.greatestFiniteMagnitude > 1e300
                Float(CGFloat(2.5))
                """), "[\"Ada\"] 1\n0\ntrue\ntrue\n2.5\n")
        XCTAssertTrue(shell.error("let x = [Nope]()").contains("error: cannot find 'Nope' in scope"))
    }

    /// `String(format:)` with numbers and strings is interpreted, through the Foundation call
    /// compiled code makes (`String(format:arguments:)`); an argument of another type (a `Bool`, a
    /// view) is left to the compiler, where Swift decides.
    func testStringFormatWithNumbersAndStringsIsInterpreted() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let progress = 0.4567
                print(String(format: "%.1f%%", progress * 100))
                print(String(format: "%02d:%02d", 125 / 60, 125 % 60))
                let w: CGFloat = 2.5
                let f: Float = 1.25
                String(format: "%@ %.2f %.3f", "Cart", w, f)
                """), "45.7%\n02:05\n\"Cart 2.50 1.250\"\n")
        do {
            try shell.shell.session.run("let b = String(format: \"%d\", true)")
            XCTFail("a Bool argument was interpreted")
        } catch let error as ShellError {
            XCTAssertEqual(error.reason, .interpreterLacks)
        } catch { XCTFail("\(error)") }
    }

    /// A string interpolation writes `String(describing:)` of each value, as Swift's
    /// `DefaultStringInterpolation` does (and `print`): an enum case is `scaleToFill`, not the
    /// echo's `.scaleToFill`, so the line prints what it prints compiled.
    func testInterpolationWritesWhatSwiftWrites() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
                print("mode \\(v.contentMode) frame \\(v.frame) alpha \\(v.alpha) tag \\(v.superview?.tag)")
                let text = "\\(v.contentMode)"
                text
                v.contentMode
                """), "mode scaleToFill frame (1.0, 2.0, 3.0, 4.0) alpha 1.0 tag nil\n\"scaleToFill\"\n.scaleToFill\n")
    }
}
