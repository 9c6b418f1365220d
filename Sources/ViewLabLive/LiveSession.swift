import Foundation
import Previews
import UIKit

/// Live editing for one process: compiles sources (`LiveCompiler`), loads them (`LiveLoader`)
/// and remembers what each source last loaded, so that a failed compile keeps the previous
/// version active.
public final class LiveSession {
    /// The result of loading a source.
    public struct Update {
        public var source: URL
        public var product: LiveCompiler.Product
        public var previews: [PreviewDescriptor]
        /// The shell bindings of the source's view and layer classes.
        public var bindings: ShellBindings
        /// Whether an earlier version of this source was loaded before.
        public var replaced: Bool
        /// Lines declared at the prompt that used the earlier version, compiled again against
        /// this one (their bindings to install), and the names of those that no longer compile.
        public var redeclared: [LiveLoader.Loaded] = []
        public var undeclared: [String] = []

        /// `compiled MyRing.swift in 0.9 s · 2 previews`.
        public var summary: String {
            let count = previews.count == 1 ? "1 preview" : "\(previews.count) previews"
            let timing =
                product.cached
                ? "unchanged" : String(format: "compiled %@ in %.1f s", source.lastPathComponent, product.seconds)
            let what = product.cached ? "\(source.lastPathComponent) \(timing)" : timing
            let types =
                bindings.classes.isEmpty ? "" : " · classes: " + bindings.classes.map(\.name).joined(separator: ", ")
            return "\(what) · \(count)\(types)"
        }
    }

    public let compiler: LiveCompiler
    public let watcher = LiveWatcher()
    /// The last successful update of each source (keyed by its standardized path).
    public private(set) var loaded: [URL: Update] = [:]
    /// Lines compiled at the shell's prompt (`compilePrompt`): how many, and the modules whose
    /// declarations later lines see.
    var promptNumber = 0
    var promptModules: [PromptModule] = []
    /// The libraries of statement lines, by their generated text (a line typed again runs again).
    var promptStatements: [String: LiveLoader.Loaded] = [:]

    public init(compiler: LiveCompiler) {
        self.compiler = compiler
    }

    /// A session on the running toolchain; created on first use.
    // one compiler session per process, used from the shell's thread
    nonisolated(unsafe) private static var sharedSession: LiveSession?
    /// The shared session, if live editing was used.
    public static var current: LiveSession? { sharedSession }

    public static func shared() throws -> LiveSession {
        if let session = sharedSession { return session }
        let session = LiveSession(compiler: try LiveCompiler(toolchain: try .current()))
        sharedSession = session
        // The per-process library folder goes when the process ends.
        atexit {
            if let folder = LiveSession.sharedSession?.compiler.outputDirectory {
                try? FileManager.default.removeItem(at: folder)
            }
        }
        return session
    }

    /// Compiles and loads `path` (as the module `moduleName` if it can, see
    /// `LiveCompiler.compile(_:moduleName:)`). On a compile error throws (the previous version stays loaded).
    /// No preview body runs here: the classes come from the generated bindings. `target`: a
    /// package target's settings (`LiveCompiler.TargetSettings`).
    public func load(
        _ path: URL, moduleName: String? = nil, excluding: [URL] = [],
        target: LiveCompiler.TargetSettings = LiveCompiler.TargetSettings()
    ) throws -> Update {
        let source = path.standardizedFileURL
        let product = try compiler.compile(source, moduleName: moduleName, excluding: excluding, target: target)
        if product.cached, let previous = loaded[source] {
            var same = previous
            same.product = product
            return same
        }
        let result = try LiveLoader.load(product.library, sourceKey: source.path)
        let previous = loaded[source]
        var update = Update(
            source: source, product: product, previews: result.previews, bindings: result.bindings,
            replaced: previous != nil)
        loaded[source] = update
        if let previous {
            (update.redeclared, update.undeclared) = redeclarePrompt(using: previous.product.abiName)
            loaded[source] = update
        }
        return update
    }

    /// The library files of every loaded source (for export workers).
    public var libraries: [String] { loaded.values.map(\.product.library.path).sorted() }
}
