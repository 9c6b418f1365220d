import Foundation
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender

// MARK: - Per-input commands: :trace :watch

extension ShellCommand {
    static let trace = ShellCommand(
        name: "trace", synopsis: "[on|off]", summary: "after each input, print the layout/draw/trait calls it caused",
        detail:
            "With tracing on, every statement and command is followed by a run-loop turn and a render, and one line says which views got layoutSubviews, draw(_:) and traitCollectionDidChange, and which layers needed an off-screen pass in the composite, e.g.\n  ⟶ layoutSubviews ×2 (root, card) · draw(_:) ×1 (ring) · off-screen: shadow without path (card)",
        example: ":trace on", arguments: .choices(["on", "off"])
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "trace")
        guard let word = args.first else { return shell.console.print(shell.commandState.trace ? "on" : "off") }
        guard word == "on" || word == "off" else { throw ShellError("expected 'on' or 'off', got '\(word)'") }
        shell.commandState.trace = word == "on"
        // Start from a settled tree so that the first traced line shows only what comes next.
        if shell.commandState.trace {
            _ = try? shell.render(shell.stage.root, scale: 1)
            shell.commandState.traceMark = shell.stage.lifecycleLog.recordedCount
        }
        shell.console.print("trace \(word)")
    }

    static let watch = ShellCommand(
        name: "watch", synopsis: "PATH.png|FILE.swift|off",
        summary: "keep a PNG exported, or recompile a Swift file on every save",
        detail:
            "With an image path: exports the screen to PATH now and again after every statement or command that changes the picture (written atomically, so an image viewer that reloads on change never sees half a file; uses :scale if set). With a Swift file or folder: like `:load`, then recompiles and reloads it on every save (checked every 200 ms; applied before the next statement — interactively at the next Return, or :reload); a compile error keeps the previous version. `:watch off` stops watching the image.",
        example: ":watch /tmp/screen.png", arguments: .path
    ) { shell, args in
        try Shell.expectArguments(args, 0...1, "watch")
        guard let path = args.first else {
            return shell.console.print(shell.commandState.watchPath.map { "watching \($0)" } ?? "not watching")
        }
        if path.hasSuffix(".swift") || shell.isCompiledSource(shell.url(forPath: path)) {
            return try shell.startLiveWatch(path)
        }
        if path == "off" {
            shell.commandState.watchPath = nil
            shell.commandState.watchHash = nil
            return shell.console.print("watch off")
        }
        guard path.lowercased().hasSuffix(".png") else {
            throw ShellError("\(path): no such Swift file or folder to watch, and not a .png image path")
        }
        shell.commandState.watchHash = nil
        try shell.exportWatched(to: path)
        shell.commandState.watchPath = path
        shell.console.print("watching \(path)")
    }
}

extension Shell {
    /// Runs after every input that succeeded: the end of the run-loop turn, the `:trace` line (not
    /// for `:trace` itself) and the `:watch` export.
    ///
    /// Each input is an event, and on iOS the turn that handled an event ends with Core
    /// Animation's implicit commit, which lays out and displays the marked views before the next
    /// event (`CATransaction`: "Implicit transactions are created automatically when the layer
    /// tree is modified by a thread without an active transaction and are committed automatically
    /// when the thread's runloop next iterates."). So a view added at the prompt has had
    /// `layoutSubviews()` and `draw(_:)` by the next line, whether or not a picture is asked for.
    func afterInput(_ input: String) {
        if commandState.trace && !input.hasPrefix(":trace") { printTrace() } else { stage.runTurn() }
        if let path = commandState.watchPath {
            do { try exportWatched(to: path) } catch {
                console.error("watch: \(error)")
            }
        }
    }

    /// Re-exports the screen to `path` if its pixels changed since the last watched export.
    func exportWatched(to path: String) throws {
        let image = try render(stage.root, scale: exportScale)
        let hash = PixelHash.of(image)
        guard hash != commandState.watchHash else { return }
        do {
            try PNGFile.write(image, to: url(forPath: path), scale: exportScale, description: "viewlab shell: watch")
        } catch {
            throw ShellError("cannot write \(path): \(error)")
        }
        commandState.watchHash = hash
    }

    /// Runs a turn and composites the frame, and prints what they did (the frame's off-screen
    /// passes are the compositor's answer for this frame, passed back as a value).
    func printTrace() {
        let passes = (try? renderFrame(stage.root, scale: 1, wholeFrame: true))?.offscreenPasses ?? []
        // Every event since the last traced input (commands such as :textsize run turns of their own).
        let log = stage.lifecycleLog  // this stage's log: other stages' events are not in it
        let new = min(max(0, log.recordedCount - commandState.traceMark), log.events.count)
        commandState.traceMark = log.recordedCount
        let events = Array(log.events.suffix(new))
        console.print(console.paint(traceLine(events: events, passes: passes), "2"))
    }

    /// `⟶ layoutSubviews ×2 (root, card) · draw(_:) ×1 (ring) · off-screen: shadow without path (card)`
    func traceLine(events: [LifecycleLog.Event], passes: [OffscreenPass]) -> String {
        var parts: [String] = []
        for kind in LifecycleLog.Kind.allCases {
            let matching = events.filter { $0.kind == kind }
            guard !matching.isEmpty else { continue }
            parts.append(
                "\(kind.title) ×\(matching.count) (\(uniqueNames(matching.map { event in event.view.map(label(of:)) ?? event.viewName })))"
            )
        }
        if !passes.isEmpty {
            let described = passes.map { pass in "\(Shell.describe(pass.reason)) (\(layerName(pass.layer)))" }
            parts.append("off-screen: " + uniqueNames(described))
        }
        return "⟶ " + (parts.isEmpty ? "nothing ran" : parts.joined(separator: " · "))
    }

    static func describe(_ reason: OffscreenReason) -> String {
        switch reason {
        case .shadowWithoutPath: return "shadow without path"
        case .mask: return "mask"
        case .roundedMasksToBounds: return "rounded masksToBounds"
        case .groupOpacity: return "group opacity"
        case .rasterization: return "rasterization"
        }
    }

    /// A layer's name: its view's variable name or class, else the layer's class.
    private func layerName(_ layer: CALayer) -> String {
        if let view = layer.delegate as? UIView { return label(of: view) }
        return session.name(of: layer) ?? "\(type(of: layer))"
    }

    /// `a, b, b, c` → `a, b ×2, c` in first-seen order.
    private func uniqueNames(_ names: [String]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0, default: 1] > 1 ? "\($0) ×\(counts[$0, default: 1])" : $0 }.joined(
            separator: ", ")
    }
}
