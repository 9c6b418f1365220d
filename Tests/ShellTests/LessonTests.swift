import Foundation
import TestSupport
import UIKit
@testable import ViewLabShell
import XCTest

/// The workshop lessons (`Playgrounds/Lessons`): they run in the real binary, `:lesson` prints
/// and runs the steps, `:check` reports what is missing until the exercise is solved.
final class LessonTests: XCTestCase {
    /// A solution per lesson: statements that satisfy its checks.
    static let solutions: [String: String] = [
        "01": """
        let box = UIView(frame: CGRect(x: 20, y: 400, width: 200, height: 120))
        box.backgroundColor = .systemTeal
        box.layer.cornerRadius = 12
        box.layer.borderWidth = 2
        root.addSubview(box)
        """,
        "02": """
        let title = UILabel(frame: CGRect(x: 20, y: 400, width: 300, height: 40))
        title.text = "Draw me"
        title.font = .systemFont(ofSize: 24)
        root.addSubview(title)
        """,
        "03": """
        let bar = UILabel(frame: CGRect(x: 20, y: 400, width: 300, height: 40))
        bar.text = "Redraw"
        root.addSubview(bar)
        bar.contentMode = .scaleToFill
        bar.contentMode = .redraw
        """,
        "04": """
        let headline = UILabel(frame: CGRect(x: 20, y: 400, width: 10, height: 10))
        headline.text = "Welcome to ViewLab"
        headline.font = .systemFont(ofSize: 24)
        root.addSubview(headline)
        headline.sizeToFit()
        """,
        "05": """
        let ok = UIButton(type: .system)
        ok.setTitle("OK", for: .normal)
        ok.frame = CGRect(x: 20, y: 600, width: 60, height: 44)
        root.addSubview(ok)
        """,
        "06": """
        let card = UIView(frame: CGRect(x: 20, y: 500, width: 200, height: 100))
        card.backgroundColor = .systemBackground
        root.addSubview(card)
        """,
        "07": """
        let tile = UIView(frame: CGRect(x: 20, y: 500, width: 200, height: 100))
        tile.backgroundColor = .systemBackground
        tile.layer.cornerRadius = 12
        tile.layer.shadowOpacity = 0.25
        tile.layer.shadowPath = UIBezierPath(roundedRect: tile.bounds, cornerRadius: 12).cgPath
        root.addSubview(tile)
        """,
        "08": """
        let buy = UIButton(type: .system)
        buy.setTitle("Buy", for: .normal)
        buy.frame = CGRect(x: 20, y: 600, width: 120, height: 44)
        let status = UILabel(frame: CGRect(x: 20, y: 660, width: 200, height: 30))
        root.addSubview(buy)
        root.addSubview(status)
        buy.addAction(UIAction { _ in status.text = "Bought" }, for: .touchUpInside)
        :tap buy
        """,
    ]

    var lessonsDirectory: URL { ViewLabBinary.repositoryRoot.appendingPathComponent("Playgrounds/Lessons") }

