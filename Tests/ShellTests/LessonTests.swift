import Foundation
import TestSupport
import UIKit
@testable import ViewLabShell
import XCTest

/// The workshop lessons (`Playgrounds/Lessons`): they run in the real binary, `:lesson` prints
/// and runs the steps, `:check` reports what is missing until the exercise is solved.
@MainActor
final class LessonTests: XCTestCase {
    /// A lesson's solution: the learner's edits to the lesson's Swift files — each line marked
    /// `TODO(exercise)` replaced, in order, by the next text of `edits[file]` — and the statements
    /// typed in the shell afterwards.
    struct Solution {
        var statements = ""
        var edits: [String: [String]] = [:]
    }

    /// A solution per lesson.
    static let solutions: [String: Solution] = [
        "01": Solution(edits: [
            "01-views-and-layers/ProfileCard.swift": [
                "addSubview(nameLabel)",
                """
                layer.cornerRadius = 12
                layer.borderWidth = 1
                layer.borderColor = UIColor.separator.cgColor
                """,
                "nameLabel.frame = CGRect(x: avatar.frame.maxX + 12, y: 12, width: bounds.width - avatar.frame.maxX - 24, height: 40)",
            ]
        ]),
        "02": Solution(edits: [
            "02-the-draw-cycle/ProgressRing.swift": [
                "setNeedsDisplay()",
                "contentMode = .redraw",
            ]
        ]),
        "03": Solution(edits: [
            "03-content-modes/Meters.swift": [
                "contentMode = .redraw",
                "contentMode = .topLeft",
            ]
        ]),
        "04": Solution(edits: [
            "04-layout-and-intrinsic-size/TagView.swift": [
                "invalidateIntrinsicContentSize()",
                """
                let size = label.intrinsicContentSize
                return CGSize(width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
                """,
            ]
        ]),
        "05": Solution(edits: [
            "05-hit-testing/HitAreaButton.swift": [
                """
                let grow = CGSize(width: max(0, minimumHitSize - bounds.width) / 2, height: max(0, minimumHitSize - bounds.height) / 2)
                return bounds.insetBy(dx: -grow.width, dy: -grow.height).contains(point)
                """
            ]
        ]),
        "06": Solution(edits: [
            "06-traits-and-dark-mode/ThemedCard.swift": [
                "layer.borderColor = borderTint.resolvedColor(with: traitCollection).cgColor"
            ]
        ]),
        "07": Solution(edits: [
            "07-corners-shadows-offscreen/ShadowCard.swift": [
                "layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).cgPath"
            ]
        ]),
        "08": Solution(edits: [
            "08-controls-and-events/BadgeButton.swift": [
                """
                badge.text = "\\(badgeCount)"
                badge.isHidden = badgeCount == 0
                setNeedsLayout()
                """,
                "badge.center = CGPoint(x: bounds.maxX, y: bounds.minY)",
            ]
        ]),
        "09": Solution(edits: [
            "09-three-routes/CodeShopView.swift": [
                """
                let height = titleLabel.font.lineHeight
                titleLabel.frame = CGRect(x: iconView.frame.maxX + 16, y: bounds.midY - height / 2, width: bounds.width - iconView.frame.maxX - 32, height: height)
                """
            ]
        ]),
        "10": Solution(edits: [
            "10-animation/LoadingRing.swift": [
                "ring.strokeEnd = progress",
                "ring.add(animation, forKey: \"strokeEnd\")",
            ]
        ]),
        "11": Solution(edits: [
            "11-accessibility/StarRating.swift": [
                """
                isAccessibilityElement = true
                accessibilityLabel = "Rating"
                accessibilityTraits.insert(.adjustable)
                """,
                "return \"\\(rating) of 5 stars\"",
                "rating = min(rating + 1, 5)\nsendActions(for: .valueChanged)",
                "rating = max(rating - 1, 0)\nsendActions(for: .valueChanged)",
                """
                let grow = CGSize(width: max(0, minimumHitSize - bounds.width) / 2, height: max(0, minimumHitSize - bounds.height) / 2)
                return bounds.insetBy(dx: -grow.width, dy: -grow.height).contains(point)
                """,
            ]
        ]),
        "12": Solution(edits: [
            "12-self-sizing-cells/NoteCells.swift": [
                "note.bottomAnchor.constraint(equalTo: margins.bottomAnchor).isActive = true",
                "note.bottomAnchor.constraint(equalTo: margins.bottomAnchor).isActive = true",
            ]
        ]),
    ]

