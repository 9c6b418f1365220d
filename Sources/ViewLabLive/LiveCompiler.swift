import Foundation
import SourceBridge

/// Compiles a `.swift` file, or a folder of them, into a shared library against the modules of
/// the running ViewLab (UIKit, Previews…), for `LiveLoader` to load.
///
/// Every successful compile gets a new module name and file (`libLive_<Name>_<n>.so`), so a
/// reloaded version never clashes with the symbols of an earlier one. Unchanged sources (same
/// content hash) reuse the last library without running the compiler. Undefined symbols (UIKit
/// and the rest) are left for the dynamic loader to resolve against the `viewlab` executable,
/// which exports its symbols (`--export-dynamic`).
///
/// What is compiled is the source bridge's copy of each file (`SourceBridge`: Objective-C-isms
/// rewritten, `#sourceLocation` back to the user's file), never the user's file itself.
public final class LiveCompiler {
    /// What one successful compile produced.
    public struct Product {
        /// The shared library.
        public var library: URL
        public var moduleName: String
        /// The Swift files compiled.
        public var sources: [URL]
        /// Seconds spent in `swiftc` (0 when the cache answered).
        public var seconds: Double
        /// Whether the library came from the cache (sources unchanged).
        public var cached: Bool
    }

    public let toolchain: LiveToolchain
    /// Where libraries are written.
    public let outputDirectory: URL
    private var version = 0
    /// Module names given with `compile(_:moduleName:)` and used.
    private var claimedNames: Set<String> = []
    /// Content hash of the sources → the library built from them.
    private var cache: [String: Product] = [:]

    public init(toolchain: LiveToolchain, outputDirectory: URL? = nil) throws {
        self.toolchain = toolchain
        let dir = outputDirectory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("viewlab-live-\(getpid())", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        } catch {
            throw LiveError("cannot create \(dir.path): \(error.localizedDescription)")
        }
        self.outputDirectory = dir
    }

    // MARK: - Sources

