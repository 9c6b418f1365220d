import Foundation
import TestSupport
@testable import ViewLabShell
import XCTest

/// What the 1,103 lines of hand-kept bindings (`Bindings+*.swift`, removed for issue #38) gave
/// the fast path is now generated from the frameworks' declarations: option sets' members and how
/// they print, enum cases, raw-value structs' named constants, `UIAction` with a closure, `Self`
/// results, nested superclasses and `:help`'s summaries. Each line here must be interpreted
/// (`Session.run` throws `interpreterLacks` for a line it would hand to the compiler) and print
/// what the overlay printed.
@MainActor
final class HandKeptBindingsCoverageTests: XCTestCase {
    /// Option sets: members from the `static let`s, printed as the list of named members.
    func testOptionSetsKeepTheirMembersAndPrintAsBefore() async {
        ShellHarness.assertInterpreted([
            "let events: UIControl.Event = [.touchUpInside, .valueChanged]": "",
            "events": "[.touchUpInside, .valueChanged]\n",
            "events.contains(.valueChanged)": "true\n",
            "UIControl.State.highlighted": "[.highlighted]\n",
            "UIRectCorner.allCorners": "[.allCorners]\n",
            "let corners: UIRectCorner = [.topLeft, .bottomRight]; corners": "[.topLeft, .bottomRight]\n",
            // A multi-bit field: `.curveLinear` shares its bits with `.curveEaseIn` and `.curveEaseOut`.
            "let o: UIView.AnimationOptions = [.curveLinear, .repeat]; o": "[.repeat, .curveLinear]\n",
            "let mask: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]; mask":
                "[.layerMinXMinYCorner, .layerMaxXMaxYCorner]\n",
            "let v = UIView(); v.autoresizingMask = [.flexibleWidth, .flexibleHeight]; v.autoresizingMask":
                "[.flexibleWidth, .flexibleHeight]\n",
            "v.accessibilityTraits = [.button, .selected]; v.accessibilityTraits.contains(.button)": "true\n",
            "v.accessibilityTraits == [.selected, .button]": "true\n",
        ])
    }

    /// Enum cases (nested types too) and raw-value structs' named constants print `.name` and compare.
    func testEnumCasesAndNamedConstantsPrintAsBefore() async {
        ShellHarness.assertInterpreted([
            "UIButton.ButtonType.system": ".system\n",
            "UIButton.Configuration.CornerStyle.capsule": ".capsule\n",
            "UIStackView.Alignment.center == .center": "true\n",
            "NSLayoutConstraint.Axis.vertical": ".vertical\n",
            "UIActivityIndicatorView.Style.large": ".large\n",
            "let layer = CAShapeLayer(); layer.lineCap = .round; layer.contentsGravity = .resizeAspect; layer.lineCap":
                ".round\n",
            "layer.contentsGravity == .resizeAspect": "true\n",
            "UIFont.Weight.semibold": ".semibold\n",
            "UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory": "true\n",
        ])
    }

    /// `UIAction { _ in … }` (its closure type is the alias `UIActionHandler`), the titled form
    /// (a declaration with six defaulted parameters) and a button made with it run in the interpreter.
    func testActionsWithClosuresAreInterpreted() async {
        ShellHarness.assertInterpreted([
            "var taps = 0": "",
            "let tap = UIAction { _ in taps += 1 }": "",
            "let titled = UIAction(title: \"Go\") { _ in taps += 10 }; titled": "<UIAction: title = \"Go\">\n",
            "let b = UIButton(type: .system, primaryAction: titled); b.addAction(tap, for: .touchUpInside)": "",
            "b.sendActions(for: .primaryActionTriggered); b.sendActions(for: .touchUpInside); taps": "11\n",
        ])
    }

    /// `presentation() -> Self?` is typed by the receiver's class; `UIImage.SymbolConfiguration`
    /// is a `UIImage.Configuration` (its superclass named inside `UIImage`).
    func testSelfResultsAndNestedSuperclassesAreInterpreted() async {
        ShellHarness.assertInterpreted([
            "let shape = CAShapeLayer(); shape.strokeEnd = 0.25; shape.presentation()!.strokeEnd": "0.25\n",
            "UIImage(systemName: \"star.fill\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)) != nil":
                "true\n",
        ])
    }

    /// Where the overlay's guards only restated what the frameworks already do with bad input, the
    /// generated member gives the compiled answer: a negative font size is the 12-point default
    /// (measured compiled: `UIFont.monospacedSystemFont(ofSize: -5, weight: .bold).pointSize` is
    /// 12.0 in a loaded file), an index past the end appends.
    func testBadInputGetsTheFrameworksAnswerAsCompiledCodeDoes() async {
        ShellHarness.assertInterpreted([
            "UIFont.monospacedSystemFont(ofSize: -5, weight: .bold).pointSize": "12.0\n",
            "let s = UISegmentedControl(items: [\"a\"]); s.insertSegment(withTitle: \"b\", at: 9, animated: false); s.titleForSegment(at: 1)":
                "Optional(\"b\")\n",
            "let v = UIView(); v.addSubview(UIView()); let w = UIView(); v.insertSubview(w, at: 9); v.subviews.last === w":
                "true\n",
        ])
    }

    /// `:help` shows the first sentence of the declaration's doc comment.
    func testHelpShowsTheDeclarationsSummary() async {
        let shell = ShellHarness()
        XCTAssertTrue(
            shell.output(":help UIControl.Event").hasPrefix("UIControl.Event — Control events, Apple's values.\n"))
        XCTAssertTrue(shell.output(":help UIButton").hasPrefix("UIButton : UIControl — "))
    }

    /// The line: a loaded `UIButton` subclass made with UIKit's inherited convenience
    /// `init(type:)` is interpreted and is an instance of the subclass (its own property reads).
    func testASubclassMadeWithAnInheritedConvenienceInitialiserIsInterpreted() async throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        try Data(
            """
            import UIKit
            class BigHitButton: UIButton {
                var margin: CGFloat = 20
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    bounds.insetBy(dx: -margin, dy: -margin).contains(point)
                }
            }
            """.utf8
        ).write(to: directory.appendingPathComponent("BigHitButton.swift"))
        let script = """
            :load BigHitButton.swift
            :trace on
            let b = BigHitButton(type: .system)
            print(b.margin, b.buttonType == .system)
            let c = BigHitButton(type: .close, primaryAction: UIAction { _ in print("hit") })
            c.sendActions(for: .primaryActionTriggered)
            let d = BigHitButton(configuration: .filled())
            print(d.margin)
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("compiled with swiftc"), result.stdout)
        XCTAssertTrue(result.stdout.contains("20.0 true\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("hit\n"), result.stdout)
        // `d.margin`
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0 == "20.0" }.count, 1, result.stdout)
    }

    /// Through the binary, as a learner types it: `:trace on` reports every compiled line, and
    /// none of these is compiled.
    func testTheTraceShowsTheseLinesAreNotCompiled() async throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let script = """
            :trace on
            let b = UIButton(type: .system)
            b.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
            b.sendActions(for: [.touchUpInside])
            let gravity: CALayerContentsGravity = .resizeAspectFill
            print(gravity == .resizeAspectFill, UIControl.Event.valueChanged)
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("compiled with swiftc"), result.stdout)
        XCTAssertTrue(result.stdout.contains("tapped"), result.stdout)
        // what `print` prints compiled too
        XCTAssertTrue(result.stdout.contains("true Event(rawValue: 4096)"), result.stdout)
    }
}
