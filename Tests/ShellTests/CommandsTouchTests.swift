import Foundation
import UIKit
import ViewLabRender
@testable import ViewLabShell
import XCTest

/// `:tap` and `:constraints`.
@MainActor
final class CommandsTouchTests: XCTestCase {
    func testTapOnAControlPrintsThePathEventsAndRunsTheAction() async {
        let shell = ShellHarness()
        let panel = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        let button = UIControl(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        panel.addSubview(button)
        shell.stage.root.addSubview(panel)
        shell.bind("button", button)
        XCTAssertEqual(
            shell.output(":tap button"),
            "UIWindow › root › UIView › button\nbutton: touchDown, touchUpInside → action\n")
        XCTAssertEqual(taps, 1)
        shell.bind("panel", panel)
        XCTAssertEqual(
            shell.output(":tap 40 120"), "UIWindow › root › panel › button\nbutton: touchDown, touchUpInside → action\n"
        )
        XCTAssertEqual(taps, 2)
    }

    func testTapOnAPlainViewAndOnNothing() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.output(
                """
                let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                root.addSubview(plain)
                :tap plain
                :tap 300 600
                """), "UIWindow › root › plain\nno control events\nUIWindow › root\nno control events\n")
        shell.run("plain.isUserInteractionEnabled = false")
        XCTAssertEqual(shell.output(":tap 10 10"), "UIWindow › root\nno control events\n")
        XCTAssertEqual(shell.output(":tap -10 5000"), "(nothing)\nno control events\n")
        XCTAssertTrue(shell.error(":tap 1 nan").contains("expected two numbers X Y (points), got '1 nan'"))
        XCTAssertTrue(shell.error("let loose = UIView()\n:tap loose").contains("'loose' is not on the screen"))
    }

    func testConstraintsListsWhatAffectsTheView() async {
        let shell = ShellHarness()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        shell.stage.root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: shell.stage.root.leadingAnchor, constant: 16),
            card.topAnchor.constraint(equalTo: shell.stage.root.topAnchor, constant: 80),
            card.widthAnchor.constraint(equalToConstant: 200),
        ])
        shell.bind("card", card)
        let out = shell.output(":constraints card")
        XCTAssertTrue(out.contains("frame (16 80; 200 0) translatesAutoresizingMaskIntoConstraints = false\n"), out)
        XCTAssertTrue(out.contains("  horizontal:\n"), out)
        XCTAssertTrue(out.contains(".leading == "), out)
        XCTAssertTrue(out.contains(".width == 200"), out)
        XCTAssertTrue(out.hasSuffix("  ambiguous: YES\n"), out)
        XCTAssertTrue(shell.error(":constraints").contains("missing arguments; usage: :constraints VIEW"))
    }
}
