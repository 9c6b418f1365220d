@testable import ViewLabShell
import XCTest

/// Errors: Swift's wording, a caret under the place, the expected type, "did you mean".
@MainActor
final class ErrorTests: XCTestCase {
    private func error(_ script: String) -> String {
        let shell = ShellHarness()
        shell.run("let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))")
        return shell.error(script)
    }

    func testUnknownImplicitMemberSuggestsTheClosestName() async {
        XCTAssertEqual(
            error("v.backgroundColor = .systemRedd"),
            """
            <test>:1:22: error: type 'UIColor' has no member 'systemRedd'
            v.backgroundColor = .systemRedd
                                 ^~~~~~~~~~
            did you mean 'systemRed'?

            """)
    }

    func testUnknownPropertySuggestsTheClosestMember() async {
        XCTAssertEqual(
            error("v.backgroundColour = .red"),
            """
            <test>:1:3: error: value of type 'UIView' has no member 'backgroundColour'
            v.backgroundColour = .red
              ^~~~~~~~~~~~~~~~
            did you mean 'backgroundColor'?

            """)
    }

    func testWrongTypeNamesTheExpectedType() async {
        XCTAssertEqual(
            error("v.backgroundColor = 3"),
            """
            <test>:1:21: error: cannot assign value of type 'Int' to type 'UIColor?'
            v.backgroundColor = 3
                                ^

            """)
        XCTAssertEqual(
            error("v.addSubview(3)"),
            """
            <test>:1:14: error: cannot convert value of type 'Int' to expected argument type 'UIView'
            v.addSubview(3)
                         ^

            """)
    }

    func testMissingAndWrongLabels() async {
        XCTAssertEqual(
            error("UIView(CGRect.zero)"),
            """
            <test>:1:8: error: missing argument label 'frame:' in call
            UIView(CGRect.zero)
                   ^~~~~~~~~~~
            expected 'UIView(frame:)'

            """)
        XCTAssertEqual(
            error("UIColor(rd: 1, green: 0, blue: 0, alpha: 1)"),
            """
            <test>:1:9: error: incorrect argument label in call (have 'rd:', expected 'red:')
            UIColor(rd: 1, green: 0, blue: 0, alpha: 1)
                    ^~
            expected 'UIColor(red:green:blue:alpha:)'

            """)
        XCTAssertEqual(
            error("CGAffineTransform(scale: 2, y: 2)"),
            """
            <test>:1:1: error: no exact matches in call to initializer of 'CGAffineTransform'
            CGAffineTransform(scale: 2, y: 2)
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            did you mean 'CGAffineTransform(scaleX:y:)'? (candidates: CGAffineTransform(a:b:c:d:tx:ty:), CGAffineTransform(_:_:_:_:_:_:), CGAffineTransform(), CGAffineTransform(translationX:y:), CGAffineTransform(scaleX:y:), CGAffineTransform(rotationAngle:))

            """)
        XCTAssertEqual(
            error("CGRect(x: 0, y: 0, width: 1, heigth: 1)"),
            """
            <test>:1:30: error: incorrect argument label in call (have 'heigth:', expected 'height:')
            CGRect(x: 0, y: 0, width: 1, heigth: 1)
                                         ^~~~~~
            expected 'CGRect(x:y:width:height:)'

            """)
        XCTAssertEqual(
            error("UIColor(red: 1, green: 0, blue: 0)"),
            """
            <test>:1:34: error: missing argument for parameter 'alpha' in call
            UIColor(red: 1, green: 0, blue: 0)
                                             ^
            expected 'UIColor(red:green:blue:alpha:)'

            """)
        XCTAssertEqual(
            error("v.addSubview(view: v)"),
            """
            <test>:1:14: error: extraneous argument label 'view:' in call
            v.addSubview(view: v)
                         ^~~~
            expected 'addSubview(_:)'

            """)
    }

    func testMutabilityErrors() async {
        XCTAssertEqual(
            error("let r = CGRect.zero; r.origin.x = 3"),
            """
            <test>:1:22: error: cannot assign to property: 'r' is a 'let' constant
            let r = CGRect.zero; r.origin.x = 3
                                 ^~~~~~~~~~
            declare it with 'var' to make it mutable

            """)
        XCTAssertEqual(
            error("v.subviews = []"),
            """
            <test>:1:1: error: cannot assign to property: 'subviews' is a get-only property
            v.subviews = []
            ^~~~~~~~~~

            """)
        XCTAssertEqual(
            error("v = UIView()"),
            """
            <test>:1:1: error: cannot assign to value: 'v' is a 'let' constant
            v = UIView()
            ^
            declare it with 'var' to make it mutable

            """)
    }

