import Foundation
import Previews
import ViewLabLive
import ViewLabRender

/// `--package PATH` (`PreviewSource`: `list`, `render`, `export`, `verify`, `audit`): the
/// previews of another SwiftPM package that uses the `Previews` product. Each library target its
/// manifest declares (``PackageManifest``: `path`, `exclude` and `sources` as SwiftPM reads them)
/// is compiled with `LiveCompiler` (through the source bridge) into one library, as the module of
/// the target's name, in dependency order, and loaded; the command then reads only those previews, and export
/// worker processes load the same libraries.
///
/// A bad package does not stop the export: targets compile independently, and a target that does
/// not compile is reported with its first errors while the others are exported. No preview body
/// runs in this process — loading only registers the previews, and they are built in worker
/// processes (at least one, whatever `--jobs` says), so a preview that traps is reported like any
/// failed preview.
///
/// Each target is compiled as SwiftPM compiles it (`SWIFT_PACKAGE` defined) into a bundle of its
/// own with its resources (``TargetBundle``: `<Target>.framework`, what `Bundle(for:)` of its
/// classes and its generated `Bundle.module` answer), so images, XIBs, asset catalogs and
/// `.bundle` folders load as on iOS.
///
/// Supported: targets that import ViewLab's modules (UIKit, Previews, CoreGraphics…), Foundation
/// and the package's own targets — no other packages' products. Executable, test, macro and
/// plugin targets are skipped.
enum PackageExport {
    /// What loading a package gave.
    struct Loaded {
        var previews: [PreviewDescriptor] = []
        /// The names of the targets that did not compile.
        var failedTargets: [String] = []
        /// Each preview's code key (`ExportKeys.sources`): the hash of its target's files (code and resources).
        var sourceKeys: [String: String] = [:]
        /// The compiled libraries, for export worker processes to load.
        var libraries: [String] = []
    }

    /// How many lines of a target's compiler errors are shown.
    static let errorLines = 12

    static func load(_ package: URL) throws -> Loaded {
        let manifestFile = package.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifestFile.path) else {
            throw CLIError.usage("--package \(package.path): no Package.swift there")
        }
        let session: LiveSession
        do { session = try LiveSession.shared() } catch { throw CLIError.failed("--package: \(error)") }
        let swift: URL
        do { swift = try LiveToolchain.swiftDriver() } catch { throw CLIError.failed("--package: \(error)") }
        let manifest = try PackageManifest.read(package, swift: swift)
        let targets = manifest.targets.filter { target in
            (try? LiveCompiler.sources(at: target.folder, excluding: target.excluded)).map { !$0.isEmpty } ?? false
        }
        guard !targets.isEmpty else {
            throw CLIError.failed("--package \(package.path): no library target with Swift sources")
        }
        if !manifest.foreignProducts.isEmpty {
            report(
                "--package compiles only the package's own targets and ViewLab's products; "
                    + "not available here: \(Array(Set(manifest.foreignProducts)).sorted().joined(separator: ", "))")
        }
        var loaded = Loaded()
        for target in targets {
            let compile: LiveCompiler.TargetSettings
            do {
                compile = try settings(of: target, in: session)
            } catch let error as LiveError {
                loaded.failedTargets.append(target.name)
                report("target \(target.name): \(error.message); its previews are skipped")
                continue
            }
            do {
                let update = try session.load(
                    target.folder, moduleName: target.name, excluding: target.excluded, target: compile)
                report(
                    update.summary.replacingOccurrences(
                        of: "compiled \(target.folder.lastPathComponent)", with: "compiled target \(target.name)"))
                loaded.previews += update.previews
                let key = sourceKey(of: target.folder)
                update.previews.forEach { loaded.sourceKeys[$0.id] = key }
                loaded.libraries.append(update.product.library.path)
            } catch let error as LiveError {
                loaded.failedTargets.append(target.name)
                let lines = error.message.split(separator: "\n", omittingEmptySubsequences: false)
                let more = lines.count > errorLines ? "\n  … (\(lines.count - errorLines) more lines)" : ""
                report(
                    "target \(target.name) did not compile; its previews are skipped:\n"
                        + lines.prefix(errorLines).map { "  " + $0 }.joined(separator: "\n") + more)
            }
        }
        guard loaded.failedTargets.count < targets.count else {
            throw CLIError.failed("--package \(package.path): no target compiled")
        }
        return loaded
    }

    /// The target's bundle (in the session's output folder) with its resources copied in, and
    /// the compile settings SwiftPM would use for it.
    static func settings(of target: PackageManifest.Target, in session: LiveSession) throws
        -> LiveCompiler.TargetSettings
    {
        let bundle = TargetBundle(
            target: target.name,
            in: session.compiler.outputDirectory.appendingPathComponent("bundles", isDirectory: true))
        let resources = TargetBundle.resources(
            declared: target.resources, in: target.folder, excluding: target.excluded)
        try bundle.assemble(resources)
        return .package(bundle: bundle, hasResources: !resources.isEmpty)
    }

    /// The hash of a target's files: every file under its folder (code and resources), by
    /// relative path and contents. A preview may use any type or resource of its target, so a
    /// change to any file of the target re-renders all of its previews (and only those).
    static func sourceKey(of target: URL) -> String {
        var hash = StableHash()
        let files = (FileManager.default.enumerator(atPath: target.path)?.compactMap { $0 as? String } ?? [])
            .filter {
                (try? target.appendingPathComponent($0).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile)
                    == true
            }.sorted()
        for file in files {
            hash.add(file)
            hash.add(FileManager.default.contents(atPath: target.appendingPathComponent(file).path) ?? Data())
        }
        return hash.hex
    }

    static func report(_ line: String) {
        FileHandle.standardError.write(Data("viewlab: \(line)\n".utf8))
    }
}
