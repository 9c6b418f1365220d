import Foundation

// MARK: - Session commands: :help :quit :undo :history :save :load

extension ShellCommand {
    static let help = ShellCommand(
        name: "help", synopsis: "[COMMAND|TYPE]", summary: "list the commands, or explain one command or type",
        detail:
            "Without an argument lists every command. With a command name shows its usage and an example; with a type name (UIView, CGRect…) lists its initialisers, properties, methods and static members.",
        example: ":help export", arguments: .command
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "help")
        guard let topic = args.first else { return shell.console.print(shell.helpOverview()) }
        let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        if let command = ShellCommand.named(name) {
            shell.console.print(
                "\(command.usage)\n  \(command.summary)\n\n\(command.detail)\n\nExample: \(command.example)")
        } else if let type = shell.registry.type(named: name) {
            shell.console.print(TypeHelp(registry: shell.registry).describe(type))
        } else {
            let names = ShellCommand.all.map(\.name) + Array(shell.registry.types.keys)
            throw ShellError(
                "no help for '\(topic)'",
                hint: EditDistance.closest(to: name, in: names).map { "did you mean '\($0)'?" })
        }
    }

    static let quit = ShellCommand(
        name: "quit", synopsis: "", summary: "leave the shell (also Ctrl-D)",
        detail: "Saves the history and exits.", example: ":quit", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...0, "quit")
        shell.shouldQuit = true
    }

    static let undo = ShellCommand(
        name: "undo", synopsis: "", summary: "revert the last statement that changed something",
        detail:
            "Reverts property changes, tree edits (addSubview, removeFromSuperview) and declarations of the last statement that made any; repeat to go further back.",
        example: ":undo", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...0, "undo")
        guard let source = shell.session.undo() else { throw ShellError("nothing to undo") }
        shell.console.print("undid: \(source)")
    }

    static let history = ShellCommand(
        name: "history", synopsis: "[N]", summary: "show the last N (default 20) history entries",
        detail: "History is kept across sessions in ~/.viewlab_history (or $VIEWLAB_HISTORY); search it with Ctrl-R.",
        example: ":history 5", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "history")
        let count =
            try args.first.map { arg -> Int in
                guard let n = Int(arg), n > 0 else {
                    throw ShellError("expected a positive number of entries, got '\(arg)'")
                }
                return n
            } ?? 20
        let entries = shell.historyEntries
        for (i, entry) in entries.enumerated().suffix(count) {
            shell.console.print(
                String(format: "%5d  ", i + 1) + entry.replacingOccurrences(of: "\n", with: "\n       "))
        }
    }

    static let save = ShellCommand(
        name: "save", synopsis: "PATH", summary: "save the session's statements as a script",
        detail:
            "Writes every statement that ran (and was not undone) to PATH, one per line; replay it with :load or `viewlab run PATH`.",
        example: ":save card.swift", arguments: .path
    ) { shell, args in
        try Shell.expectArguments(args, 1...1, "save")
        let text = shell.session.transcript.joined(separator: "\n") + "\n"
        let url = shell.url(forPath: args[0])
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw ShellError("cannot write \(args[0]): \(error.localizedDescription)")
        }
        shell.console.print("saved \(shell.session.transcript.count) statements to \(args[0])")
    }

    static let load = ShellCommand(
        name: "load", synopsis: "PATH", summary: "run a script file, or compile and load Swift code",
        detail:
            "Runs the statements and commands in PATH as if typed, stopping at the first error. A folder, or a .swift file with declarations (import, class, #Preview), is compiled into a library and loaded instead: its previews and view classes become available (see :watch).",
        example: ":load card.swift", arguments: .path
    ) { shell, args in
        try Shell.expectArguments(args, 1...1, "load")
        let url = shell.url(forPath: args[0])
        if shell.isCompiledSource(url) { return try shell.liveLoad(url) }  // ShellCommand+Live.swift
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ShellError("cannot read \(args[0])")
        }
        if shell.runScript(String(decoding: data, as: UTF8.self), name: args[0]) != 0 {
            throw ShellError("\(args[0]) stopped at an error")
        }
    }
}

extension Shell {
    func helpOverview() -> String {
        let width = ShellCommand.all.map(\.usage.count).max() ?? 0
        var lines = [
            "Type Swift statements to build views on `root`, e.g.",
            "  let v = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))",
            "  v.backgroundColor = .systemBlue; root.addSubview(v)", "", "Commands:",
        ]
        for command in ShellCommand.all {
            lines.append(
                "  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + command.summary)
        }
        lines.append("")
        lines.append(
            "Tab completes names, members and commands; Ctrl-R searches history. :help TYPE lists a type's API.")
        return lines.joined(separator: "\n")
    }
}