    func testOptionalsMustBeUnwrapped() async {
        XCTAssertEqual(
            error("v.superview.frame"),
            """
            <test>:1:1: error: value of optional type 'UIView?' must be unwrapped to refer to member 'frame' of wrapped base type 'UIView'
            v.superview.frame
            ^~~~~~~~~~~
            chain the optional using '?' or force-unwrap using '!'

            """)
        XCTAssertEqual(
            error("v.superview!.frame"),
            """
            <test>:1:1: error: unexpectedly found nil while unwrapping an Optional value
            v.superview!.frame
            ^~~~~~~~~~~~

            """)
    }

    func testOtherErrors() async {
        XCTAssertEqual(error("nope.frame"), "<test>:1:1: error: cannot find 'nope' in scope\nnope.frame\n^~~~\n")
        XCTAssertEqual(
            error("let x = nil"), "<test>:1:9: error: 'nil' requires a contextual type\nlet x = nil\n        ^~~\n")
        XCTAssertEqual(
            error("v.tag = 1.5"),
            "<test>:1:9: error: cannot convert value of type 'Double' to expected type 'Int'\nv.tag = 1.5\n        ^~~\n"
        )
        XCTAssertEqual(
            error("let n = Int.max + 1"),
            "<test>:1:9: error: arithmetic overflow in '9223372036854775807 + 1'\nlet n = Int.max + 1\n        ^~~~~~~~~~~\n"
        )
        XCTAssertEqual(error("1 / 0"), "<test>:1:1: error: division by zero\n1 / 0\n^~~~~\n")
        XCTAssertEqual(
            error("Int(Double.infinity)"),
            "<test>:1:1: error: inf cannot be converted to Int because it is not finite or is too large\nInt(Double.infinity)\n^~~~~~~~~~~~~~~~~~~~\n"
        )
        XCTAssertEqual(
            error("root.subviews[5]"),
            "<test>:1:15: error: index 5 out of range (the array has 0 elements)\nroot.subviews[5]\n              ^\n")
        XCTAssertEqual(
            error("v.addSubview(v)"),
            "<test>:1:1: error: a view cannot be added to itself\nv.addSubview(v)\n^~~~~~~~~~~~~~~\n")
        XCTAssertEqual(
            error("let a = \"open"), "<test>:1:9: error: unterminated string literal\nlet a = \"open\n        ^~~~~\n")
        XCTAssertEqual(
            error(":exprt a.png"),
            "<test>:1:2: error: unknown command ':exprt'\n:exprt a.png\n ^~~~~\ndid you mean ':export'?\n")
    }

    func testHostileInputIsAnErrorNotACrash() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)), "1\n")
        XCTAssertTrue(
            shell.error(String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000))
                .contains("error: expression is nested too deeply (more than 128 levels)"))
        XCTAssertTrue(shell.error(String(repeating: "-", count: 5000) + "1").contains("nested too deeply"))
        XCTAssertTrue(shell.error("let x = 1e999").contains("error: invalid floating-point literal"))
        XCTAssertTrue(shell.error("let x = 99999999999999999999").contains("overflows"))
        XCTAssertTrue(
            shell.error("let v = UIView(frame: CGRect(x: 0, y: 0, width: 1e300, height: 1))\n:export v /tmp/never.png")
                .contains("cannot render"))
    }

    /// A line is type-checked as a whole before any of it runs; a run-time error rolls back what
    /// the line already did.
    func testNothingIsHalfApplied() async {
        let shell = ShellHarness(keepGoing: true)
        shell.run(
            """
            let v = UIView()
            v.tag = 1; v.tag = "two"
            v.tag = 2; root.addSubview(v); v.superview!.superview!.superview!.tag = 3
            """)
        XCTAssertEqual(shell.stage.root.subviews.count, 0)
        XCTAssertEqual(shell.output("v.tag"), "0\n")
    }
}
