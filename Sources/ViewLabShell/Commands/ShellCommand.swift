/// A `:command`: its name, argument synopsis, help text and code. The table in
/// `ShellCommand.all` drives dispatch, `:help` and completion.
///
/// A command is an immutable, `Sendable` value: the table is a constant. Its code runs on the main
/// actor, where the shell and the UIKit views it edits live.
struct ShellCommand: Sendable {
    /// What an argument is, for completion.
    enum ArgumentKind: Sendable {
        case none, view, path, viewThenPath, command, choices([String])
    }

    let name: String
    let synopsis: String
    let summary: String
    let detail: String
    let example: String
    let arguments: ArgumentKind
    let run: @MainActor (Shell, [String]) throws -> Void

    var usage: String { synopsis.isEmpty ? ":\(name)" : ":\(name) \(synopsis)" }

    static let all: [ShellCommand] = [
        help, quit, export, show, tree, inspect, dark, light, rotate, reset, undo, history, save, load,
        appearance, orientation, device, scale, textsize, rtl, reducemotion, keyboard, theme,
        contentmode, preview, tap, scroll, swipe, constraints, audit, trace, debug, watch, variants, reload, lesson,
        next, check, nib, time, step, play, pause, record,
    ]

    static func named(_ name: String) -> ShellCommand? {
        all.first { $0.name == name }
    }

    /// Splits a command line into words; double quotes group words with spaces.
    static func words(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for c in line {
            if c == "\"" {
                quoted.toggle()
                started = true
            } else if c == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(c)
                started = true
            }
        }
        if quoted { throw ShellError("unterminated quote in command") }
        if started { words.append(current) }
        return words
    }
}
