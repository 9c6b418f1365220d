import Foundation
@_spi(ViewLab) import QuartzCore
import TestSupport
import UIKit
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
    override func setUp() { CAMediaClock.current = CAMediaClock() }
    override func tearDown() { CAMediaClock.current = CAMediaClock() }

    private func interpret(_ shell: ShellHarness, _ line: String, file: StaticString = #filePath, line number: UInt = #line) {
        do { try shell.shell.session.run(line) } catch {
            XCTFail("not interpreted: \(line)\n\(error)", file: file, line: number)
        }
    }

    /// Option sets: members from the `static let`s, printed as the list of named members.
    func testOptionSetsKeepTheirMembersAndPrintAsBefore() async {
        let shell = ShellHarness()
        interpret(shell, "let events: UIControl.Event = [.touchUpInside, .valueChanged]")
        XCTAssertEqual(shell.output("events"), "[.touchUpInside, .valueChanged]\n")
        XCTAssertEqual(shell.output("events.contains(.valueChanged)"), "true\n")
        XCTAssertEqual(shell.output("UIControl.State.highlighted"), "[.highlighted]\n")
        XCTAssertEqual(shell.output("UIRectCorner.allCorners"), "[.topLeft, .topRight, .bottomLeft, .bottomRight, .allCorners]\n")
        interpret(shell, "let mask: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]")
        XCTAssertEqual(shell.output("mask"), "[.layerMinXMinYCorner, .layerMaxXMaxYCorner]\n")
        interpret(shell, "let v = UIView(); v.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
        XCTAssertEqual(shell.output("v.autoresizingMask"), "[.flexibleWidth, .flexibleHeight]\n")
        interpret(shell, "v.accessibilityTraits = [.button, .selected]")
        XCTAssertEqual(shell.output("v.accessibilityTraits.contains(.button)"), "true\n")
        XCTAssertEqual(shell.output("v.accessibilityTraits == [.selected, .button]"), "true\n")
    }

    /// Enum cases (nested types too) and raw-value structs' named constants print `.name` and compare.
    func testEnumCasesAndNamedConstantsPrintAsBefore() async {
        let shell = ShellHarness()
        XCTAssertEqual(shell.output("UIButton.ButtonType.system"), ".system\n")
        XCTAssertEqual(shell.output("UIButton.Configuration.CornerStyle.capsule"), ".capsule\n")
        XCTAssertEqual(shell.output("UIStackView.Alignment.center == .center"), "true\n")
        XCTAssertEqual(shell.output("NSLayoutConstraint.Axis.vertical"), ".vertical\n")
        XCTAssertEqual(shell.output("UIActivityIndicatorView.Style.large"), ".large\n")
        interpret(shell, "let layer = CAShapeLayer(); layer.lineCap = .round; layer.contentsGravity = .resizeAspect")
        XCTAssertEqual(shell.output("layer.lineCap"), ".round\n")
        XCTAssertEqual(shell.output("layer.contentsGravity == .resizeAspect"), "true\n")
        XCTAssertEqual(shell.output("UIFont.Weight.semibold"), ".semibold\n")
        XCTAssertEqual(shell.output("UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory"), "true\n")
    }

    /// `UIAction { _ in … }` (its closure type is the alias `UIActionHandler`), the titled form
    /// (a declaration with six defaulted parameters) and a button made with it run in the interpreter.
    func testActionsWithClosuresAreInterpreted() async {
        let shell = ShellHarness()
        interpret(shell, "var taps = 0")
        interpret(shell, "let tap = UIAction { _ in taps += 1 }")
        interpret(shell, "let titled = UIAction(title: \"Go\") { _ in taps += 10 }")
        XCTAssertEqual(shell.output("titled"), "<UIAction: title = \"Go\">\n")
        interpret(shell, "let b = UIButton(type: .system, primaryAction: titled)")
        interpret(shell, "b.addAction(tap, for: .touchUpInside)")
        interpret(shell, "b.sendActions(for: .primaryActionTriggered); b.sendActions(for: .touchUpInside)")
        XCTAssertEqual(shell.output("taps"), "11\n")
    }

    /// `presentation() -> Self?` is typed by the receiver's class; `UIImage.SymbolConfiguration`
    /// is a `UIImage.Configuration` (its superclass named inside `UIImage`).
    func testSelfResultsAndNestedSuperclassesAreInterpreted() async {
        let shell = ShellHarness()
        interpret(shell, "let shape = CAShapeLayer(); shape.strokeEnd = 0.25")
        XCTAssertEqual(shell.output("shape.presentation()!.strokeEnd"), "0.25\n")
        interpret(shell, "let image = UIImage(systemName: \"star.fill\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))")
        XCTAssertEqual(shell.output("image != nil"), "true\n")
    }

    /// `:help` shows the first sentence of the declaration's doc comment.
    func testHelpShowsTheDeclarationsSummary() async {
        let shell = ShellHarness()
        XCTAssertTrue(shell.output(":help UIControl.Event").hasPrefix("UIControl.Event — Control events, Apple's values.\n"))
        XCTAssertTrue(shell.output(":help UIButton").hasPrefix("UIButton : UIControl — "))
    }

    /// The line: a loaded `UIButton` subclass made with UIKit's inherited convenience
    /// `init(type:)` is interpreted and is an instance of the subclass (its own property reads).
    func testASubclassMadeWithAnInheritedConvenienceInitialiserIsInterpreted() async throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        try Data("""
            import UIKit
            class BigHitButton: UIButton {
                var margin: CGFloat = 20
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    bounds.insetBy(dx: -margin, dy: -margin).contains(point)
                }
            }
            """.utf8).write(to: directory.appendingPathComponent("BigHitButton.swift"))
        let script = """
            :load BigHitButton.swift
            :trace on
            let b = BigHitButton(type: .system)
            print(b.margin, b.buttonType == .system)
            let c = BigHitButton(type: .close, primaryAction: UIAction { _ in print("hit") })
            c.sendActions(for: .primaryActionTriggered)
            """
        let result = try ViewLabBinary.run([], input: script, in: directory, environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("compiled with swiftc"), result.stdout)
        XCTAssertTrue(result.stdout.contains("20.0 true\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("hit\n"), result.stdout)
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
        let result = try ViewLabBinary.run([], input: script, in: directory, environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("compiled with swiftc"), result.stdout)
        XCTAssertTrue(result.stdout.contains("tapped"), result.stdout)
        XCTAssertTrue(result.stdout.contains("true Event(rawValue: 4096)"), result.stdout) // what `print` prints compiled too
    }
}
