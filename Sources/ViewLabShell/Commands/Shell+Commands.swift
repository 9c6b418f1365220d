import Foundation
import UIKit

// MARK: - Dispatch

extension Shell {
    /// Runs a `:command` line.
    func runCommand(_ line: String) throws {
        commandState.commandLine = line
        var words = try ShellCommand.words(String(line.dropFirst()))
        guard !words.isEmpty else { throw ShellError("expected a command after ':' (try :help)") }
        let name = words.removeFirst()
        guard let command = ShellCommand.named(name) else {
            throw ShellError(
                "unknown command ':\(name)'", at: SourceRange(1, 1 + name.count),
                hint: EditDistance.closest(to: name, in: ShellCommand.all.map(\.name)).map { "did you mean ':\($0)'?" }
                    ?? "try :help")
        }
        try command.run(self, words)
    }

    /// Evaluates a view expression given to a command (`card`, `root.subviews[0]`).
    func view(_ source: String) throws -> UIView {
        let (value, type) = try session.evaluate(source)
        guard case .named(let name) = type.unwrapped, registry.isSubclass(name, of: "UIView") else {
            throw ShellError("'\(source)' is a '\(type)', not a view")
        }
        guard let view = unwrapOptional(value) as? UIView else { throw ShellError("'\(source)' is nil") }
        return view
    }

    /// The name to show for a view: its variable, or its class.
    func label(of view: UIView) -> String {
        session.name(of: view) ?? "\(type(of: view))"
    }

    /// Resolves `~` and relative paths.
    /// The file a command argument names: `~` expanded; a relative path that does not exist in
    /// the current directory but does in the running lesson's (or script's) folder is taken from there.
    func url(forPath path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        let url = URL(fileURLWithPath: expanded)
        guard !expanded.hasPrefix("/"), !FileManager.default.fileExists(atPath: url.path) else { return url }
        let lessonFolder = lessonRun.map { URL(fileURLWithPath: $0.lesson.path).deletingLastPathComponent() }
        let beside = [lessonFolder, scriptFolder].compactMap { $0?.appendingPathComponent(expanded) }
        return beside.first { FileManager.default.fileExists(atPath: $0.path) } ?? url
    }

    /// Where argument `index` of the running command is in its line (for a caret under it): the
    /// words are found left to right after the command's name.
    func range(ofArgument index: Int, _ args: [String]) -> SourceRange? {
        let line = Array(commandState.commandLine)
        var position = line.firstIndex(of: " ") ?? line.count
        for (i, word) in args.enumerated() where i <= index {
            let chars = Array(word)
            guard !chars.isEmpty,
                let start = (position..<max(position, line.count - chars.count + 1)).first(where: {
                    Array(line[$0..<$0 + chars.count]) == chars
                })
            else { return nil }
            if i == index { return SourceRange(start, start + chars.count) }
            position = start + chars.count
        }
        return nil
    }

    static func expectArguments(_ args: [String], _ range: ClosedRange<Int>, _ command: String) throws {
        guard range.contains(args.count) else {
            let usage = ShellCommand.named(command)?.usage ?? ":\(command)"
            throw ShellError("\(args.count < range.lowerBound ? "missing" : "too many") arguments; usage: \(usage)")
        }
    }
}

extension Session {
    /// Evaluates one expression outside undo (for commands).
    func evaluate(_ source: String) throws -> (Any, TypeRef) {
        let statements = try Parser.parse(source)
        guard statements.count == 1, case .expression(let expr) = statements[0] else {
            throw ShellError("expected an expression, got '\(source)'")
        }
        let typed = try Checker(registry: registry, scope: makeScope()).check(expr, expected: nil)
        return (try typed.eval(Context(frame: globals, undo: UndoLog(), console: console)), typed.type)
    }
}