    func lessonFiles() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: lessonsDirectory.path).filter { $0.hasSuffix(".viewlab") }.sorted()
        return names.map { lessonsDirectory.appendingPathComponent($0) }
    }

    // MARK: - CI: every lesson runs start to end in the real binary

    func testEveryLessonRunsInTheBinary() throws {
        let files = try lessonFiles()
        XCTAssertEqual(files.count, 8, "expected the 8 workshop lessons")
        for file in files {
            let result = try ViewLabBinary.run(["run", file.path])
            XCTAssertEqual(result.status, 0, "\(file.lastPathComponent) failed:\n\(result.stderr)")
            XCTAssertEqual(result.stderr, "", file.lastPathComponent)
        }
    }

    /// Every lesson has a title, steps with explanations, an exercise and checks, and its checks
    /// are unmet on a fresh lesson and met after the solution (in the binary, through `:lesson`).
    func testEveryExerciseIsCheckedBeforeAndAfterItsSolution() throws {
        for file in try lessonFiles() {
            let number = String(file.lastPathComponent.prefix(2))
            let lesson = try Lesson(text: String(contentsOf: file, encoding: .utf8), number: number, path: file.path)
            XCTAssertNotEqual(lesson.title, number, "\(number) has no title")
            XCTAssertGreaterThanOrEqual(lesson.steps.count, 3, number)
            XCTAssertTrue(lesson.steps.allSatisfy { !$0.explanation.isEmpty }, "\(number): a step without explanation")
            XCTAssertEqual(lesson.steps.last?.isExercise, true, number)
            XCTAssertFalse(lesson.checks.isEmpty, number)
            let solution = try XCTUnwrap(Self.solutions[number], "no solution for lesson \(number)")

            let before = try ViewLabBinary.run([], input: ":lesson \(number)\n:check\n")
            XCTAssertEqual(before.status, 1, number)
            for check in lesson.checks {
                XCTAssertTrue(before.stdout.contains("✗ \(check.message)"), "\(number): '\(check.message)' not reported:\n\(before.stdout)")
            }
            XCTAssertFalse(before.stdout.contains("✗") && before.stdout.contains(") ("), "\(number): a check does not type-check:\n\(before.stdout)")
            XCTAssertTrue(before.stderr.contains("\(lesson.checks.count) of \(lesson.checks.count) checks of lesson \(number) not met yet"), before.stderr)

            let after = try ViewLabBinary.run([], input: ":lesson \(number)\n\(solution)\n:check\n")
            XCTAssertEqual(after.status, 0, "\(number): \(after.stderr)\n\(after.stdout.suffix(600))")
            // The last output is the check (a lesson that turned `:trace on` adds its trace line).
            let tail = after.stdout.components(separatedBy: "✓ all done\n")
            XCTAssertEqual(tail.count, 2, "\(number): \(after.stdout.suffix(400))")
            XCTAssertFalse(tail.last?.contains("✗") ?? true, number)
        }
    }

    // MARK: - The commands in the harness

    func testLessonPrintsTheStepsAndRunsThem() throws {
        let harness = ShellHarness()
        let out = harness.output(":lesson 02")
        XCTAssertTrue(out.contains("Lesson 02 · The draw cycle"), out)
        XCTAssertTrue(out.contains("── 1/5 · The first draw"), out)
        XCTAssertTrue(out.contains("A UILabel draws its text in draw(_:)."), out)
        XCTAssertTrue(out.contains("› label.text = \"Hello\""), out)
        // The statements really ran: the trace shows the draws they caused.
        XCTAssertTrue(out.contains("draw(_:) ×1 (label)"), out)
        XCTAssertTrue(out.contains("── 5/5 · Exercise: a label that is drawn"), out)
        XCTAssertTrue(out.contains("When you are done, type :check."), out)
        XCTAssertTrue(out.contains("screen: label (1 view on root)"), out)
        let label = try XCTUnwrap(harness.stage.root.subviews.first as? UILabel)
        XCTAssertEqual(label.text, "Hello, draw cycle")
        XCTAssertEqual(label.alpha, 0.5)
    }

    func testCheckListsTheUnmetConditionsThenAllDone() throws {
        let harness = ShellHarness()
        _ = harness.output(":lesson 07")
        let before = harness.error(":check")
        XCTAssertTrue(before.contains("5 of 5 checks of lesson 07 not met yet"), before)
        _ = harness.output("""
        let tile = UIView(frame: CGRect(x: 20, y: 500, width: 200, height: 100))
        tile.backgroundColor = .systemBackground
        root.addSubview(tile)
        tile.layer.cornerRadius = 4
        """)
        let partial = harness.out.count
        _ = harness.error(":check")
        let unmet = String(harness.out.dropFirst(partial))
        XCTAssertEqual(unmet, """
        ✗ round tile's corners (tile.layer.cornerRadius ≥ 8)
        ✗ give tile a shadow (tile.layer.shadowOpacity > 0)
        ✗ set tile.layer.shadowPath (UIBezierPath(roundedRect:cornerRadius:).cgPath)

        """)
        let done = harness.output(Self.solutions["07"]! + "\n:check")
        XCTAssertTrue(done.hasSuffix("✓ all done\n⟶ nothing ran\n"), done) // lesson 07 turned :trace on
    }

    func testUnknownLessonIsAClearErrorWithTheList() {
        let harness = ShellHarness()
        let err = harness.error(":lesson 99")
        XCTAssertTrue(err.hasPrefix("<test>:1: error: no lesson '99'; the lessons are:"), err)
        XCTAssertTrue(err.contains("  01  Views and layers"), err)
        XCTAssertTrue(err.contains("  08  Controls and events"), err)
        let list = harness.output(":lesson")
        XCTAssertTrue(list.contains("  05  Hit-testing"), list)
    }

    func testNextAndCheckWithoutALessonAreErrors() {
        let harness = ShellHarness()
        XCTAssertTrue(harness.error(":next").contains("no lesson in progress"))
        XCTAssertTrue(harness.error(":check").contains("no lesson in progress"))
    }

    func testMalformedCheckIsAOneLineError() {
        XCTAssertThrowsError(try Lesson(text: "// # T\n// ## Exercise\n// check: a == b\n", number: "00", path: "t.viewlab")) { error in
            XCTAssertEqual((error as? ShellError)?.message, "t.viewlab:3: a check needs the form 'check: EXPRESSION | MESSAGE'")
        }
    }
}
