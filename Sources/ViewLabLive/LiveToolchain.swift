import Foundation

/// Where live compilation finds its tools and modules: the toolchain's `swiftc`, the build
/// products folder of the running `viewlab` (its `Modules/` and the `#Preview` macro plugin) and
/// the C module flags SwiftPM used to build this package (read from its build manifest).
public struct LiveToolchain {
    /// The `swiftc` driver.
    public var swiftc: URL
    /// The build products folder (`.build/<triple>/debug`), holding `Modules/`.
    public var products: URL
    /// Flags that make this package's modules importable: `-I Modules`, C module maps and header
    /// search paths, the module cache and the macro plugin.
    public var importFlags: [String]

    /// `-use-ld=lld` when the toolchain ships `ld.lld` next to `swiftc`: linking a live library
    /// takes about 0.1 s less than with the system's gold linker (measured on a prompt line).
    public var linkerFlags: [String] {
        FileManager.default.isExecutableFile(
            atPath: swiftc.deletingLastPathComponent().appendingPathComponent("ld.lld").path) ? ["-use-ld=lld"] : []
    }

    public init(swiftc: URL, products: URL, importFlags: [String]) {
        self.swiftc = swiftc
        self.products = products
        self.importFlags = importFlags
    }

    // MARK: - Discovery

    /// The toolchain of the running process: `swiftc` from `$VIEWLAB_SWIFTC` or next to the
    /// `swift` on `PATH` (symlinks resolved); products from `$VIEWLAB_PRODUCTS` or the folder of
    /// the running executable.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> LiveToolchain
    {
        let swiftc = try findSwiftc(environment: environment)
        let products = try findProducts(environment: environment)
        return LiveToolchain(swiftc: swiftc, products: products, importFlags: importFlags(products: products))
    }

    /// The `swift` driver next to the toolchain's `swiftc` (see `current`), for `swift test` and
    /// `swift package dump-package`; when `$VIEWLAB_SWIFTC` names a wrapper with no `swift` beside
    /// it, the `swift` on `PATH`.
    public static func swiftDriver(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let swift = try findSwiftc(environment: environment).deletingLastPathComponent().appendingPathComponent("swift")
        if FileManager.default.isExecutableFile(atPath: swift.path) { return swift }
        for dir in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw LiveError("cannot find the swift driver next to swiftc (\(swift.path)) or on PATH")
    }

    static func findSwiftc(environment: [String: String]) throws -> URL {
        let files = FileManager.default
        if let explicit = environment["VIEWLAB_SWIFTC"] {
            guard files.isExecutableFile(atPath: explicit) else {
                throw LiveError("VIEWLAB_SWIFTC=\(explicit) is not an executable")
            }
            return URL(fileURLWithPath: explicit)
        }
        for dir in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
            guard files.isExecutableFile(atPath: swift.path) else { continue }
            let swiftc = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swiftc")
            if files.isExecutableFile(atPath: swiftc.path) { return swiftc }
        }
        throw LiveError("cannot find swiftc: put the Swift toolchain's bin folder on PATH or set VIEWLAB_SWIFTC")
    }

    static func findProducts(environment: [String: String]) throws -> URL {
        var candidates: [URL] = []
        // Symlinks resolved: SwiftPM's `.build/debug` is a link, and the manifest is found from the
        // real `.build/<triple>/debug`.
        if let explicit = environment["VIEWLAB_PRODUCTS"] {
            candidates.append(URL(fileURLWithPath: explicit).resolvingSymlinksInPath())
        }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        // An xctest bundle (tests) lives in the products folder too.
        while dir.pathExtension == "xctest" { dir = dir.deletingLastPathComponent() }
        candidates.append(dir)
        for candidate in candidates
        where FileManager.default.fileExists(
            atPath: candidate.appendingPathComponent("Modules/Previews.swiftmodule").path)
        {
            return candidate
        }
        throw LiveError(
            "cannot find the built ViewLab modules next to \(exe.path) (expected Modules/Previews.swiftmodule; set VIEWLAB_PRODUCTS)"
        )
    }

    // MARK: - Flags

    /// `-I Modules`, the macro plugin, and the C module flags: from `live-flags` in an installed
    /// products folder (`make install`), else from SwiftPM's manifest (`.build/<config>.yaml`, the
    /// command that builds `ViewLabRender`), or — without either — the generated module maps found
    /// in the products folder.
    static func importFlags(products: URL) -> [String] {
        let modules = products.appendingPathComponent("Modules").path
        let installed = products.appendingPathComponent("live-flags")
        let isInstalled = FileManager.default.fileExists(atPath: installed.path)
        // An installed products folder may not be writable: its module cache lives in the user's.
        let cache =
            isInstalled
            ? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/viewlab/ModuleCache")
            : products.appendingPathComponent("ModuleCache")
        var flags = ["-I", modules, "-module-cache-path", cache.path]
        let plugin = products.appendingPathComponent("PreviewMacros-tool")
        if FileManager.default.isExecutableFile(atPath: plugin.path) {
            flags += ["-load-plugin-executable", plugin.path + "#PreviewMacros"]
        }
        let manifest = products.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(products.lastPathComponent + ".yaml")
        if let text = try? String(contentsOf: installed, encoding: .utf8) {
            // An installed viewlab (Scripts/install.sh): one flag a line, `@/` = the products folder.
            flags += text.split(separator: "\n").map { $0.replacingOccurrences(of: "@/", with: products.path + "/") }
        } else if let text = try? String(contentsOf: manifest, encoding: .utf8),
            let args = moduleArguments(in: text, module: "ViewLabRender", modules: modules)
        {
            flags += cFlags(from: args)
        } else if let entries = try? FileManager.default.contentsOfDirectory(atPath: products.path) {
            for entry in entries.sorted() where entry.hasSuffix(".build") {
                let map = products.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
                if FileManager.default.fileExists(atPath: map.path) {
                    flags += ["-Xcc", "-fmodule-map-file=" + map.path]
                }
            }
        }
        return flags
    }

    /// The `args: [...]` of the manifest command compiling `module` into `modules`.
    static func moduleArguments(in manifest: String, module: String, modules: String) -> [String]? {
        for line in manifest.split(separator: "\n")
        where line.contains("\"-module-name\",\"\(module)\"") && line.contains("\"\(modules)\"") {
            guard let start = line.firstIndex(of: "[") else { continue }
            if let data = String(line[start...]).data(using: .utf8),
                let args = try? JSONDecoder().decode([String].self, from: data)
            {
                return args
            }
        }
        return nil
    }

    /// The C-module parts of a swiftc command: `-Xcc X` pairs and joined `-I/path` search paths.
    static func cFlags(from args: [String]) -> [String] {
        var out: [String] = []
        var index = 0
        while index < args.count {
            let arg = args[index]
            if arg == "-Xcc", index + 1 < args.count {
                if args[index + 1] != "-g" { out += ["-Xcc", args[index + 1]] }
                index += 2
                continue
            }
            if arg.hasPrefix("-I"), arg.count > 2 { out.append(arg) }
            index += 1
        }
        return out
    }
}
