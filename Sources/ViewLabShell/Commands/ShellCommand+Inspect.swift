import UIKit

// MARK: - Inspection commands: :tree :inspect

extension ShellCommand {
    static let tree = ShellCommand(
        name: "tree", synopsis: "[VIEW]", summary: "print the view hierarchy under root (or VIEW)",
        detail: "One line per view: its variable name (if any), class, frame and background colour.",
        example: ":tree card", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "tree")
        let view = try args.first.map { try shell.view($0) } ?? shell.stage.root
        shell.console.print(shell.treeLines(view, prefix: "", childPrefix: "").joined(separator: "\n"))
    }

    static let inspect = ShellCommand(
        name: "inspect", synopsis: "VIEW", summary: "list every property of VIEW with its value",
        detail:
            "Lists the properties the shell knows for the view's class and its superclasses (the same registry that completion and :help use).",
        example: ":inspect card", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 1...1, "inspect")
        let (value, type) = try shell.session.evaluate(args[0])
        guard let object = unwrapOptional(value), let shellType = shell.registry.type(of: type.unwrapped) else {
            throw ShellError("'\(args[0])' is nil")
        }
        shell.console.print(TypeHelp(registry: shell.registry).inspect(object, of: shellType))
    }
}

extension Shell {
    func treeLines(_ view: UIView, prefix: String, childPrefix: String) -> [String] {
        let f = view.frame
        var line = prefix
        if let name = session.name(of: view) { line += console.paint(name, "1") + " " }
        line += "\(type(of: view)) \(formatNumbers(f.minX, f.minY, f.width, f.height))"
        if let color = view.backgroundColor { line += " \(color)" }
        if view.isHidden { line += " hidden" }
        var lines = [line]
        for (i, child) in view.subviews.enumerated() {
            let last = i == view.subviews.count - 1
            lines += treeLines(
                child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "))
        }
        return lines
    }
}
