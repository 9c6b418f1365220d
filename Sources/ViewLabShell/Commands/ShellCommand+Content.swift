import Foundation
import ViewLabLive
import Previews
import UIKit
import ViewLabRender
import ViewLabSupport

// MARK: - Content commands: :contentmode :preview

extension ShellCommand {
    static let contentmode = ShellCommand(
        name: "contentmode", synopsis: "VIEW [MODE]", summary: "step VIEW's contentMode to the next mode (or set MODE)",
        detail:
            "Without MODE steps through the 13 modes (scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight) and says which one is now set. The mode decides what happens to a drawn view's bitmap when its bounds change: stretched or placed (the stale bitmap), or redrawn (.redraw).",
        example: ":contentmode ring redraw", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 1...2, "contentmode")
        let view = try shell.view(args[0])
        let modes = UIView.ContentMode.allCases
        let mode: UIView.ContentMode
        if args.count == 2 {
            let word = args[1].hasPrefix(".") ? String(args[1].dropFirst()) : args[1]
            guard let named = modes.first(where: { "\($0)" == word }) else {
                throw ShellError(
                    "unknown content mode '\(args[1])'", hint: "modes: " + modes.map { "\($0)" }.joined(separator: ", ")
                )
            }
            mode = named
        } else {
            let index = modes.firstIndex(of: view.contentMode) ?? 0
            mode = modes[(index + 1) % modes.count]
        }
        view.contentMode = mode
        shell.console.print("⟶ .\(mode)")
    }

    static let preview = ShellCommand(
        name: "preview", synopsis: "[ID]", summary: "list the catalog previews, or load one onto the screen",
        detail:
            "Without ID lists the ids of every #Preview linked into viewlab. With ID replaces root's subviews with the preview's content, applies the traits it names (orientation, appearance, text size, layout direction, device, theme) to the stage (the others stay as they are) and binds the content to the variable `preview`. Previews run inside the shell's process: a preview that traps ends the shell (`viewlab export` runs them in worker processes instead); errors it throws are reported.",
        example: ":preview ColorSwatches/Swatches", arguments: .choices(PreviewRegistry.all.map(\.id))
    ) { shell, args in
        let previews = PreviewRegistry.all
        // Ids may contain spaces (`ColorSwatches/On screen`): quoted or not, the words are the id.
        guard !args.isEmpty else {
            if previews.isEmpty { return shell.console.print("no previews are linked into this program") }
            return shell.console.print(previews.map(\.id).joined(separator: "\n"))
        }
        let id = args.joined(separator: " ")
        guard let preview = PreviewRegistry.preview(id: id) else {
            throw ShellError(
                "no preview '\(id)'",
                hint: EditDistance.closest(to: id, in: previews.map(\.id)).map { "did you mean '\($0)'?" }
                    ?? "list them with :preview")
        }
        try shell.load(preview)
        shell.console.print(
            "preview = \(type(of: shell.previewContent ?? UIView())) from \(preview.location)\n\(shell.stageSummary)")
    }
}

extension Shell {
    /// The view `:preview` loaded last.
    var previewContent: UIView? { session.globals.lookup("preview").flatMap { $0.value as? UIView } }

    /// Puts `preview`'s traits on the stage and its content on `root`, bound to `preview`.
    func load(_ preview: PreviewDescriptor) throws {
        if let theme = preview.theme {
            do { try Theme.select(theme) } catch { throw ShellError("preview theme '\(theme)' not loaded: \(error)") }
        }
        if let name = preview.device {
            guard let device = DeviceProfile.named(name) else {
                throw ShellError("the preview's device '\(name)' is unknown")
            }
            stage.device = device
        }
        if let appearance = preview.appearance { stage.appearance = appearance }
        if let category = preview.contentSizeCategory { stage.contentSizeCategory = category }
        if let direction = preview.layoutDirection { stage.layoutDirection = direction }
        if let orientation = preview.orientation { setOrientation(orientation) }
        if let executable = options.previewTrialExecutable,
            let failure = PreviewTrial.failure(
                of: preview, executable: executable, libraries: (try? LiveSession.shared().libraries) ?? [])
        {
            throw ShellError("preview '\(preview.id)' was not loaded: it failed in a trial run (\(failure))")
        }
        let made: PreviewContent
        do {
            made = try preview.makeContent()
        } catch {
            throw ShellError("preview '\(preview.id)' threw: \(error)")
        }
        let content = made.view
        for view in stage.root.subviews { view.removeFromSuperview() }
        for child in stage.rootViewController.children {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        // A controller is a child of the screen's root controller, as a shown screen is: it gets
        // the appearance callbacks when its view enters the window.
        if let controller = made.controller { stage.rootViewController.addChild(controller) }
        switch preview.layout {
        case .device:
            content.frame = stage.root.bounds
        case .fixed(let width, let height):
            content.frame = CGRect(x: 0, y: 0, width: width, height: height)
        case .sizeThatFits:
            if content.bounds.size == .zero { content.frame.size = stage.size }
        }
        if preview.layout != .device {
            content.center = CGPoint(x: stage.root.bounds.midX, y: stage.root.bounds.midY)
        }
        stage.root.addSubview(content)
        made.controller?.didMove(toParent: stage.rootViewController)
        session.define("preview", type: .named(shellTypeName(for: content)), value: content)
        commandState.previewAcceptances = preview.accessibilityAcceptances
        stage.runTurn()
    }

    /// The class of `view` if the shell knows it, else the nearest known superclass.
    func shellTypeName(for view: UIView) -> String {
        var cls: AnyClass? = type(of: view)
        while let current = cls {
            let name = "\(current)"
            if registry.type(named: name) != nil { return name }
            cls = _getSuperclass(current)
        }
        return "UIView"
    }
}
