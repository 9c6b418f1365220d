import Foundation
import Previews
@_spi(ViewLab) import UIKit
import ViewLabRender
import ViewLabSupport

// MARK: - Trait commands: :appearance :orientation :device :scale :textsize :rtl :theme

extension ShellCommand {
    static let appearance = ShellCommand(
        name: "appearance", synopsis: "[dark|light]", summary: "print or set the appearance (light/dark mode)",
        detail:
            "Without an argument prints the current appearance. Dynamic colours resolve for it when rendered (same as :dark / :light).",
        example: ":appearance dark", arguments: .choices(["dark", "light"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "appearance")
        guard let word = args.first else {
            return shell.console.print(shell.stage.appearance == .dark ? "dark" : "light")
        }
        switch word.lowercased() {
        case "dark": shell.stage.appearance = .dark
        case "light": shell.stage.appearance = .light
        default: throw ShellError("expected 'dark' or 'light', got '\(word)'")
        }
        shell.console.print(shell.stageSummary)
    }

    static let orientation = ShellCommand(
        name: "orientation", synopsis: "[portrait|landscape|landscapeRight|portraitUpsideDown]",
        summary: "print or set the device orientation",
        detail:
            "Without an argument prints the orientation. `landscape` is landscapeLeft (home button on the right). The window rotates as on a device: root is resized, its subviews keep their frames.",
        example: ":orientation landscape",
        arguments: .choices(["portrait", "landscape", "landscapeLeft", "landscapeRight", "portraitUpsideDown"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "orientation")
        guard let word = args.first else { return shell.console.print(Shell.name(of: shell.commandState.orientation)) }
        guard let orientation = Shell.orientation(named: word) else {
            throw ShellError("expected portrait, landscape, landscapeRight or portraitUpsideDown, got '\(word)'")
        }
        shell.setOrientation(orientation)
        shell.console.print(shell.stageSummary)
    }

    static let device = ShellCommand(
        name: "device", synopsis: "[NAME]", summary: "list the devices, or switch the stage to one",
        detail:
            "Without NAME lists the device presets with their screen sizes (● marks the current one). NAME is matched ignoring case, spaces and punctuation, and may be a prefix (`se`, `ipad-pro`).",
        example: ":device iPhone-SE-3rd-generation", arguments: .choices(DeviceProfile.all.map { Shell.slug($0.name) })
    ) { shell, args in
        guard !args.isEmpty else {
            let width = DeviceProfile.all.map(\.name.count).max() ?? 0
            let lines = DeviceProfile.all.map { device in
                (device == shell.stage.device ? "● " : "  ")
                    + device.name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + "  \(formatPoints(device.portraitSize.width))×\(formatPoints(device.portraitSize.height)) pt @\(formatPoints(device.scale))x"
            }
            return shell.console.print(lines.joined(separator: "\n"))
        }
        let name = args.joined(separator: " ")
        guard let device = DeviceProfile.named(name) else {
            throw ShellError(
                "unknown device '\(name)'",
                hint: "devices: " + DeviceProfile.all.map { Shell.slug($0.name) }.joined(separator: ", "))
        }
        shell.stage.device = device
        shell.stage.runTurn()
        shell.console.print(shell.stageSummary)
    }

    static let scale = ShellCommand(
        name: "scale", synopsis: "[N|off]", summary: "print or set the scale :export, :watch and :variants use",
        detail:
            "By default pictures use the device scale (3 for iPhone 15). `:scale 1` exports at one pixel per point; `:scale off` goes back to the device scale. --scale on :export still wins.",
        example: ":scale 2", arguments: .choices(["1", "2", "3", "off"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "scale")
        guard let word = args.first else {
            let scale = shell.exportScale
            return shell.console.print("\(formatPoints(scale))x" + (shell.commandState.scale == nil ? " (device)" : ""))
        }
        if word == "off" {
            shell.commandState.scale = nil
        } else {
            shell.commandState.scale = try Shell.parseScale(word)
        }
        shell.console.print(
            "scale \(formatPoints(shell.exportScale))x" + (shell.commandState.scale == nil ? " (device)" : ""))
    }

    static let textsize = ShellCommand(
        name: "textsize", synopsis: "[XS|S|M|L|XL|XXL|XXXL|AX1…AX5]",
        summary: "print or set the Dynamic Type text size",
        detail:
            "Sets the user's preferred content size category (L is the default); views using preferred fonts and adjustsFontForContentSizeCategory follow it, and traitCollectionDidChange runs.",
        example: ":textsize AX3",
        arguments: .choices(["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "textsize")
        guard let word = args.first else { return shell.console.print(shell.stage.contentSizeCategory.shortName) }
        guard let category = UIContentSizeCategory(shortName: word) else {
            throw ShellError("unknown text size '\(word)'", hint: "sizes: XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5")
        }
        shell.stage.contentSizeCategory = category
        shell.stage.runTurn()
        shell.console.print(shell.stageSummary)
    }

    static let rtl = ShellCommand(
        name: "rtl", synopsis: "[on|off]", summary: "print or set right-to-left layout",
        detail:
            "Sets the layout direction trait as a right-to-left language does: leading/trailing constraints, stack views and natural text alignment flip.",
        example: ":rtl on", arguments: .choices(["on", "off"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "rtl")
        guard let word = args.first else {
            return shell.console.print(shell.stage.layoutDirection == .rightToLeft ? "on" : "off")
        }
        switch word {
        case "on": shell.stage.layoutDirection = .rightToLeft
        case "off": shell.stage.layoutDirection = .leftToRight
        default: throw ShellError("expected 'on' or 'off', got '\(word)'")
        }
        shell.stage.runTurn()
        shell.console.print(shell.stageSummary)
    }

    static let reducemotion = ShellCommand(
        name: "reducemotion", synopsis: "[on|off]",
        summary: "print or set Reduce Motion (UIAccessibility.isReduceMotionEnabled)",
        detail:
            "Turns Settings › Accessibility › Reduce Motion on or off for the code you run next: UIAccessibility.isReduceMotionEnabled answers it. iOS posts no trait change for it, so views read it when they next decide how to animate.",
        example: ":reducemotion on", arguments: .choices(["on", "off"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "reducemotion")
        guard let word = args.first else { return shell.console.print(shell.stage.reducesMotion ? "on" : "off") }
        guard word == "on" || word == "off" else { throw ShellError("expected 'on' or 'off', got '\(word)'") }
        shell.stage.reducesMotion = word == "on"
        shell.console.print("Reduce Motion \(word)")
    }

    static let theme = ShellCommand(
        name: "theme", synopsis: "[NAME|PATH]", summary: "list the themes, or switch to one (live)",
        detail:
            "Without NAME lists the bundled themes (● marks the active one). With a name or a .json path loads that theme: every system and named colour re-resolves and views redraw. A theme that does not load leaves the active theme as it was.",
        example: ":theme projector", arguments: .choices(ThemeLoader.availableThemes)
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "theme")
        guard let name = args.first else {
            let active = Theme.active.name
            let names = ThemeLoader.availableThemes
            return shell.console.print(names.map { ($0 == active ? "● " : "  ") + $0 }.joined(separator: "\n"))
        }
        let warnings: [ThemeLoader.Warning]
        do {
            warnings = try Theme.select(name)
        } catch {
            let message = "\(error)".split(separator: "\n").first.map(String.init) ?? "cannot load"
            throw ShellError("theme '\(name)' not loaded (still \(Theme.active.name)): \(message)")
        }
        shell.redrawForThemeChange()
        for warning in warnings { shell.console.error("warning: \(warning)") }
        shell.console.print(shell.stageSummary)
    }
}

// MARK: - Helpers

extension Shell {
    /// `iPhone SE (3rd generation)` → `iPhone-SE-3rd-generation` (a name without spaces for completion).
    nonisolated static func slug(_ name: String) -> String {
        name.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }

    static func name(of orientation: PreviewOrientation) -> String {
        orientation == .landscapeLeft ? "landscape" : orientation.rawValue
    }

    static func orientation(named word: String) -> PreviewOrientation? {
        if word.lowercased() == "landscape" { return .landscapeLeft }
        return PreviewOrientation.allCases.first { $0.rawValue.lowercased() == word.lowercased() }
    }

    func setOrientation(_ orientation: PreviewOrientation) {
        commandState.orientation = orientation
        if stage.isLandscape != orientation.isLandscape { stage.isLandscape = orientation.isLandscape }
        stage.runTurn()
    }

    /// A scale from user text: a finite number in (0, 16].
    static func parseScale(_ word: String) throws -> CGFloat {
        guard let value = Double(word), value.isFinite, value > 0, value <= 16 else {
            throw ShellError("expected a scale between 0 and 16, got '\(word)'")
        }
        return CGFloat(value)
    }

    /// The scale pictures are exported at: `:scale`, else the device's.
    var exportScale: CGFloat { commandState.scale ?? stage.device.scale }

    /// After a theme change every view re-resolves its colours: UIKit sends a trait change when
    /// the system palette changes; here every view in the window is marked for display (cached
    /// bitmaps of `draw(_:)` hold resolved colours) and the background colours re-resolve in
    /// the next display pass.
    func redrawForThemeChange() {
        var stack: [UIView] = [stage.window]
        while let view = stack.popLast() {
            view.setNeedsDisplay()
            stack += view.subviews
        }
        stage.runTurn()
    }
}

/// `3`, `2.5`, `393`.
func formatPoints(_ value: CGFloat) -> String {
    value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", Double(value))
}
