import Foundation
import ImageIO
import TestSupport
@testable import ViewLabShell
import XCTest

/// Issue 38, through the real `viewlab` binary: a line is Swift. The interpreter is a fast path;
/// whatever it cannot run exactly goes to the compiler, and what a compiled line declares stays.
final class SwiftAtThePromptTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The tutorial corpus (`TutorialCorpus/tutorial.viewlab`, 150+ lines of ordinary UIKit
    /// tutorial Swift) piped into the shell in order: no line is rejected (the exit status is 1 at
    /// the first error), what it prints is Swift's answer, and its effects are in the pixels.
    func testTutorialCorpusRunsWithNoRejectedLine() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let corpus = try String(
            contentsOf: Self.folder.appendingPathComponent("TutorialCorpus/tutorial.viewlab"), encoding: .utf8)
        let lines = corpus.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("//")
        }
        XCTAssertGreaterThanOrEqual(lines.count, 150)
        let started = Date()
        let result = try ViewLabBinary.run(
            [], input: ":trace on\n" + corpus, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("history").path])
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 0, "a line was rejected:\n\(result.stderr)")
        XCTAssertEqual(result.stderr, "")
        let compiled = result.stdout.components(separatedBy: "⟶ compiled with swiftc").count - 1
        print("tutorial corpus: \(lines.count) lines, \(compiled) compiled, \(String(format: "%.1f", seconds)) s")
        for expected in [
            "(20.0, 50.0, 200.0, 100.0)", "fade done", "spring finished: true", "taps: 1", "total: 15", "Hello, Ada",
            "[1, 4, 9, 16]", "45.7%", "05:07", "0.707", "4.0\n", "calm", "Optional(\"Hello\")", "11\n", "true",
            "found Circle",
            "no context: true", "disableActions", "kerned: 6", "sum: 42", "tally: 1", "8.0\n",
        ] {
            XCTAssertTrue(result.stdout.contains(expected), "missing \(expected) in:\n\(result.stdout)")
        }
        let image = try ShellTestSupport.decode(directory.appendingPathComponent("corpus.png")).image
        // the card, alpha back to 1
        ShellTestSupport.assertColour(image, (x: 60, y: 80, width: 60, height: 30), (0x00, 0x7A, 0xFF))
        let left = image.pixel(x: 30, y: 250), right = image.pixel(x: 210, y: 250)  // the gradient: red → yellow
        XCTAssertGreaterThan(left.red, 200)
        XCTAssertLessThan(left.green, 110)
        XCTAssertGreaterThan(right.green, 180)
        // the shape layer
        ShellTestSupport.assertColour(image, (x: 280, y: 70, width: 20, height: 20), (0x34, 0xC7, 0x59))
        ShellTestSupport.assertColour(image, (x: 30, y: 410, width: 80, height: 40), (0xFF, 0x95, 0x00))  // constraints
        // the stack's tiles
        ShellTestSupport.assertColour(image, (x: 25, y: 490, width: 80, height: 30), (0xFF, 0x3B, 0x30))
        ShellTestSupport.assertColour(image, (x: 232, y: 503, width: 14, height: 24), (0x00, 0x7A, 0xFF))
        // the rendered image
        ShellTestSupport.assertColour(image, (x: 260, y: 410, width: 40, height: 40), (0xAF, 0x52, 0xDE))
        // the class typed at the prompt
        ShellTestSupport.assertColour(image, (x: 280, y: 630, width: 20, height: 20), (0x30, 0xB0, 0xC7))
        // UIRectFill in a renderer
        ShellTestSupport.assertColour(image, (x: 25, y: 705, width: 30, height: 30), (0x58, 0x56, 0xD6))
    }

    /// The issue's lines that the interpreter has no exact binding for — an inherited
    /// initialiser, an implicitly-unwrapped `@IBOutlet` used without `!`, a static factory, a free
    /// function of a loaded file — are compiled, and what they declare is a session variable of
    /// its static type the interpreter then uses.
    func testLinesTheInterpreterCannotRunExactlyAreCompiledAndWhatTheyDeclareStays() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        try Data(
            """
            import UIKit

            class BigHitButton: UIButton {}

            class ShopCard: UIView {
                @IBOutlet weak var titleLabel: UILabel!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let label = UILabel(frame: bounds)
                    addSubview(label)
                    titleLabel = label
                }
                required init?(coder: NSCoder) { fatalError() }
                static func shopCard() -> ShopCard { ShopCard(frame: CGRect(x: 0, y: 0, width: 120, height: 40)) }
            }

            func makeTile(_ color: UIColor) -> UIView {
                let tile = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
                tile.backgroundColor = color
                return tile
            }

            """.utf8
        ).write(to: directory.appendingPathComponent("Shop.swift"))
        let script = """
            :load Shop.swift
            let button = BigHitButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.title(for: .normal)
            let s = ShopCard.shopCard()
            s.backgroundColor = .systemRed
            s.titleLabel.text = "Figs"
            print(s.titleLabel.text!)
            s.frame.width
            let tile = makeTile(.systemGreen)
            root.addSubview(tile)
            tile.frame
            let flag = tile.isHidden
            flag
            struct Size { var w: Int; var h: Int }
            let size = Size(w: 3, h: 4)
            print(size.w * size.h)
            func twice(_ n: Int) -> Int { n * 2 }
            print(twice(21))
            :export tile.png --scale 1
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        for expected in [
            "Optional(\"Go\")", "Figs\n", "120.0\n", "(10.0, 10.0, 50.0, 50.0)", "false\n", "12\n", "42\n",
        ] {
            XCTAssertTrue(result.stdout.contains(expected), "missing \(expected) in:\n\(result.stdout)")
        }
        let image = try ShellTestSupport.decode(directory.appendingPathComponent("tile.png")).image
        ShellTestSupport.assertColour(image, (x: 15, y: 15, width: 40, height: 40), (0x34, 0xC7, 0x59))
    }

    /// `print` writes `String(describing:)` as Swift's does, interpreted or compiled (an enum case of
    /// the user's code is `b`, a view its `description`), and what a top-level `guard` binds stays
    /// for later lines, as in top-level Swift code.
    func testPrintWritesWhatSwiftWritesAndATopLevelGuardKeepsItsBindings() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let script = """
            enum Mode { case a, b }
            let m: Mode = .b
            print(m)
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            print(v)
            guard let n = Int("42") else { fatalError() }
            print(n + 1)
            guard case let (a, b)? = Optional((1, 2)) else { fatalError() }
            print(a + b)
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "b\n<UIView: frame = (0 0; 20 10)>\n43\n3\n")
    }

    /// A session variable is one storage, as the Swift REPL's top-level variables are globals: a
    /// closure a compiled line makes changes the session's variable whenever it is called, from a
    /// compiled line or an interpreted one, and a value set at the prompt in between is the one it
    /// changes.
    func testAClosureMadeAtThePromptChangesTheSessionsVariable() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let script = """
            var counter = 0
            let inc = { counter += 1 }
            inc(); inc()
            print(counter)
            counter = 10
            inc()
            counter
            var names = ["a"]
            for n in ["b", "c"] { names.append(n) }
            names.count
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "2\n11\n3\n")
    }

    /// A function declared at the prompt reaches the session's variables, as a Swift REPL
    /// function reaches top-level globals: it reads and changes the session's own variable.
    func testAFunctionDeclaredAtThePromptUsesTheSessionsVariables() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let script = """
            var log = [String]()
            let prefix = "#"
            func record(_ s: String) { log.append(prefix + s) }
            record("x"); record("y")
            log
            log = []
            record("z")
            print(log)
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "[\"#x\", \"#y\"]\n[\"#z\"]\n")
    }

    /// A `var` and a closure over it declared on one compiled line are one variable with the
    /// session's, as top-level code in the Swift REPL: the closure changes what later lines read,
    /// and a later assignment at the prompt (interpreted) is what the closure sees next.
    func testAClosureOverAVariableOfItsOwnLineSharesItWithTheSession() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let script = """
            var total = 1; var seen = [Int](); let add = { total += 10; seen.append(total) }
            add(); add()
            print(total, seen)
            total = 100
            add()
            print(total, seen)
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "21 [11, 21]\n110 [11, 21, 110]\n")
    }

    /// A misspelt member is not Swift either: the compiler rejects it too, and the interpreter's
    /// error with its suggestion is shown (not the compiler's).
    func testATypoShowsTheInterpretersSuggestionAfterTheCompilerRejectsIt() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let result = try ViewLabBinary.run(
            [], input: "let card = UIView()\ncard.backgroundColour = .systemRed\n", in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            """
            <stdin>:2:6: error: value of type 'UIView' has no member 'backgroundColour'
            card.backgroundColour = .systemRed
                 ^~~~~~~~~~~~~~~~
            did you mean 'backgroundColor'?

            """)
    }

    /// The reason is typed: what the interpreter lacks goes to the compiler, what is certainly
    /// wrong Swift and what failed while running do not.
    @MainActor
    func testTheInterpretersErrorsSayWhetherTheLineMayStillBeSwift() {
        let harness = ShellHarness()
        func reason(_ line: String) -> ShellError.Reason? {
            do { try harness.shell.session.run(line) } catch let error as ShellError { return error.reason } catch {
                return nil
            }
            return nil
        }
        harness.output("let a = 1\nvar items = [1, 2]\nlet v = UIView()")
        XCTAssertEqual(reason("a = 2"), .wrongSwift)
        XCTAssertEqual(reason("let r = 1.5 % 2.0"), .wrongSwift)
        XCTAssertEqual(reason("v.backgroundColour = .red"), .interpreterLacks)
        XCTAssertEqual(reason("let x = v as! UILabel"), .interpreterLacks)
        // An overload Swift chooses by argument types (`convert(_:from:)` of a point or a rect) is not guessed.
        XCTAssertEqual(reason("let p = v.layer.convert(CGPoint.zero, from: nil)"), .interpreterLacks)
        XCTAssertEqual(reason("let n = items[5]"), .runtime)
    }

    // MARK: - Reload and :watch in a terminal

    /// Lesson 02's exercise: the ring is on the screen and in `ring`, progress and alpha set at
    /// the prompt; the learner completes the TODOs and saves. With no key pressed the shell
    /// recompiles, swaps the ring and re-exports the `:watch`ed image; `ring` refers to the new
    /// ring, which kept progress and alpha, and `ring.progress = 0.6` works.
    func testSavingTheLessonRingSwapsItKeepsItsValuesAndReExportsWithoutAKey() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let lessonRing = ViewLabBinary.repositoryRoot.appendingPathComponent(
            "Playgrounds/Lessons/02-the-draw-cycle/ProgressRing.swift")
        let original = try String(contentsOf: lessonRing, encoding: .utf8)
        let ring = directory.appendingPathComponent("ProgressRing.swift")
        try Data(original.utf8).write(to: ring)
        let png = directory.appendingPathComponent("ring.png")
        let session = try TmuxSession.viewlab(in: directory, width: 160)
        try session.enterCompiling(":watch \(ring.path)", until: "watching ProgressRing.swift")
        try session.enter(":watch \(png.path)")
        try session.enter("let ring = ProgressRing(frame: CGRect(x: 96, y: 120, width: 200, height: 200))")
        try session.enter("root.addSubview(ring)")
        try session.enter("ring.progress = 0.25")
        try session.enter("ring.alpha = 0.5")
        let before = try Data(contentsOf: png)

        // The completed exercise, saved while the prompt waits: no key is pressed from here on.
        let completed =
            original
            .replacingOccurrences(
                of: "// TODO(exercise): the picture depends on progress, so mark the view as needing display.",
                with: "setNeedsDisplay()"
            )
            .replacingOccurrences(
                of: "// TODO(exercise): redraw (instead of stretching the old bitmap) when the size changes.",
                with: "contentMode = .redraw")
        XCTAssertNotEqual(completed, original)
        try session.type("ring.al")  // half a line is being typed when the file is saved
        Thread.sleep(forTimeInterval: 1.1)  // a new modification time
        let saved = Date()
        try Data(completed.utf8).write(to: ring)
        try session.wait(for: "ring now refers to the new instance", timeout: 180)
        var exported: Date?
        while Date().timeIntervalSince(saved) < 180 {
            if let data = try? Data(contentsOf: png), data != before { exported = Date(); break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let seconds = try XCTUnwrap(exported, "the watched image was not re-exported").timeIntervalSince(saved)
        print("save → re-exported PNG with no key pressed: \(String(format: "%.2f", seconds)) s")
        // The prompt and the half-typed line are drawn again below what the reload printed.
        try session.wait("the prompt with the half-typed line") { $0.split(separator: "\n").last == "› ring.al" }
        XCTAssertTrue(
            try session.enter("pha").contains("› ring.alpha\n0.5\n"), "the value set at the prompt was set again")

        XCTAssertTrue(
            try session.enter("ring.contentMode == .redraw").contains("\ntrue\n"), "the new version's init(frame:) ran")
        XCTAssertTrue(try session.enter("ring.progress").contains("\n0.25\n"))
        XCTAssertTrue(try session.enter("root.subviews.count").contains("\n1\n"))
        XCTAssertTrue(
            try session.enter("root.subviews[0] === ring").contains("\ntrue\n"),
            "the variable and the tree hold the same new ring")
        try session.enter(":trace on")
        let traced = try session.enter("ring.progress = 0.6")
        XCTAssertFalse(traced.contains("error"), traced)
        XCTAssertTrue(traced.contains("draw(_:) ×1 (ring)"), traced)
    }

    /// A function declared at the prompt with a loaded class in its signature keeps working after
    /// the file is reloaded: it is compiled again against the new version (the loaded module keeps
    /// its name, `Dot`, across versions), as the Swift REPL would see one module. A declaration
    /// that no longer compiles against the new version is dropped with a message.
    func testDeclarationsAtThePromptFollowAReloadedFile() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let dot = directory.appendingPathComponent("Dot.swift")
        try Data("import UIKit\nclass Dot: UIView { var size: CGFloat = 1; var weight: CGFloat = 1 }\n".utf8).write(
            to: dot)
        let session = try TmuxSession.viewlab(in: directory, width: 160)
        try session.enterCompiling(":load \(dot.path)", until: "classes: Dot")
        try session.waitForPrompt()
        try session.enter("var factor: CGFloat = 2")
        try session.enter("func twice(_ d: Dot) -> CGFloat { d.size * factor }")
        try session.enter("func heavy(_ d: Dot) -> CGFloat { d.weight }")
        XCTAssertTrue(try session.enter("twice(Dot())").hasSuffix("› twice(Dot())\n2.0\n›\n"))
        try Data("import UIKit\nclass Dot: UIView { var size: CGFloat = 3 }\n".utf8).write(to: dot)
        let reloaded = try session.enter(":load \(dot.path)")
        XCTAssertTrue(reloaded.contains("so gone: heavy (declared at the prompt)"), reloaded)
        let twice = try session.enter("twice(Dot())")
        XCTAssertTrue(twice.hasSuffix("› twice(Dot())\n6.0\n›\n"), "the new Dot, through the old declaration: \(twice)")
    }

    /// Issue 38's inherited initialisers of non-view classes: an `NSObject` subclass typed at the
    /// prompt inherits `init()` (Swift's rules) and, like a `CALayer` subclass, is then used by the
    /// interpreter — only the two declarations are compiled.
    func testNonViewSubclassesTypedAtThePromptAreInterpretedAfterTheirDeclaration() throws {
        let directory = try ShellTestSupport.temporaryDirectory()
        let script = """
            :trace on
            class Tally: NSObject { var count = 0; func bump() { count += 1 } }
            let tally = Tally()
            tally.count += 1
            tally.bump()
            print("tally: \\(tally.count)")
            class Dot: CALayer { var radius: CGFloat = 4 }
            let dot = Dot()
            dot.radius * 2
            """
        let result = try ViewLabBinary.run(
            [], input: script, in: directory,
            environment: ["VIEWLAB_HISTORY": directory.appendingPathComponent("h").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("tally: 2"), result.stdout)
        XCTAssertTrue(result.stdout.contains("8.0\n"), result.stdout)
        XCTAssertEqual(result.stdout.components(separatedBy: "⟶ compiled with swiftc").count - 1, 2, result.stdout)
    }
}
