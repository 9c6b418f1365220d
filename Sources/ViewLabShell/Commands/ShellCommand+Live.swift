import Foundation
import Previews
import UIKit
import ViewLabLive
@_spi(ViewLab) import ViewLabRender

// MARK: - Live editing: :load FILE.swift|FOLDER, :watch FILE.swift (see ShellCommand+Trace), :reload

extension ShellCommand {
    static let reload = ShellCommand(
        name: "reload", synopsis: "", summary: "recompile every loaded Swift file that changed",
        detail:
            "Compiles and reloads the Swift files and folders loaded with :load or :watch whose contents changed (unchanged ones are skipped).",
        example: ":reload", arguments: .none
    ) { shell, args in
        try Shell.expectArguments(args, 0...0, "reload")
        let session = try LiveSession.shared()
        var failed = false
        for source in session.loaded.keys.sorted(by: { $0.path < $1.path }) {
            do { try shell.liveLoad(source) } catch let error as ShellError {
                shell.console.error(error.message)
                failed = true
            }
        }
        _ = session.watcher.takeChanged()
        if failed { throw ShellError("some files did not compile; their previous versions stay active") }
    }
}

extension Shell {
    /// `:watch FILE.swift|FOLDER`: like `:load`, then checks the modification time every 200 ms in
    /// the background; a saved change is compiled and applied before the next statement or command
    /// (interactively: at the next Return, or `:reload`). A compile error keeps the previous version.
    func startLiveWatch(_ path: String) throws {
        let url = self.url(forPath: path)
        try liveLoad(url)
        try LiveSession.shared().watcher.watch(url.standardizedFileURL)
        console.print("watching \(url.lastPathComponent)")
    }

    /// Whether `:load PATH` means live compilation: a folder, or a `.swift` file with Swift
    /// declarations (`import`, `#Preview`, `class`) rather than shell statements.
    func isCompiledSource(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return false }
        if isFolder.boolValue { return true }
        guard url.pathExtension == "swift", let data = FileManager.default.contents(atPath: url.path) else {
            return false
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("import ") || trimmed.hasPrefix("#Preview") || trimmed.hasPrefix("class ")
                || trimmed.hasPrefix("final class ")
        }
    }

    /// Compiles and loads a Swift file or folder, registers its view classes with the shell and
    /// prints what it loaded. Compiler errors become a `ShellError`; the previous version stays.
    func liveLoad(_ url: URL) throws {
        let update: LiveSession.Update
        let previous: LiveSession.Update?
        do {
            let session = try LiveSession.shared()
            previous = session.loaded[url.standardizedFileURL]
            update = try session.load(url, target: try session.shellSettings(for: url))
        } catch let error as LiveError {
            guard error.message.contains("error:") else { throw ShellError(error.message) }
            throw ShellError(
                "\(url.lastPathComponent) did not compile; the previous version stays active\n\(error.message)")
        }
        registry.install(update.bindings)
        // compiled again against the new file: bound to the session's variables of today
        for line in update.redeclared {
            registry.install(line.bindings)
            _ = bind(line, to: session.globals.order.compactMap { session.globals.lookup($0) })
        }
        if !update.undeclared.isEmpty {
            console.error(
                "no longer compiles against the new \(url.lastPathComponent), so gone: \(update.undeclared.joined(separator: ", ")) (declared at the prompt)"
            )
        }
        if journal != nil, let compiler = try? LiveSession.shared().compiler {
            for file in update.product.sources {
                loadedSourceTexts[file.path] =
                    compiler.sourceOverrides[file.path] ?? (try? String(contentsOf: file, encoding: .utf8))
            }
        }
        console.print(update.summary)
        for preview in update.previews { console.print("  \(preview.id)") }
        if let previous, previous.product.library != update.product.library {
            swapInstances(of: previous.bindings.classes, with: update.bindings.classes)
        }
    }

    /// While the line editor waits for a key: applies a file `:watch` saw saved — recompiled,
    /// instances swapped — and re-exports the `:watch`ed image, without a key pressed (an image
    /// viewer on the export updates on save). Returns whether it printed (the editor then draws
    /// the prompt and the line being typed again).
    func applyLiveChangesWhileIdle() -> Bool {
        guard let live = LiveSession.current, live.watcher.hasChanges else { return false }
        console.write("\n")
        // Journaled as work of its own: a trap in the saved version (its `draw(_:)` on the
        // re-export) is reported as the save's, and the session rebuilt without it.
        journal?.began(SessionJournal.idleSave, whileIdle: true)
        stage.perform {
            applyLiveChanges()
            afterInput("")
        }
        journal?.ended(ok: true)
        recordLoadedSources()
        return true
    }

    /// Applies the changes `:watch` saw (called before each statement or command).
    func applyLiveChanges() {
        guard let session = LiveSession.current else { return }
        for url in session.watcher.takeChanged() {
            do { try liveLoad(url) } catch let error as ShellError {
                console.error(error.message)
            } catch {
                console.error("error: \(error)")
            }
        }
    }
}
