import Foundation
import ViewLabLive

/// The library targets of a SwiftPM package as its `Package.swift` declares them, read with
/// `swift package dump-package` (SwiftPM evaluates the manifest; the JSON is cached by SwiftPM,
/// about 0.1 s after the first time).
///
/// SwiftPM's rules, followed here: a target's folder is its `path`, or `<name>` under the first
/// of the predefined source folders `Sources`, `Source`, `src`, `srcs` that holds it; `exclude`
/// paths are relative to the target's folder; `sources`, when given, lists the only files and
/// folders compiled; `resources` are relative to it too (SwiftPM documentation, *Target*: `path`,
/// `exclude`, `sources`, `resources`).
/// Targets come in dependency order, so a target that imports another of the package is compiled
/// after it.
struct PackageManifest {
    struct Target: Equatable {
        var name: String
        var folder: URL
        var excluded: [URL]
        /// The package's own targets this one depends on.
        var dependencies: [String]
        /// Its `resources:` (`.process`, `.copy`), paths absolute.
        var resources: [TargetBundle.Resource] = []
    }

    var targets: [Target]
    /// Products of other packages the library targets depend on (not ViewLab's): they cannot be
    /// compiled here, and a target that imports one reports it.
    var foreignProducts: [String]

    /// SwiftPM's predefined folders for a target without a `path`.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]
    /// The products ViewLab's package vends (and modules live code compiles against).
    static let viewLabProducts: Set<String> = ["UIKit", "Previews", "ViewLabTesting"]

    /// Reads the manifest of `package` with the `swift` next to `swiftc`.
    static func read(_ package: URL, swift: URL) throws -> PackageManifest {
        let process = Process()
        process.executableURL = swift
        process.arguments = ["package", "dump-package", "--package-path", package.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let first =
                message.split(separator: "\n").first { $0.contains("error") } ?? message.split(separator: "\n").first
                ?? "swift package dump-package failed"
            throw CLIError.failed(
                "--package \(package.path): cannot read Package.swift: \(first.trimmingCharacters(in: .whitespaces))")
        }
        return try parse(data, package: package)
    }

    /// The manifest from `dump-package`'s JSON.
    static func parse(_ json: Data, package: URL) throws -> PackageManifest {
        guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let entries = root["targets"] as? [[String: Any]]
        else {
            throw CLIError.failed("--package \(package.path): swift package dump-package gave no targets")
        }
        let libraries = entries.filter { ($0["type"] as? String) == "regular" }
        let names = Set(libraries.compactMap { $0["name"] as? String })
        var targets: [Target] = [], foreign: [String] = []
        for entry in libraries {
            guard let name = entry["name"] as? String else { continue }
            let folder =
                (entry["path"] as? String).map { package.appendingPathComponent($0) }
                ?? sourceFolders.lazy.map { package.appendingPathComponent($0).appendingPathComponent(name) }
                .first { FileManager.default.fileExists(atPath: $0.path) }
                ?? package.appendingPathComponent("Sources").appendingPathComponent(name)
            var excluded = ((entry["exclude"] as? [String]) ?? []).map { folder.appendingPathComponent($0) }
            if let sources = entry["sources"] as? [String] {
                excluded += unlisted(
                    in: folder, keeping: sources.map { folder.appendingPathComponent($0).standardizedFileURL.path })
            }
            var dependencies: [String] = []
            for dependency in (entry["dependencies"] as? [[String: Any]]) ?? [] {
                for (kind, value) in dependency {
                    guard let dependencyName = (value as? [Any])?.first as? String else { continue }
                    if kind != "product", names.contains(dependencyName) {
                        dependencies.append(dependencyName)
                    } else if !viewLabProducts.contains(dependencyName) {
                        foreign.append(dependencyName)
                    }
                }
            }
            targets.append(
                Target(
                    name: name, folder: folder, excluded: excluded, dependencies: dependencies,
                    resources: resources(entry["resources"], in: folder)))
        }
        return PackageManifest(targets: ordered(targets), foreignProducts: foreign)
    }

    /// A target's `resources` from `dump-package` (`{"path": "Images", "rule": {"process": {}}}`;
    /// `localization` and `embedInCode` rules count as `.process`).
    static func resources(_ json: Any?, in folder: URL) -> [TargetBundle.Resource] {
        ((json as? [[String: Any]]) ?? []).compactMap { entry in
            guard let path = entry["path"] as? String else { return nil }
            let rule: TargetBundle.Resource.Rule = (entry["rule"] as? [String: Any])?["copy"] != nil ? .copy : .process
            return TargetBundle.Resource(path: folder.appendingPathComponent(path).standardizedFileURL, rule: rule)
        }
    }

    /// The `.swift` files under `folder` that none of `kept` (files or folders) covers.
    private static func unlisted(in folder: URL, keeping kept: [String]) -> [URL] {
        let files =
            (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }.map(\.standardizedFileURL)
        return files.filter { file in !kept.contains { file.path == $0 || file.path.hasPrefix($0 + "/") } }
    }

    /// `targets` with every target after the package's targets it depends on (declaration order
    /// otherwise; a cycle, which SwiftPM rejects anyway, keeps declaration order).
    static func ordered(_ targets: [Target]) -> [Target] {
        var done: [Target] = [], pending = targets
        while !pending.isEmpty {
            let ready =
                pending.firstIndex { target in
                    target.dependencies.allSatisfy { name in done.contains { $0.name == name } }
                } ?? 0
            done.append(pending.remove(at: ready))
        }
        return done
    }
}
