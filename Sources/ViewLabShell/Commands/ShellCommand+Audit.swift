import UIKit
import ViewLabRender

// MARK: - Accessibility command: :audit

extension ShellCommand {
    static let audit = ShellCommand(
        name: "audit", synopsis: "[VIEW]",
        summary: "accessibility audit of the screen (or VIEW) and its VoiceOver reading order",
        detail:
            "Renders the screen and checks every view under root (or VIEW): hit areas under 44×44 pt (measured by hit-testing, so point(inside:) counts), missing or meaningless accessibility labels, text contrast below WCAG AA measured on the rendered pixels, Dynamic Type (text-style fonts that do not scale, text truncated at AX XL), overlapping interactive elements and interactive elements hidden from VoiceOver. One line per finding with the element's path (for :inspect) and frame in window points, then the VoiceOver reading order. Auditing the view `:preview` loaded (`:audit preview`) marks the findings its .viewlabAccessibilityAccepted traits accept. The README's Accessibility audit section defines each rule.",
        example: ":audit card", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "audit")
        let view = try args.first.map { try shell.view($0) } ?? shell.stage.root
        // Root itself may be off the window while a full-screen presentation took its place: the
        // audit then takes the whole screen (`AccessibilityAudit.run`).
        guard view.window === shell.stage.window || view === shell.stage.root else {
            throw ShellError("'\(args.first ?? "root")' is not on the screen (add it to root first)")
        }
        var report = try AccessibilityAudit.run(view, named: args.first ?? "root", on: shell.stage)
        if view === shell.previewContent { report.accept(shell.commandState.previewAcceptances) }
        shell.console.print(report.text)
    }
}
