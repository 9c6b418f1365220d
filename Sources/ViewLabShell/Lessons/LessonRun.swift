import Foundation
import UIKit
import ViewLabRender

/// A lesson in progress in a shell: which step comes next.
struct LessonRun {
    var lesson: Lesson
    /// The index of the next step to run.
    var nextStep = 0

    var isFinished: Bool { nextStep >= lesson.steps.count }
}

// MARK: - Running steps

extension Shell {
    /// True when the shell reads a terminal (steps wait for Return, results are pictures).
    var isInteractive: Bool { editor != nil }

    /// Starts `lesson` on a fresh screen; in a script runs every step, on a terminal the first.
    func startLesson(_ lesson: Lesson) throws {
        try ShellCommand.reset.run(self, [])
        lessonRun = LessonRun(lesson: lesson)
        console.print("")
        console.print(console.paint("Lesson \(lesson.number) · \(lesson.title)", "1"))
        let intro = Lesson.paragraphs(lesson.introduction)
        if !intro.isEmpty { console.print(intro) }
        if isInteractive {
            try runNextLessonStep()
        } else {
            while lessonRun?.isFinished == false { try runNextLessonStep() }
        }
    }

    /// Runs the next step: prints its heading and explanation, echoes and runs its inputs, then
    /// shows the screen (a picture on a terminal, a one-line summary otherwise).
    func runNextLessonStep() throws {
        guard var run = lessonRun else {
            throw ShellError("no lesson in progress; start one with :lesson NN (:lesson lists them)")
        }
        guard !run.isFinished else {
            throw ShellError(
                "that was the last step of lesson \(run.lesson.number)",
                hint: run.lesson.checks.isEmpty ? nil : "type :check to check your exercise")
        }
        let index = run.nextStep
        let step = run.lesson.steps[index]
        run.nextStep += 1
        lessonRun = run
        let total = run.lesson.steps.count
        console.print("")
        if !step.heading.isEmpty { console.print(console.paint("── \(index + 1)/\(total) · \(step.heading)", "1;36")) }
        let text = Lesson.paragraphs(step.explanation)
        if !text.isEmpty { console.print(text) }
        for input in step.inputs {
            console.print(console.paint("› ", "36") + input.text.replacingOccurrences(of: "\n", with: "\n  "))
            guard execute(input.text, name: run.lesson.path, firstLine: input.line) else {
                throw ShellError("lesson \(run.lesson.number) stopped at an error in step \(index + 1)")
            }
        }
        if !step.inputs.isEmpty { try showLessonResult() }
        if step.isExercise && !run.lesson.checks.isEmpty {
            console.print(console.paint("When you are done, type :check.", "2"))
        } else if isInteractive && !run.isFinished {
            console.print(console.paint("(Return or :next: step \(index + 2) of \(total))", "2"))
        }
    }

    /// The screen after a step: `:show` on a terminal, else `screen: card, title (2 views on root)`.
    private func showLessonResult() throws {
        if isInteractive && isatty(1) != 0 {
            // Smaller than `:show`: the step's text must stay on the screen above the picture.
            let size = TerminalSize.current()
            let image = try render(stage.root, scale: 1)
            console.write(
                try TerminalPicture(mode: pictureMode).draw(
                    image, columns: max(10, min(size.columns - 2, 80)), rows: max(5, min(size.rows / 2, 24))))
            return
        }
        let views = stage.root.subviews
        let names = views.prefix(6).map { label(of: $0) }.joined(separator: ", ") + (views.count > 6 ? ", …" : "")
        console.print(
            console.paint(
                views.isEmpty
                    ? "screen: empty" : "screen: \(names) (\(views.count) view\(views.count == 1 ? "" : "s") on root)",
                "2"))
    }
}

// MARK: - Checking the exercise

extension Shell {
    /// Evaluates the lesson's checks against the current tree; returns the messages of those not met.
    /// The lesson's `probe:` statements run first, each followed by a run-loop turn as an input at the
    /// prompt is (so draws and layouts happen between them), and are reverted after (`Session.rollback`); a
    /// probe that fails leaves every check unmet, with the probe's error.
    func unmetChecks(of lesson: Lesson) -> [String] {
        stage.runTurn()
        let mark = session.steps.count
        defer { session.rollback(to: mark) }
        for probe in lesson.probes {
            do { try session.run(probe.text); stage.runTurn() } catch {
                let reason = (error as? ShellError)?.message ?? "\(error)"
                return lesson.checks.map {
                    "\($0.message) (\(URL(fileURLWithPath: lesson.path).lastPathComponent):\(probe.line + 1): \(reason))"
                }
            }
        }
        return lesson.checks.compactMap { check in
            do {
                let (value, type) = try session.evaluate(check.expression)
                guard case .named("Bool") = type.unwrapped else {
                    return "(lesson error: check '\(check.expression)' is a '\(type)', not a Bool)"
                }
                return (unwrapOptional(value) as? Bool) == true ? nil : check.message
            } catch let error as ShellError where !error.message.hasPrefix("cannot find '") {
                // The name exists but is not what the check expects (a String named `status`):
                // say why, so that the learner (or the lesson's author) sees the mismatch.
                return "\(check.message) (\(error.message))"
            } catch {
                // A name that does not exist yet (`card`) is simply not built yet.
                return check.message
            }
        }
    }
}
