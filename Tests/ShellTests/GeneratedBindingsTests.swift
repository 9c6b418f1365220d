import Foundation
@_spi(ViewLab) import QuartzCore
import TestSupport
import UIKit
@testable import ViewLabShell
import XCTest

/// Members that exist only in UIKit's and QuartzCore's declarations — no hand-written binding
/// names them — are interpreted: the bindings generated from the declarations
/// (`Bindings/Generated`, `make bindings`) give the fast path the public API. "Interpreted" is
/// checked where the shell decides it: `Session.run` runs the line without handing it to the
/// compiler (an error with the reason `interpreterLacks` would), and through the binary, where
/// `:trace on` reports every compiled line.
@MainActor
final class GeneratedBindingsTests: XCTestCase {
    override func setUp() { CAMediaClock.current = CAMediaClock() }
    override func tearDown() { CAMediaClock.current = CAMediaClock() }

    /// Runs `line` in the interpreter only; fails the test if it would go to the compiler.
    private func interpret(
        _ shell: ShellHarness, _ line: String, file: StaticString = #filePath, line number: UInt = #line
    ) {
        do { try shell.shell.session.run(line) } catch {
            XCTFail("not interpreted: \(line)\n\(error)", file: file, line: number)
        }
    }

    private func pixel(_ shell: ShellHarness, x: Int, y: Int) throws -> (red: UInt8, green: UInt8, blue: UInt8) {
        let image = try shell.stage.render(scale: 1)
        let p = image.pixel(x: x, y: y)
        return (p.red, p.green, p.blue)
    }

    /// `UIColor.orange` (Apple: "a color object in the sRGB color space whose RGB values are 1.0,
    /// 0.5, and 0.0") had no hand-written binding.
    func testAStaticColorOnlyTheDeclarationsNameIsInterpretedAndDrawn() async throws {
        let shell = ShellHarness()
        interpret(shell, "let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))")
        interpret(shell, "v.backgroundColor = .orange")
        interpret(shell, "root.addSubview(v)")
        let p = try pixel(shell, x: 20, y: 20)
        XCTAssertEqual(p.red, 255)
        XCTAssertEqual(Int(p.green), 128, accuracy: 1)
        XCTAssertEqual(p.blue, 0)
    }

    /// The issue's line: `animate(withDuration:delay:options:animations:completion:)` with
    /// options and a `nil` completion (Apple's most used animation call) runs in the interpreter;
    /// `.curveLinear` is half-way at half the duration.
    func testTheFullAnimateOverloadWithOptionsIsInterpreted() async throws {
        let shell = ShellHarness()
        interpret(shell, "let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))")
        interpret(shell, "v.backgroundColor = .black; root.addSubview(v)")
        interpret(
            shell,
            "UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.alpha = 0 }, completion: nil)"
        )
        XCTAssertEqual(shell.output("v.alpha"), "0.0\n", "the model takes the final value at once")
        CAMediaClock.current.advance(by: 0.5)
        let p = try pixel(shell, x: 20, y: 20)
        XCTAssertEqual(Int(p.red), 128, accuracy: 3, "half-way between black and the white root at half-time")
    }

    /// The spring overload with a trailing `completion` closure (the optional closure type
    /// `((Bool) -> Void)?` takes a shell closure).
    func testTheSpringOverloadWithATrailingCompletionIsInterpreted() async {
        let shell = ShellHarness()
        interpret(shell, "let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)); root.addSubview(v)")
        interpret(shell, "var done = false")
        interpret(
            shell,
            "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [], animations: { v.center.x = 100 }) { finished in done = finished }"
        )
        XCTAssertEqual(shell.output("v.center.x"), "100.0\n")
        _ = shell.run("advanceMediaClock(2)")
        XCTAssertEqual(shell.output("done"), "true\n")
    }

    /// `UIView.transition(with:duration:options:animations:completion:)`, `addGestureRecognizer`,
    /// `setContentHuggingPriority(_:for:)` and `CALayer.speed`: API the overlay never listed.
    func testMoreOfTheDeclarationsAreInterpreted() async {
        let shell = ShellHarness()
        interpret(shell, "let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)); root.addSubview(v)")
        interpret(
            shell,
            "UIView.transition(with: v, duration: 0.3, options: [.transitionCrossDissolve], animations: { v.backgroundColor = .systemPink }, completion: nil)"
        )
        interpret(shell, "v.addGestureRecognizer(UITapGestureRecognizer())")
        XCTAssertEqual(shell.output("v.gestureRecognizers!.count"), "1\n")
        interpret(shell, "v.setContentHuggingPriority(.required, for: .horizontal)")
        XCTAssertEqual(shell.output("v.contentHuggingPriority(for: .horizontal) == .required"), "true\n")
        interpret(shell, "v.layer.speed = 2")
        XCTAssertEqual(shell.output("v.layer.speed"), "2.0\n")
    }

