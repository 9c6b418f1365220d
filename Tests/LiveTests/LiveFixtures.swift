import Foundation
import TestSupport
import ViewLabLive

/// Sources for the live-editing tests.
enum LiveFixtures {
    /// A one-file component: a filled circle of `color` on white, 100×100 pt, with a named preview
    /// (`MyRing/Ring`) and an unnamed one.
    static func ring(color: String) -> String {
        """
        import UIKit
        import Previews

        final class MyRing: UIView {
            var color: UIColor = .\(color)
            override func draw(_ rect: CGRect) {
                color.setFill()
                UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
            }
        }

        #Preview("Ring", traits: .fixedLayout(width: 100, height: 100)) {
            let ring = MyRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            ring.backgroundColor = .white
            return ring
        }

        #Preview(traits: .fixedLayout(width: 60, height: 60)) {
            MyRing(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        }

        """
    }

    /// A file whose line 3 has an error at column 5 (`undefinedThing`).
    static let broken = """
        import UIKit
        func f() {
            undefinedThing()
        }

        """

    /// Writes `text` to `name` in `directory`, with a fresh modification time.
    @discardableResult
    static func write(_ text: String, to name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Writes a SwiftPM package into a new temporary folder (prefix `prefix`): `Package.swift`
    /// declaring a package `name` with one target per key of `targets`, and each target's files
    /// (name → text) in `Sources/<target>/`. Returns the package's folder.
    static func package(_ prefix: String, name: String, targets: [String: [String: String]]) throws -> URL {
        let package = try ViewLabBinary.temporaryDirectory(prefix)
        let declarations = targets.keys.sorted().map { ".target(name: \"\($0)\")" }.joined(separator: ", ")
        try write(
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [\(declarations)])\n",
            to: "Package.swift", in: package)
        for (target, sources) in targets {
            let folder = package.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (file, text) in sources { try write(text, to: file, in: folder) }
        }
        return package
    }

    /// A fixture package of `targets` (see `package`), exported with the real
    /// `viewlab export --package … --jobs 1` into a new folder: that folder and the command's result.
    static func export(
        package packagePrefix: String, out outPrefix: String, name: String,
        targets: [String: [String: String]]
    ) throws -> (out: URL, result: ViewLabBinary.Result) {
        let package = try package(packagePrefix, name: name, targets: targets)
        let out = try ViewLabBinary.temporaryDirectory(outPrefix)
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1"], in: package)
        return (out, result)
    }

    /// Runs `viewlab` in script mode: `:load path`, builds `construct` into a view added to
    /// `root`, and `:export`s it to `png`.
    static func loadAndExport(_ path: URL, construct: String, to png: URL) throws -> ViewLabBinary.Result {
        let script = ":load \(path.path)\nlet view = \(construct)\nroot.addSubview(view)\n:export view \(png.path)\n"
        return try ViewLabBinary.run([], input: script)
    }

    /// A compiler writing into a fresh temporary folder.
    static func compiler() throws -> LiveCompiler {
        try LiveCompiler(toolchain: .current(), outputDirectory: ViewLabBinary.temporaryDirectory("viewlab-live"))
    }

    /// One library with the ring fixture, compiled once for the tests that only read it.
    nonisolated(unsafe) private static var ringLibrary: URL?
    static func compiledRing() throws -> URL {
        if let ringLibrary { return ringLibrary }
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-src")
        let source = try write(ring(color: "systemRed"), to: "MyRing.swift", in: dir)
        let library = try compiler().compile(source).library
        ringLibrary = library
        return library
    }
}
