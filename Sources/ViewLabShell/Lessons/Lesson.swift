import Foundation

/// A workshop lesson: a `NN-topic.viewlab` file under `Playgrounds/Lessons`.
///
/// A lesson file is a plain shell script — `viewlab run` runs it unchanged — whose prose lives in
/// `//` comments with a little structure:
///
///     // # The draw cycle                     ← the title (first `# ` line)
///     // What this lesson is about.           ← the introduction
///     // ## setNeedsDisplay                   ← a step: its heading…
///     // Explanation of the step.             ← …its explanation (`//` alone: new paragraph)
///     :trace on                               ← …and the statements/commands it runs
///     // ## Exercise: a round ring            ← the exercise (a heading starting with "Exercise")
///     // What to build.
///     // probe: let probe = ProgressRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
///     // check: probe.contentMode == .redraw | set contentMode = .redraw in init(frame:)
///
/// `check:` lines are Boolean shell expressions, each with the message `:check` prints while the
/// expression is not true. `probe:` lines are statements `:check` runs first — typically making a
/// fresh instance of the learner's class (the newest version `:watch` compiled) and poking it — and
/// reverts afterwards (a run-loop turn follows each), so the checks can test behaviour and the learner's session is left as it was.
struct Lesson {
    /// One step: a heading, an explanation and the inputs to run.
    struct Step {
        var heading: String
        var explanation: [String] = []
        var inputs: [ScriptReader.Chunk] = []
        var isExercise: Bool { heading.lowercased().hasPrefix("exercise") }
    }

    /// A condition of the exercise: a shell expression that must evaluate to `true`.
    struct Check {
        var expression: String
        var message: String
        /// 0-based line in the file.
        var line: Int
    }

    /// The number from the file name (`02`).
    var number: String
    var title: String
    var introduction: [String] = []
    var steps: [Step] = []
    var checks: [Check] = []
    /// The statements `:check` runs (then reverts) before evaluating the checks.
    var probes: [ScriptReader.Chunk] = []
    /// The file, for error locations.
    var path: String

    var exercise: Step? { steps.last(where: \.isExercise) }
}

// MARK: - Parsing

extension Lesson {
    /// Parses the text of a lesson file; throws a one-line error for a malformed `check:` line.
    init(text: String, number: String, path: String) throws {
        self.number = number
        self.path = path
        title = number
        var prose: [(line: Int, text: String)] = []
        var code: [ScriptReader.Chunk] = []
        for chunk in ScriptReader.chunks(of: text) {
            let trimmed = chunk.text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("//") {
                // A comment-only chunk is one line (comments never continue a statement).
                let body = trimmed.dropFirst(2)
                prose.append((chunk.line, String(body.hasPrefix(" ") ? body.dropFirst() : body)))
            } else {
                code.append(chunk)
            }
        }
        var events: [(line: Int, prose: String?, code: ScriptReader.Chunk?)] =
            prose.map { ($0.line, $0.text, nil) } + code.map { ($0.line, nil, $0) }
        events.sort { $0.line < $1.line }
        var titled = false
        for event in events {
            if let chunk = event.code {
                if steps.isEmpty { steps.append(Step(heading: "")) }
                steps[steps.count - 1].inputs.append(chunk)
                continue
            }
            let line = event.prose ?? ""
            if line.hasPrefix("## ") {
                steps.append(Step(heading: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)))
            } else if line.hasPrefix("# ") && !titled {
                title = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
                titled = true
            } else if line.hasPrefix("check:") {
                checks.append(try Lesson.parseCheck(String(line.dropFirst(6)), line: event.line, path: path))
            } else if line.hasPrefix("probe:") {
                probes.append(
                    ScriptReader.Chunk(text: line.dropFirst(6).trimmingCharacters(in: .whitespaces), line: event.line))
            } else if steps.isEmpty {
                introduction.append(line)
            } else {
                steps[steps.count - 1].explanation.append(line)
            }
        }
    }

    /// `EXPRESSION | MESSAGE` (the last `|` separates them, so `||` may appear in the expression).
    static func parseCheck(_ text: String, line: Int, path: String) throws -> Check {
        guard let bar = text.range(of: " | ", options: .backwards) else {
            throw ShellError("\(path):\(line + 1): a check needs the form 'check: EXPRESSION | MESSAGE'")
        }
        let expression = text[..<bar.lowerBound].trimmingCharacters(in: .whitespaces)
        let message = text[bar.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !expression.isEmpty, !message.isEmpty else {
            throw ShellError("\(path):\(line + 1): a check needs an expression and a message")
        }
        return Check(expression: expression, message: message, line: line)
    }

    /// Paragraphs: lines joined, an empty line starts a new paragraph.
    static func paragraphs(_ lines: [String]) -> String {
        var out: [String] = []
        var current: [String] = []
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !current.isEmpty { out.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { out.append(current.joined(separator: "\n")) }
        return out.joined(separator: "\n\n")
    }
}