    /// A mutable subclass's setter over a read-only superclass property (`NSMutableParagraphStyle`
    /// over `NSParagraphStyle`, `UITextField.inputView` over `UIResponder`'s) is interpreted.
    func testAPropertyAMutableSubclassMakesSettableIsInterpreted() async {
        let shell = ShellHarness()
        interpret(shell, "let paragraph = NSMutableParagraphStyle()")
        interpret(shell, "paragraph.alignment = .center")
        interpret(shell, "paragraph.lineSpacing = 4")
        XCTAssertEqual(shell.output("paragraph.alignment == .center"), "true\n")
        XCTAssertEqual(shell.output("paragraph.lineSpacing"), "4.0\n")
        interpret(shell, "let field = UITextField(); field.inputView = UIView()")
        XCTAssertEqual(shell.output("field.inputView != nil"), "true\n")
    }

    /// `UIGraphicsImageRenderer.image(actions:)` with a trailing closure: the closure type
    /// `(UIGraphicsImageRendererContext) -> Void` is declared from the declarations too.
    func testAnImageRendererWithAClosureIsInterpreted() async throws {
        let shell = ShellHarness()
        interpret(shell, "let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))")
        interpret(
            shell,
            "let image = renderer.image { ctx in UIColor.systemPurple.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20)) }"
        )
        interpret(
            shell,
            "let iv = UIImageView(image: image); iv.frame = CGRect(x: 0, y: 0, width: 20, height: 20); root.addSubview(iv)"
        )
        let p = try pixel(shell, x: 10, y: 10)
        XCTAssertEqual([p.red, p.green, p.blue], [0xAF, 0x52, 0xDE])
    }

    /// The frameworks' free functions and global constants are generated too (no hand-written
    /// binding names `UIRectFill`, `UIGraphicsGetCurrentContext`, `CACurrentMediaTime` or
    /// `kCATransactionDisableActions`): the old image-context API draws, in pixels.
    func testFreeFunctionsAndGlobalConstantsAreInterpreted() async throws {
        let shell = ShellHarness()
        interpret(shell, "UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), true, 1)")
        interpret(shell, "let drawing = UIGraphicsGetCurrentContext() != nil")
        interpret(shell, "UIColor.systemGreen.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))")
        interpret(shell, "let old = UIGraphicsGetImageFromCurrentImageContext()!")
        interpret(shell, "UIGraphicsEndImageContext()")
        XCTAssertEqual(shell.output("drawing"), "true\n")
        XCTAssertEqual(shell.output("UIGraphicsGetCurrentContext() == nil"), "true\n", "ended: no current context")
        interpret(
            shell,
            "let iv = UIImageView(image: old); iv.frame = CGRect(x: 0, y: 0, width: 20, height: 20); root.addSubview(iv)"
        )
        let p = try pixel(shell, x: 10, y: 10)
        XCTAssertEqual([p.red, p.green, p.blue], [0x34, 0xC7, 0x59])
        interpret(shell, "let t = CACurrentMediaTime()")
        XCTAssertEqual(shell.output("kCATransactionDisableActions"), "\"disableActions\"\n")
    }

    /// Through the binary, as a learner types it: with `:trace on` every compiled line reports
    /// `⟶ compiled with swiftc`; the issue's animation lines and a colour only the declarations
    /// name report nothing, and their effect is in the exported pixels.
    func testTheTraceShowsTheIssuesAnimationLinesAreNotCompiled() async throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let script = """
            :trace on
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            v.backgroundColor = .orange
            root.addSubview(v)
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: { v.center.x += 100 }, completion: nil)
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: [], animations: { v.alpha = 1 }) { finished in print("spring: \\(finished)") }
            :step 60
            :export v.png --scale 1
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("compiled with swiftc"), result.stdout)
        XCTAssertTrue(result.stdout.contains("spring: true"), result.stdout)
        let image = try ShellTestSupport.decode(directory.appendingPathComponent("v.png")).image
        // moved 100 pt right
        ShellTestSupport.assertColour(image, (x: 108, y: 8, width: 24, height: 24), (0xFF, 0x80, 0x00))
    }

    /// An overload Swift would choose by argument types is not guessed: the line goes to the
    /// compiler with the typed reason.
    func testAnOverloadByTypesGoesToTheCompiler() async {
        let shell = ShellHarness()
        shell.output("let v = UIView()")
        do {
            try shell.shell.session.run("let p = v.layer.convert(CGPoint.zero, from: nil)")
        } catch let error as ShellError {
            XCTAssertEqual(error.reason, .interpreterLacks)
        } catch {
            XCTFail("\(error)")
        }
    }
}
