import Foundation
import Previews
import ViewLabLive
import ViewLabRender

/// `viewlab export --package PATH`: the previews of another SwiftPM package that uses the
/// `Previews` product. Each folder `Sources/<Target>/` of the package is compiled with
/// `LiveCompiler` into one library (its `.swift` files, as `:load FOLDER` does) and loaded; the
/// export then renders only those previews, and its worker processes load the same libraries.
///
/// Supported: targets that import only ViewLab's modules (UIKit, Previews, CoreGraphics…) and
/// Foundation — no other package dependencies, no imports between the package's own targets,
/// no resources. Executable targets (with a `main.swift`) are skipped.
enum PackageExport {
    static func load(_ package: URL, into options: inout ExportOptions) throws -> [PreviewDescriptor] {
        let manifest = package.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw CLIError.usage("--package \(package.path): no Package.swift there")
        }
        let sources = package.appendingPathComponent("Sources")
        let targets = ((try? FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .filter { !FileManager.default.fileExists(atPath: $0.appendingPathComponent("main.swift").path) }
            .sorted { $0.path < $1.path }
        guard !targets.isEmpty else { throw CLIError.failed("--package \(package.path): no library targets under Sources/") }
        let session: LiveSession
        do { session = try LiveSession.shared() } catch { throw CLIError.failed("--package: \(error)") }
        var previews: [PreviewDescriptor] = []
        for target in targets {
            do {
                let update = try session.load(target)
                FileHandle.standardError.write(Data("viewlab: \(update.summary.replacingOccurrences(of: "compiled \(target.lastPathComponent)", with: "compiled target \(target.lastPathComponent)"))\n".utf8))
                previews += update.previews
                options.libraries.append(update.product.library.path)
            } catch let error as LiveError {
                throw CLIError.failed("target \(target.lastPathComponent) of \(package.path) did not compile:\n\(error.message)")
            }
        }
        return previews
    }

    /// `viewlab export-worker`, able to load `ExportOptions.libraries`.
    static func serveWorker() -> Int32 {
        ExportWorker.libraryLoader = { library in
            _ = try LiveLoader.load(library, sourceKey: library.path)
        }
        return ExportWorker.serve()
    }
}
