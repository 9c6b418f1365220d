import Foundation
import UIKit
@testable import ViewLabShell
import XCTest

/// `:audit [VIEW]`: findings with paths from the audited view, then the VoiceOver reading order.
@MainActor
final class ShellAuditCommandTests: XCTestCase {
    func testAuditOfTheScreenAndOfOneView() async {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.run(
                """
                let l = UILabel(frame: CGRect(x: 0, y: 40, width: 60, height: 30))
                l.text = "Grows"; l.font = .preferredFont(forTextStyle: .body)
                root.addSubview(l)
                let b = UIButton(frame: CGRect(x: 100, y: 100, width: 30, height: 30))
                root.addSubview(b)
                """), 0)
        XCTAssertEqual(
            shell.output(":audit"),
            """
            error hitArea root.subviews[1] (UIButton 100,100 30×30): hit area 100,100 30×30, smaller than 44×44 pt
            error label root.subviews[1] (UIButton 100,100 30×30): no accessibility label
            warning dynamicType root.subviews[0] (UILabel 0,40 60×30): text style font (UICTFontTextStyleBody) with adjustsFontForContentSizeCategory off: it does not scale with the text size
            reading order:
              1. root.subviews[0] "Grows"
              2. root.subviews[1] (no label)

            """)
        XCTAssertEqual(
            shell.output("b.setTitle(\"Go\", for: .normal)\n:audit b"),
            """
            error hitArea b (UIButton 100,100 30×30): hit area 100,100 30×30, smaller than 44×44 pt
            reading order:
              1. b "Go"

            """)
        XCTAssertEqual(shell.stage.contentSizeCategory, .large, "the text size is restored after the AX3 check")
        XCTAssertTrue(shell.error(":audit nothing").contains("error"))
    }

    func testAuditOfALoadedPreviewMarksWhatItAccepts() async {
        let shell = ShellHarness()
        XCTAssertEqual(shell.run(":preview ExpandedHitButton/Outside its parent"), 0)
        let lines = shell.output(":audit preview").split(separator: "\n")
        let hitArea = lines.filter { $0.hasPrefix("error hitArea") }
        XCTAssertEqual(hitArea.count, 2, lines.joined(separator: "\n"))
        XCTAssertTrue(
            hitArea.allSatisfy {
                $0.hasSuffix(
                    "— accepted: the lesson: a button outside its parent is cut to the part inside it (22×22 pt), or dead"
                )
            }, hitArea.joined(separator: "\n"))
    }
}