    /// A copy of the lessons folder with `solution`'s edits applied to the learner's files.
    func solvedLessons(_ solution: Solution) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: lessonsDirectory, to: copy)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        for (file, replacements) in solution.edits {
            let url = copy.appendingPathComponent(file)
            var pending = replacements[...]
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n").map {
                line -> String in
                guard line.contains("TODO(exercise)"), let replacement = pending.popFirst() else { return line }
                let indent = line.prefix { $0 == " " }
                return replacement.components(separatedBy: "\n").map { indent + $0 }.joined(separator: "\n")
            }
            XCTAssertTrue(pending.isEmpty, "\(file): fewer TODO(exercise) lines than edits")
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        return copy
    }

    var lessonsDirectory: URL { ViewLabBinary.repositoryRoot.appendingPathComponent("Playgrounds/Lessons") }

    func lessonFiles() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: lessonsDirectory.path).filter {
            $0.hasSuffix(".viewlab")
        }.sorted()
        return names.map { lessonsDirectory.appendingPathComponent($0) }
    }

    // MARK: - CI: every lesson runs start to end in the real binary

    func testEveryLessonRunsInTheBinary() async throws {
        let files = try lessonFiles()
        XCTAssertEqual(files.count, Self.solutions.count, "every workshop lesson has a solution here")
        for file in files {
            let result = try ViewLabBinary.run(["run", file.path])
            XCTAssertEqual(result.status, 0, "\(file.lastPathComponent) failed:\n\(result.stderr)")
            XCTAssertEqual(result.stderr, "", file.lastPathComponent)
        }
    }

    /// Every lesson has a title, steps with explanations, an exercise and checks, and its checks
    /// are unmet on a fresh lesson and met after the solution (in the binary, through `:lesson`).
    func testEveryExerciseIsCheckedBeforeAndAfterItsSolution() async throws {
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
                XCTAssertTrue(
                    before.stdout.contains("✗ \(check.message)"),
                    "\(number): '\(check.message)' not reported:\n\(before.stdout)")
            }
            XCTAssertFalse(
                before.stdout.contains("✗") && before.stdout.contains(") ("),
                "\(number): a check does not type-check:\n\(before.stdout)")
            XCTAssertTrue(
                before.stderr.contains(
                    "\(lesson.checks.count) of \(lesson.checks.count) checks of lesson \(number) not met yet"),
                before.stderr)

            let solved = try solvedLessons(solution)
            let after = try ViewLabBinary.run(
                [], input: ":lesson \(number)\n\(solution.statements)\n:check\n",
                environment: ["VIEWLAB_LESSONS": solved.path])
            XCTAssertEqual(after.status, 0, "\(number): \(after.stderr)\n\(after.stdout.suffix(600))")
            // The last output is the check (a lesson that turned `:trace on` adds its trace line).
            let tail = after.stdout.components(separatedBy: "✓ all done\n")
            XCTAssertEqual(tail.count, 2, "\(number): \(after.stdout.suffix(400))")
            XCTAssertFalse(tail.last?.contains("✗") ?? true, number)
        }
    }

    // MARK: - The commands in the harness

    func testLessonPrintsTheStepsAndRunsThem() async throws {
        let harness = ShellHarness()
        let out = harness.output(":lesson 06")
        XCTAssertTrue(out.contains("Lesson 06 · Traits and dark mode"), out)
        XCTAssertTrue(out.contains("── 1/5 · Semantic colours adapt"), out)
        XCTAssertTrue(out.contains(".systemBackground is white in light mode"), out)
        XCTAssertTrue(out.contains("› text.text = \"I follow the appearance\""), out)
        // The statements really ran: the trace shows the trait changes :dark caused.
        XCTAssertTrue(out.contains("traitCollectionDidChange"), out)
        XCTAssertTrue(out.contains("── 5/5 · Exercise: a border for both appearances"), out)
        XCTAssertTrue(out.contains("When you are done, type :check."), out)
        let panel = try XCTUnwrap(harness.stage.root.subviews.first)
        XCTAssertEqual((panel.subviews.first as? UILabel)?.text, "I follow the appearance")
    }

    /// `:check` lists exactly the conditions still unmet: lesson 01's card with only its first
    /// TODO done (the label added, but no corners and no layout) fails the other two checks.
    func testCheckListsTheUnmetConditionsThenAllDone() async throws {
        let before = try ViewLabBinary.run([], input: ":lesson 01\n:check\n")
        XCTAssertTrue(before.stderr.contains("3 of 3 checks of lesson 01 not met yet"), before.stderr)
        let full = try XCTUnwrap(Self.solutions["01"]?.edits["01-views-and-layers/ProfileCard.swift"])
        let partial = try solvedLessons(Solution(edits: ["01-views-and-layers/ProfileCard.swift": [full[0]]]))
        let unmet = try ViewLabBinary.run(
            [], input: ":lesson 01\n:check\n", environment: ["VIEWLAB_LESSONS": partial.path])
        XCTAssertTrue(unmet.stderr.contains("2 of 3 checks of lesson 01 not met yet"), unmet.stderr)
        let report = try XCTUnwrap(
            unmet.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("✗") || $0.hasPrefix("✓") })
        XCTAssertEqual(
            report,
            [
                "✗ ProfileCard must round its corners (layer.cornerRadius ≥ 8) and have a border (layer.borderWidth ≥ 1)",
                "✗ ProfileCard must lay nameLabel out in layoutSubviews(): 12 pt after the avatar, as tall as it, 12 pt inside the right edge (x 64, width 164 on a 240 pt card)",
            ])
        let solved = try solvedLessons(Self.solutions["01"]!)
        let done = try ViewLabBinary.run(
            [], input: ":lesson 01\n:check\n", environment: ["VIEWLAB_LESSONS": solved.path])
        XCTAssertEqual(done.status, 0, done.stderr)
        XCTAssertTrue(done.stdout.hasSuffix("✓ all done\n"), String(done.stdout.suffix(300)))
    }

    /// `probe:` statements test the learner's class on a fresh instance and are reverted: after
    /// `:check` the session has no `probe` and root holds what it held.
    func testProbesAreRevertedAfterTheCheck() async throws {
        let result = try ViewLabBinary.run(["--keep-going"], input: ":lesson 05\n:check\nroot.subviews.count\nprobe\n")
        let lesson = try Lesson(
            text: String(
                contentsOf: lessonsDirectory.appendingPathComponent("05-hit-testing.viewlab"), encoding: .utf8),
            number: "05", path: "05")
        XCTAssertEqual(
            lesson.probes.map(\.text).first,
            "let probe = HitAreaButton(frame: CGRect(x: 100, y: 100, width: 24, height: 24))")
        XCTAssertTrue(result.stdout.contains("✗ HitAreaButton must catch a touch 10 pt outside"), result.stdout)
        // close, panel, small: the probe's button was removed again.
        XCTAssertTrue(result.stdout.hasSuffix("3\n"), String(result.stdout.suffix(300)))
        XCTAssertTrue(result.stderr.contains("cannot find 'probe' in scope"), result.stderr)
    }

    func testUnknownLessonIsAClearErrorWithTheList() async {
        let harness = ShellHarness()
        let err = harness.error(":lesson 99")
        XCTAssertTrue(err.hasPrefix("<test>:1: error: no lesson '99'; the lessons are:"), err)
        XCTAssertTrue(err.contains("  01  Views and layers"), err)
        XCTAssertTrue(err.contains("  08  Controls and events"), err)
        let list = harness.output(":lesson")
        XCTAssertTrue(list.contains("  05  Hit-testing"), list)
    }

    func testNextAndCheckWithoutALessonAreErrors() async {
        let harness = ShellHarness()
        XCTAssertTrue(harness.error(":next").contains("no lesson in progress"))
        XCTAssertTrue(harness.error(":check").contains("no lesson in progress"))
    }

    func testMalformedCheckIsAOneLineError() async {
        XCTAssertThrowsError(
            try Lesson(text: "// # T\n// ## Exercise\n// check: a == b\n", number: "00", path: "t.viewlab")
        ) { error in
            XCTAssertEqual(
                (error as? ShellError)?.message, "t.viewlab:3: a check needs the form 'check: EXPRESSION | MESSAGE'")
        }
    }
}
