@_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender

// MARK: - Stage commands: :dark :light :rotate :reset

extension ShellCommand {
    static let dark = ShellCommand(
        name: "dark", synopsis: "", summary: "show the screen in dark appearance",
        detail: "Dynamic colours (system colours, UIColor { … } providers) resolve for dark mode when rendered.",
        example: ":dark", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...0, "dark")
        shell.stage.appearance = .dark
        shell.console.print(shell.stageSummary)
    }

    static let light = ShellCommand(
        name: "light", synopsis: "", summary: "show the screen in light appearance",
        detail: "The default appearance.", example: ":light", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...0, "light")
        shell.stage.appearance = .light
        shell.console.print(shell.stageSummary)
    }

    static let rotate = ShellCommand(
        name: "rotate", synopsis: "[left|right]", summary: "turn the device between portrait and landscape",
        detail: "Swaps the screen's width and height; `root` is resized, its subviews keep their frames.",
        example: ":rotate left", arguments: .choices(["left", "right"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "rotate")
        if let direction = args.first, direction != "left", direction != "right" {
            throw ShellError("expected 'left' or 'right', got '\(direction)'")
        }
        shell.setOrientation(
            shell.stage.isLandscape ? .portrait : (args.first == "right" ? .landscapeRight : .landscapeLeft))
        shell.console.print(shell.stageSummary)
    }

    static let reset = ShellCommand(
        name: "reset", synopsis: "", summary: "start over: empty screen, no variables, light, portrait",
        detail: "Removes every subview of root, hides the keyboard, forgets variables and undo history.",
        example: ":reset", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...0, "reset")
        for view in shell.stage.root.subviews { view.removeFromSuperview() }
        let window = shell.stage.window
        shell.stage.perform {
            UIView.performWithoutAnimation {
                _ = window.endEditing(true); window.setKeyboardShown(false)
            }
        }
        shell.stage.runTurn()
        shell.stage.appearance = .light
        shell.stage.isLandscape = false
        shell.stage.contentSizeCategory = .large
        shell.stage.layoutDirection = .leftToRight
        shell.commandState = ShellCommandState()
        shell.session.reset(keeping: Shell.builtinNames)
        shell.console.print(shell.stageSummary)
    }
}

extension Shell {
    /// `iPhone 15 (393×852 @3x) · portrait · light · theme default`
    var stageSummary: String {
        let size = stage.size
        let device = stage.device
        return
            "\(device.name) (\(Int(size.width))×\(Int(size.height)) @\(Int(device.scale))x) · \(Shell.name(of: commandState.orientation)) · \(stage.appearance == .dark ? "dark" : "light") · theme \(Theme.active.name)"
            + (stage.contentSizeCategory == .large ? "" : " · text \(stage.contentSizeCategory.shortName)")
            + (stage.layoutDirection == .rightToLeft ? " · rtl" : "")
    }
}