    /// The Swift files of `path`: the file itself, or the `.swift` files of a folder (recursively,
    /// sorted).
    public static func sources(at path: URL) throws -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
            throw LiveError("no such file or folder: \(path.path)")
        }
        guard isFolder.boolValue else {
            guard path.pathExtension == "swift" else { throw LiveError("\(path.lastPathComponent) is not a .swift file") }
            return [path.standardizedFileURL]
        }
        let walker = FileManager.default.enumerator(at: path, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .map(\.standardizedFileURL).sorted { $0.path < $1.path }
        guard !files.isEmpty else { throw LiveError("no .swift files in \(path.path)") }
        return files
    }

    /// A module-name-safe version of a file or folder name (`my-ring.swift` → `my_ring`).
    static func moduleStem(_ path: URL) -> String {
        let base = path.pathExtension == "swift" ? path.deletingPathExtension().lastPathComponent : path.lastPathComponent
        let stem = String(base.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_") ? Character(scalar) : "_"
        }.prefix(40))
        return stem.isEmpty ? "Source" : stem
    }

    // MARK: - Compiling

    /// Compiles `path` (a file or folder). Throws a `LiveError` holding the compiler's errors
    /// (`file:line:col: error: message`, source line and caret) when the code does not compile.
    ///
    /// `moduleName` (a package target's name, for `--package`) names the module as SwiftPM
    /// would, so `#fileID` — and the runtime's trap messages, which print it — say
    /// `MyCards/MyViews.swift` as on iOS. It is used once per compiler and only when no module of
    /// ViewLab has it; otherwise, and for a source loaded in the shell (which reloads it under a
    /// new name each time), the module is `Live_<Name>_<n>`.
    ///
    /// `emitsModule`: false for a module nothing imports (a statement line typed at the shell's
    /// prompt): no `.swiftmodule` is written, which saves about 0.1 s.
    public func compile(_ path: URL, moduleName: String? = nil, emitsModule: Bool = true) throws -> Product {
        let files = try LiveCompiler.sources(at: path)
        let key = try contentKey(files)
        if var hit = cache[key], FileManager.default.fileExists(atPath: hit.library.path) {
            hit.cached = true
            hit.seconds = 0
            return hit
        }
        version += 1
        let module = moduleName.flatMap(claim) ?? "Live_\(LiveCompiler.moduleStem(path))_\(version)"
        let library = outputDirectory.appendingPathComponent("lib\(module).so")
        let copies = try bridgedCopies(of: files, module: module)
        // The module interface goes next to the library (`-enable-testing`: internal declarations
        // too), so that lines compiled at the shell's prompt can `@testable import` it.
        // `-wmo`: one frontend job for the module instead of one per file plus a module merge —
        // half the time of a line typed at the prompt (1.18 → 0.67 s measured, see Benchmarks/README.md).
        let moduleOutput = emitsModule
            ? ["-emit-module", "-emit-module-path", outputDirectory.appendingPathComponent("\(module).swiftmodule").path, "-enable-testing"] : []
        let arguments = ["-emit-library", "-module-name", module, "-swift-version", "5", "-Onone", "-wmo", "-parse-as-library",
                         "-diagnostic-style", "llvm", "-suppress-warnings", "-gline-tables-only", "-continue-building-after-errors", "-o", library.path]
            + moduleOutput + ["-I", outputDirectory.path]
            + toolchain.linkerFlags
            + toolchain.importFlags
            + ["-Xlinker", "--allow-shlib-undefined"]
            + copies.map(\.path)
        let started = Date()
        var result = try LiveCompiler.run(toolchain.swiftc, arguments)
        var repairs = 0
        while result.status != 0, repairs < 2, let bindings = copies.last, try repairShellBindings(bindings, stderr: result.stderr) {
            repairs += 1
            result = try LiveCompiler.run(toolchain.swiftc, arguments)
        }
        let seconds = Date().timeIntervalSince(started)
        guard result.status == 0, FileManager.default.fileExists(atPath: library.path) else {
            throw LiveError(CompilerDiagnostics.errors(in: result.stderr, ignoring: LiveCompiler.shellBindingsFile))
        }
        let product = Product(library: library, moduleName: module, sources: files, seconds: seconds, cached: false)
        cache[key] = product
        return product
    }

    /// `name` if it is a module name no module of ViewLab and no earlier compile has used
    /// (recording it as used); nil otherwise.
    private func claim(_ name: String) -> String? {
        let identifier = name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }
            && !(name.first?.isNumber ?? true) && !name.hasPrefix("Live_")
        let modules = toolchain.products.appendingPathComponent("Modules/\(name).swiftmodule")
        guard identifier, !claimedNames.contains(name), !FileManager.default.fileExists(atPath: modules.path) else { return nil }
        claimedNames.insert(name)
        return name
    }

    /// Writes the bridged copies of `files` (and the selector registration file) into a folder
    /// of their own; throws the bridge's errors (`file:line:1: error: …`).
    func bridgedCopies(of files: [URL], module: String) throws -> [URL] {
        let sources = try files.map { file -> BridgedFile in
            guard let data = FileManager.default.contents(atPath: file.path) else { throw LiveError("cannot read \(file.path)") }
            return BridgedFile(path: file.path, text: String(decoding: data, as: UTF8.self))
        }
        let output = SourceBridge.bridge(sources, superclassFamily: UIKitClassFamily.of, requiredInit: UIKitClassFamily.requiredInitializer)
        guard output.diagnostics.isEmpty else { throw LiveError(output.diagnostics.map(\.description).joined(separator: "\n")) }
        let folder = outputDirectory.appendingPathComponent("\(module)-bridged", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var copies: [URL] = []
            for (number, file) in output.files.enumerated() {
                // Same base name as the user's file (`#fileID`, and so preview ids, use it), one
                // folder per file as two folders of a module may hold files with the same name.
                let place = folder.appendingPathComponent("\(number)", isDirectory: true)
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
                let copy = place.appendingPathComponent(URL(fileURLWithPath: file.path).lastPathComponent)
                try Data(file.compiledText.utf8).write(to: copy)
                copies.append(copy)
            }
            let registration = folder.appendingPathComponent("ViewLabSelectorRegistration.swift")
            try Data(output.registration.utf8).write(to: registration)
            let bindings = folder.appendingPathComponent(LiveCompiler.shellBindingsFile)
            try Data(output.shellBindings.utf8).write(to: bindings)
            return copies + [registration, bindings]
        } catch {
            throw LiveError("cannot write the bridged copies into \(folder.path): \(error.localizedDescription)")
        }
    }

    private func contentKey(_ files: [URL]) throws -> String {
        var hasher = ContentHash()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { throw LiveError("cannot read \(file.path)") }
            hasher.add(Array(file.path.utf8))
            hasher.add(Array(data))
        }
        return hasher.hex
    }

    /// Runs a tool, collecting its standard error (and discarding its output).
    static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw LiveError("cannot run \(tool.path): \(error.localizedDescription)") }
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// FNV-1a over 64 bits, twice (two seeds): a content key for the compile cache.
struct ContentHash {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        a = (a ^ 0xff) &* 0x100_0000_01b3
    }

    var hex: String { String(a, radix: 16) + String(b, radix: 16) }
}
