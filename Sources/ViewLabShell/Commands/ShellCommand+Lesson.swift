import Foundation

// MARK: - Lesson commands: :lesson :next :check

extension ShellCommand {
    static let lesson = ShellCommand(
        name: "lesson", synopsis: "[NN]", summary: "list the workshop lessons, or start one",
        detail:
            "Without an argument lists the lessons in Playgrounds/Lessons (or $VIEWLAB_LESSONS). With a number (or the start of a topic) starts that lesson on a fresh screen: each step prints its explanation, runs its statements (echoed after ›) and shows the screen. On a terminal the steps wait for Return or :next; in a script they all run. The last step is an exercise; :check tells you what is still missing.",
        example: ":lesson 02", arguments: .choices(LessonLibrary().entries.map(\.number))
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "lesson")
        let library = LessonLibrary()
        guard let name = args.first else {
            let list = library.listing()
            guard !list.isEmpty else { throw library.missing("") }
            shell.console.print(
                (["Lessons — start one with :lesson NN:"] + list.map { "  " + $0 }).joined(separator: "\n"))
            return
        }
        guard let entry = library.entry(name) else { throw library.missing(name) }
        try shell.startLesson(try library.load(entry))
    }

    static let next = ShellCommand(
        name: "next", synopsis: "", summary: "run the next step of the lesson (also Return on an empty line)",
        detail: "Prints the next step's explanation, runs its statements and shows the screen.",
        example: ":next", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...0, "next")
        try shell.runNextLessonStep()
    }

    static let check = ShellCommand(
        name: "check", synopsis: "[NN]", summary: "check the exercise of the lesson (or of lesson NN)",
        detail:
            "Evaluates the lesson's check conditions against what is on the screen now and prints one line per condition that is not met yet, or \"✓ all done\". In a script, unmet conditions are an error (exit status 1).",
        example: ":check", arguments: .choices(LessonLibrary().entries.map(\.number))
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "check")
        let lesson: Lesson
        if let name = args.first {
            let library = LessonLibrary()
            guard let entry = library.entry(name) else { throw library.missing(name) }
            lesson = try library.load(entry)
        } else if let run = shell.lessonRun {
            lesson = run.lesson
        } else {
            throw ShellError("no lesson in progress; start one with :lesson NN, or name it: :check NN")
        }
        guard !lesson.checks.isEmpty else { throw ShellError("lesson \(lesson.number) has no checks") }
        let unmet = shell.unmetChecks(of: lesson)
        if unmet.isEmpty {
            shell.console.print(shell.console.paint("✓ all done", "32"))
            return
        }
        shell.console.print(unmet.map { shell.console.paint("✗ ", "31") + $0 }.joined(separator: "\n"))
        if !shell.isInteractive {
            throw ShellError("\(unmet.count) of \(lesson.checks.count) checks of lesson \(lesson.number) not met yet")
        }
    }
}
