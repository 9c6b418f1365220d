import UIKit
@testable import ViewLabShell
import XCTest

/// The language: declarations, property paths, literals and their types, operators, closures,
/// printing.
@MainActor
final class LanguageTests: XCTestCase {
    func testBareExpressionsPrintLikeTheSwiftREPL() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let card = UIView(frame: CGRect(x: 16, y: 80, width: 361, height: 180))
                card.frame
                card.frame.width
                card.tag
                card.superview
                "a\\tb"
                [1, 2, 3]
                card.contentMode
                CGPoint(x: 1, y: 2)
                """),
            """
            (16.0, 80.0, 361.0, 180.0)
            361.0
            0
            nil
            "a\\tb"
            [1, 2, 3]
            .scaleToFill
            (1.0, 2.0)

            """)
    }

    func testAViewPrintsItsClassFrameAndChangedProperties() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let v = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
                v.backgroundColor = .systemBlue; v.alpha = 0.5; v.tag = 7
                root.addSubview(v)
                v
                """),
            "<UIView: frame = (20.0, 20.0, 100.0, 60.0); backgroundColor = UIColor.systemBlue; alpha = 0.5; tag = 7>\n")
    }

    func testValueTypePathsWriteBackThroughTheChain() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let card = UIView(frame: CGRect(x: 16, y: 80, width: 361, height: 180))
                card.frame.origin.x = 20
                card.layer.frame.size.height += 20
                card.center.y -= 10
                card.frame
                var r = CGRect.zero
                r.size.width = 5; r.size.width *= 3
                r
                """), "(20.0, 70.0, 361.0, 200.0)\n(0.0, 0.0, 15.0, 0.0)\n")
    }

    func testLiteralsTakeTheirTypeFromContext() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let v = UIView()
                v.alpha = 1 / 4
                v.alpha
                v.layer.opacity = 0.5
                v.layer.opacity
                let i = 7 / 2
                i
                let d = 7.0 / 2
                d
                let w: CGFloat = 3
                w * 2 + 0.5
                7 % 3
                -2 * 3
                """), "0.25\n0.5\n3\n3.5\n6.5\n1\n-6\n")
    }

    func testStringsEscapesAndInterpolation() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                #"""
                let name = "card"
                print("\(name) is \(2 * 21) pt, \"quoted\"\n\u{263A}")
                print("a" + "b", 1, true)
                """#), "card is 42 pt, \"quoted\"\n☺\nab 1 true\n")
    }

    func testComparisonLogicTernaryAndOptionals() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let v = UIView()
                v.superview == nil
                root.addSubview(v); v.superview != nil && 1 < 2
                v.superview?.frame.width
                v.superview!.frame.height
                v.tag == 0 ? "zero" : "other"
                v.contentMode == .scaleToFill || false
                v.superview === root
                """), "true\ntrue\nOptional(393.0)\n852.0\n\"zero\"\ntrue\ntrue\n")
    }

    func testDynamicColourClosureResolvesPerAppearance() async throws {
        let shell = ShellHarness()
        shell.run(
            """
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
            root.addSubview(v)
            root.backgroundColor = .systemRed
            """)
        XCTAssertEqual(shell.err, "")
        XCTAssertEqual(
            shell.output("v.backgroundColor!"),
            "UIColor(dynamicProvider:) (light: UIColor(red: 1, green: 1, blue: 1, alpha: 1), dark: UIColor(red: 0, green: 0, blue: 0, alpha: 1))\n"
        )
        shell.stage.appearance = .light
        var image = try shell.stage.render(scale: 1)
        ShellTestSupport.assertColour(image, (0, 0, 10, 10), (255, 255, 255))
        shell.stage.appearance = .dark
        image = try shell.stage.render(scale: 1)
        ShellTestSupport.assertColour(image, (0, 0, 10, 10), (0, 0, 0))
        ShellTestSupport.assertColour(image, (10, 0, 5, 5), (0xFF, 0x45, 0x3A))
    }

    func testClosuresWithNamedParametersAndReturn() async throws {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let c = UIColor(dynamicProvider: { traits in
                    let dark = traits.userInterfaceStyle == .dark
                    return dark ? UIColor.systemBlue : UIColor.systemRed
                })
                c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.alpha
                """), "1.0\n")
    }

    func testShadowingRedeclaresLikeTheSwiftREPL() async {
        let shell = ShellHarness()
        XCTAssertEqual(shell.output("let a = 1; let a = \"x\"; a"), "\"x\"\n")
    }
}
