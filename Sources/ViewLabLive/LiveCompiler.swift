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
        /// The module's name in source: what `import` says and what `#fileID` — so the Swift
        /// runtime's own trap message — starts with (`Boom/Boom.swift:6: Fatal error: …`).
        public var moduleName: String
        /// The name its symbols and library carry (`Live_Boom_2`), unique to this version; the
        /// same as `moduleName` for a package target.
        public var abiName: String
        /// The folder of its `.swiftmodule` when that is not the compiler's output folder (every
        /// version of a loaded file has the same module name, so each has a folder of its own).
        public var moduleFolder: URL?
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
    /// The source each loaded file's module name stands for (`Boom` → `/work/Boom.swift`): two
    /// files with one stem cannot both be imported by a prompt line under that name.
    private var stemOwners: [String: String] = [:]
    /// Content hash of the sources → the library built from them.
    private var cache: [String: Product] = [:]
    /// Texts compiled instead of what a file holds now, by path: a shell rebuilt after a saved
    /// version trapped while the prompt waited loads the version before that save (the user's
    /// file is never written).
    public var sourceOverrides: [String: String] = [:]

    public init(toolchain: LiveToolchain, outputDirectory: URL? = nil) throws {
        self.toolchain = toolchain
        let dir =
            outputDirectory
            ?? FileManager.default.temporaryDirectory
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
    public static func sources(at path: URL, excluding excluded: [URL] = []) throws -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
            throw LiveError("no such file or folder: \(path.path)")
        }
        guard isFolder.boolValue else {
            guard path.pathExtension == "swift" else {
                throw LiveError("\(path.lastPathComponent) is not a .swift file")
            }
            return [path.standardizedFileURL]
        }
        let walker = FileManager.default.enumerator(at: path, includingPropertiesForKeys: nil)
        let skipped = excluded.map { $0.standardizedFileURL.path }
        let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .map(\.standardizedFileURL).sorted { $0.path < $1.path }
            .filter { file in !skipped.contains { file.path == $0 || file.path.hasPrefix($0 + "/") } }
        guard !files.isEmpty else { throw LiveError("no .swift files in \(path.path)") }
        return files
    }

    /// A module-name-safe version of a file or folder name (`my-ring.swift` → `my_ring`).
    static func moduleStem(_ path: URL) -> String {
        let base =
            path.pathExtension == "swift" ? path.deletingPathExtension().lastPathComponent : path.lastPathComponent
        let stem = String(
            base.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_")
                    ? Character(scalar) : "_"
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
    /// ViewLab has it; otherwise the module is `Live_<Name>_<n>`. A source loaded in the shell is
    /// reloaded under a new name each time, so there that unique name is only the ABI name
    /// (`-module-abi-name`: symbols, library, `String(reflecting:)`) and the module is named
    /// after the file (`Boom`), which is what `#fileID` and the runtime's trap message say.
    ///
    /// `searchPaths`: module folders of loaded files a prompt line imports (`Product.moduleFolder`).
    ///
    /// `emitsModule`: false for a module nothing imports (a statement line typed at the shell's
    /// prompt): no `.swiftmodule` is written, which saves about 0.1 s.
    ///
    /// `excluding`: files and folders under `path` that are not compiled (a SwiftPM target's `exclude`).
    ///
    /// `target`: what a package target adds (its bundle, conditions and generated files).
    public func compile(
        _ path: URL, moduleName: String? = nil, emitsModule: Bool = true, excluding: [URL] = [],
        searchPaths: [URL] = [], target: TargetSettings = TargetSettings()
    ) throws -> Product {
        let files = try LiveCompiler.sources(at: path, excluding: excluding)
        let key = try contentKey(files, searchPaths: searchPaths) + target.key
        if var hit = cache[key], FileManager.default.fileExists(atPath: hit.library.path) {
            hit.cached = true
            hit.seconds = 0
            return hit
        }
        version += 1
        let claimed = moduleName.flatMap(claim)
        let module = claimed ?? "Live_\(LiveCompiler.moduleStem(path))_\(version)"
        let sourceName = claimed ?? (moduleName == nil ? stemName(for: path) : nil) ?? module
        let moduleFolder =
            sourceName == module ? nil : outputDirectory.appendingPathComponent("modules/\(module)", isDirectory: true)
        let library = (target.bundle?.folder ?? outputDirectory).appendingPathComponent("lib\(module).so")
        // The generated files first: the shell bindings file stays last (`repairShellBindings`).
        let copies =
            try target.writeGenerated(
                into: outputDirectory.appendingPathComponent("\(module)-generated", isDirectory: true))
            + bridgedCopies(of: files, module: module)
        // The module interface goes next to the library (`-enable-testing`: internal declarations
        // too), so that lines compiled at the shell's prompt can `@testable import` it.
        // `-wmo`: one frontend job for the module instead of one per file plus a module merge —
        // half the time of a line typed at the prompt (1.18 → 0.67 s measured, see Benchmarks/README.md).
        if let moduleFolder {
            try? FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
        }
        let modulePath = (moduleFolder ?? outputDirectory).appendingPathComponent("\(sourceName).swiftmodule")
        let moduleOutput = emitsModule ? ["-emit-module", "-emit-module-path", modulePath.path, "-enable-testing"] : []
        let names =
            sourceName == module ? ["-module-name", module] : ["-module-name", sourceName, "-module-abi-name", module]
        let arguments =
            ["-emit-library"] + names + [
                "-swift-version", "5", "-Onone", "-wmo", "-parse-as-library",
                "-diagnostic-style", "llvm", "-suppress-warnings", "-gline-tables-only",
                "-continue-building-after-errors", "-o", library.path,
            ]
            + moduleOutput + ["-I", outputDirectory.path] + searchPaths.flatMap { ["-I", $0.path] }
            + toolchain.linkerFlags
            + toolchain.importFlags + target.conditions.flatMap { ["-D", $0] }
            + ["-Xlinker", "--allow-shlib-undefined"]
            + copies.map(\.path)
        let started = Date()
        var result = try LiveCompiler.run(toolchain.swiftc, arguments)
        var repairs = 0
        while result.status != 0, repairs < 2, let bindings = copies.last,
            try repairShellBindings(bindings, stderr: result.stderr)
        {
            repairs += 1
            result = try LiveCompiler.run(toolchain.swiftc, arguments)
        }
        // Messages to `AnyObject` only the compiler can find: bridge again with them (the compiler
        // reports one error of an expression at a time, so a few rounds while it finds new ones).
        var messages: Set<AnyObjectLookupPass.Hint> = []
        for _ in 0..<4 where result.status != 0 {
            let found = AnyObjectLookupPass.hints(inCompilerErrors: result.stderr)
            guard !found.isSubset(of: messages) else { break }
            messages.formUnion(found)
            _ = try bridgedCopies(of: files, module: module, anyObjectMessages: messages)
            result = try LiveCompiler.run(toolchain.swiftc, arguments)
        }
        let seconds = Date().timeIntervalSince(started)
        guard result.status == 0, FileManager.default.fileExists(atPath: library.path) else {
            throw LiveError(CompilerDiagnostics.errors(in: result.stderr, ignoring: LiveCompiler.shellBindingsFile))
        }
        try target.bundle?.writeInfo(executable: library)
        let product = Product(
            library: library, moduleName: sourceName, abiName: module, moduleFolder: moduleFolder,
            sources: files, seconds: seconds, cached: false)
        cache[key] = product
        return product
    }

    /// `name` if it is a module name no module of ViewLab and no earlier compile has used
    /// (recording it as used); nil otherwise.
    private func claim(_ name: String) -> String? {
        let identifier =
            name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }
            && !(name.first?.isNumber ?? true) && !name.hasPrefix("Live_")
        let modules = toolchain.products.appendingPathComponent("Modules/\(name).swiftmodule")
        guard identifier, !claimedNames.contains(name), !FileManager.default.fileExists(atPath: modules.path) else {
            return nil
        }
        claimedNames.insert(name)
        return name
    }

    /// The module name of a file or folder loaded in the shell: its stem (`Boom.swift` → `Boom`),
    /// unless that is no identifier, a keyword, a module of ViewLab or the toolchain, or already
    /// stands for another source; nil then (the unique `Live_…` name is used).
    private func stemName(for path: URL) -> String? {
        let stem = LiveCompiler.moduleStem(path)
        let source = path.standardizedFileURL.path
        let toolchainModules = toolchain.swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/linux", isDirectory: true)
        let taken =
            ["\(stem).swiftmodule", "\(stem).swiftinterface"].contains {
                FileManager.default.fileExists(atPath: toolchainModules.appendingPathComponent($0).path)
            }
            || FileManager.default.fileExists(
                atPath: toolchain.products.appendingPathComponent("Modules/\(stem).swiftmodule").path)
        guard !(stem.first?.isNumber ?? true), !stem.hasPrefix("Live_"),
            !LiveCompiler.reservedModuleNames.contains(stem), !taken,
            stemOwners[stem].map({ $0 == source }) ?? true
        else { return nil }
        stemOwners[stem] = source
        return stem
    }

    /// Names no loaded file's module may take: Swift's keywords, `main`, and modules every
    /// prompt line imports or the system provides without a `.swiftmodule` in the toolchain's folder.
    static let reservedModuleNames: Set<String> = [
        "main", "Swift", "Foundation", "Glibc", "SwiftGlibc", "Dispatch", "XCTest", "Testing", "CoreFoundation",
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Writes the bridged copies of `files` (and the selector registration file) into a folder
    /// of their own; throws the bridge's errors (`file:line:1: error: …`).
    func bridgedCopies(
        of files: [URL], module: String, anyObjectMessages: Set<AnyObjectLookupPass.Hint> = []
    ) throws -> [URL] {
        let sources = try files.map { file -> BridgedFile in
            BridgedFile(path: file.path, text: String(decoding: try contents(of: file), as: UTF8.self))
        }
        let output = SourceBridge.bridge(
            sources, superclassFamily: UIKitClassFamily.of, requiredInit: UIKitClassFamily.requiredInitializer,
            anyObjectMessages: anyObjectMessages)
        guard output.diagnostics.isEmpty else {
            throw LiveError(output.diagnostics.map(\.description).joined(separator: "\n"))
        }
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

    /// The sources' paths and texts, and the module folders they are compiled against (a prompt
    /// line compiled again after a reload imports the new version under the same name).
    private func contentKey(_ files: [URL], searchPaths: [URL]) throws -> String {
        var hasher = ContentHash()
        for folder in searchPaths { hasher.add(Array(folder.path.utf8)) }
        for file in files {
            hasher.add(Array(file.path.utf8))
            hasher.add(Array(try contents(of: file)))
        }
        return hasher.hex
    }

    /// The text compiled for `file`: its override, or what it holds.
    private func contents(of file: URL) throws -> Data {
        if let text = sourceOverrides[file.path] { return Data(text.utf8) }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw LiveError("cannot read \(file.path)")
        }
        return data
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
