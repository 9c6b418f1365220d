import Foundation
import UIKit
@_spi(ViewLab) import ViewLabRender
@_spi(ViewLab) import QuartzCore

// MARK: - Picture commands: :export :show

extension ShellCommand {
    static let export = ShellCommand(
        name: "export", synopsis: "[VIEW] PATH [--scale N]", summary: "render the screen (or VIEW) to a PNG file",
        detail:
            "Renders at the device scale (3x for iPhone 15) unless --scale is given, with the current appearance (:dark/:light) and orientation. At another scale the screen is snapshotted: its backing stores are resampled and nothing is redrawn (draw counts stay); `viewlab render/export --scale` render as a device of that scale instead. The file is written atomically.",
        example: ":export card card.png --scale 2", arguments: .viewThenPath
    ) { shell, args in
        var words = args
        var scale: CGFloat?
        if let i = words.firstIndex(of: "--scale") {
            guard i + 1 < words.count, let value = Double(words[i + 1]), value.isFinite, value > 0, value <= 16 else {
                throw ShellError("--scale needs a number between 0 and 16")
            }
            scale = CGFloat(value)
            words.removeSubrange(i...i + 1)
        }
        try Shell.expectArguments(words, 1...2, "export")
        let view = words.count == 2 ? try shell.view(words[0]) : shell.stage.root
        let path = words.last ?? ""
        let used = scale ?? shell.exportScale
        let image = try shell.render(view, scale: used)
        try PNGFile.write(
            image, to: shell.url(forPath: path), scale: used, description: "viewlab shell: \(shell.label(of: view))")
        shell.console.print("exported \(image.width)×\(image.height) px to \(path)")
        shell.noteAnimations(in: view)
    }

    static let show = ShellCommand(
        name: "show", synopsis: "[VIEW]", summary: "draw the screen (or VIEW) in the terminal",
        detail:
            "Draws with terminal graphics through chafa: coloured symbols by default; set VIEWLAB_PICTURES to sixels, kitty, iterm or symbols to choose.",
        example: ":show card", arguments: .view
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "show")
        let view = try args.first.map { try shell.view($0) } ?? shell.stage.root
        let image = try shell.render(view, scale: 1)
        let size = TerminalSize.current()
        let picture = try TerminalPicture(mode: shell.pictureMode).draw(
            image, columns: max(10, size.columns - 2), rows: max(5, size.rows - 4))
        shell.console.write(picture)
        shell.noteAnimations(in: view)
    }
}

extension Shell {
    /// After a picture: when animations are in flight, one dim line saying the picture is their
    /// state at the clock's time, which moves only when told. (A standalone layer already on screen
    /// animates a property change implicitly, as on iOS — without this line, `ring.strokeEnd = 0.25`
    /// followed by `:export` would seem to have done nothing.)
    func noteAnimations(in view: UIView) {
        guard view.layer.subtreeHasAnimations else { return }
        let time = String(format: "%.3f", CAMediaClock.current.time)
        console.print(
            console.paint(
                "  animations in flight, drawn at t = \(time) s: :step N or :play SECONDS runs them (CATransaction.setDisableActions(true) applies a layer change at once)",
                "2"))
    }

    /// Renders `view` with the stage's traits; a view that is not the root is rendered on its own.
    func render(_ view: UIView, scale: CGFloat?) throws -> CGImage {
        try renderFrame(view, scale: scale).image
    }

    /// Renders `view` like `render(_:scale:)` with the shell's debug colouring, and says what the
    /// frame cost; `wholeFrame` accounts for every layer's off-screen passes (`:trace`).
    func renderFrame(_ view: UIView, scale: CGFloat?, wholeFrame: Bool = false) throws -> RenderResult {
        do {
            let options = RenderOptions(scale: scale, debug: compositorDebugOptions, wholeFrame: wholeFrame)
            var result = try stage.renderFrame(view === stage.root ? nil : view, options: options)
            result.image = drawingOverlays(on: result.image, of: view, scale: scale ?? stage.screen.scale)
            return result
        } catch let error as SnapshotRenderer.Failure {
            throw ShellError(error.description)
        }
    }

    var pictureMode: TerminalPicture.Mode {
        let name = options.pictureMode ?? ProcessInfo.processInfo.environment["VIEWLAB_PICTURES"] ?? "symbols"
        return TerminalPicture.Mode(rawValue: name) ?? .symbols
    }
}
