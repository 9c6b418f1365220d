import Foundation
import SourceBridge

/// `viewlab test --package PATH`: a copy of a SwiftPM package whose Swift files went through the
/// source bridge, so code written for UIKit on Apple platforms (`@objc`, `#selector`, optional
/// protocol requirements…) builds and runs its tests on Linux. The user's files are never
/// modified.
///
/// The copy lives in `PATH/.build/viewlab-bridged/<package folder name>/` (same folder name, so
/// SwiftPM sees the same package): each target folder of `Sources/` and `Tests/` is bridged as one
/// module — every `.swift` file (`X.bridged.swift` in the copy) mapped line for line onto the original with `#sourceLocation`, so
/// diagnostics, `#filePath` (snapshot references next to the test file) and test failures name
/// the user's files — plus one file that registers the module's selector tables through a
/// `viewlab_selectors` section record. Other files (resources) are copied; `Package.swift`
/// (and `Package.resolved`) are copied with relative `.package(path:)` dependencies made absolute.
/// A file whose bridged text is unchanged is not rewritten, so SwiftPM rebuilds only what changed.
///
/// Supported: SwiftPM's standard layout (targets in `Sources/<Target>` and `Tests/<Target>`); a
/// target with a custom `path:` elsewhere is not bridged.
public struct BridgedPackage {
    /// The user's package.
    public let package: URL
    /// The bridged copy.
    public let copy: URL

    public init(package: URL) {
        self.package = package.standardizedFileURL
        copy = self.package.appendingPathComponent(".build/viewlab-bridged", isDirectory: true)
            .appendingPathComponent(self.package.lastPathComponent, isDirectory: true)
    }

    /// What bridging did.
    public struct Summary {
        /// Target folders bridged (`Sources/Card`, `Tests/CardTests`).
        public var targets: [String] = []
        /// Files written this time (new or changed).
        public var written = 0
    }

    /// Writes the bridged copy. Throws `LiveError` with the bridge's diagnostics (`file:line:1:
    /// error: …`, the user's file) when a construct cannot be rewritten.
    public func update() throws -> Summary {
        let files = FileManager.default
        guard files.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw LiveError("\(package.path): no Package.swift there")
        }
        var summary = Summary()
        var produced = Set<String>()
        for group in ["Sources", "Tests"] {
            for target in Self.folders(in: package.appendingPathComponent(group)) {
                summary.targets.append("\(group)/\(target.lastPathComponent)")
                summary.written += try bridge(target, as: "\(group)/\(target.lastPathComponent)", produced: &produced)
            }
        }
        for name in ["Package.swift", "Package.resolved"] {
            let original = package.appendingPathComponent(name)
            guard let data = files.contents(atPath: original.path) else { continue }
            let text =
                name == "Package.swift"
                ? absolutePackagePaths(String(decoding: data, as: UTF8.self)) : String(decoding: data, as: UTF8.self)
            summary.written += try write(Data(text.utf8), to: name, produced: &produced)
        }
        try removeStale(keeping: produced)
        return summary
    }

    // MARK: - Targets

    /// Bridges one target folder into the copy (relative path `place`).
    private func bridge(_ folder: URL, as place: String, produced: inout Set<String>) throws -> Int {
        var swiftFiles: [(relative: String, file: BridgedFile)] = []
        var written = 0
        for relative in Self.files(in: folder) {
            let url = folder.appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw LiveError("cannot read \(url.path)")
            }
            if url.pathExtension == "swift" {
                swiftFiles.append((relative, BridgedFile(path: url.path, text: String(decoding: data, as: UTF8.self))))
            } else {
                written += try write(data, to: "\(place)/\(relative)", produced: &produced)
            }
        }
        guard !swiftFiles.isEmpty else { return written }
        let output = SourceBridge.bridge(
            swiftFiles.map(\.file), superclassFamily: UIKitClassFamily.of,
            requiredInit: UIKitClassFamily.requiredInitializer, registration: .section)
        guard output.diagnostics.isEmpty else {
            throw LiveError(output.diagnostics.map(\.description).joined(separator: "\n"))
        }
        for (index, file) in output.files.enumerated() {
            written += try write(
                Data(file.compiledText.utf8), to: "\(place)/\(Self.copyName(swiftFiles[index].relative))",
                produced: &produced)
        }
        written += try write(
            Data(output.registration.utf8), to: "\(place)/\(Self.registrationFile)", produced: &produced)
        return written
    }

    /// The copy of `X.swift` is `X.bridged.swift`: a copy with the original's name would give
    /// its own lines (the header before `#sourceLocation`) the same `#fileID` as the user's file,
    /// which the compiler warns about for every file. `main.swift` keeps its name (top-level code).
    static func copyName(_ relative: String) -> String {
        guard relative.hasSuffix(".swift"), !(relative == "main.swift" || relative.hasSuffix("/main.swift")) else {
            return relative
        }
        return String(relative.dropLast(".swift".count)) + ".bridged.swift"
    }

    /// The generated registration file's name in each bridged target.
    static let registrationFile = "ViewLabBridgeRegistration.swift"

    /// `.package(path: "relative")` made absolute against the package folder.
    func absolutePackagePaths(_ manifest: String) -> String {
        let pattern = #"(\.package\s*\((?:\s*name\s*:\s*"[^"]*"\s*,)?\s*path\s*:\s*")([^"/][^"]*)(")"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return manifest }
        var result = manifest
        for match in regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).reversed() {
            guard let range = Range(match.range(at: 2), in: result) else { continue }
            let absolute = package.appendingPathComponent(String(result[range])).standardizedFileURL.path
            result.replaceSubrange(range, with: absolute)
        }
        return result
    }

    // MARK: - Files

    /// Immediate subfolders of `folder`, sorted.
    static func folders(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
            .filter {
                (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
                    && !$0.lastPathComponent.hasPrefix(".")
            }
            .sorted { $0.path < $1.path }
    }

    /// Every regular file under `folder` (relative paths, sorted), leaving out hidden files and the
    /// snapshot references (`__Snapshots__`, read from the user's folder through `#filePath`).
    static func files(in folder: URL) -> [String] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let root = folder.standardizedFileURL.path + "/"
        var out: [String] = []
        for case let url as URL in walker {
            if url.lastPathComponent == "__Snapshots__" { walker.skipDescendants(); continue }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            if path.hasPrefix(root) { out.append(String(path.dropFirst(root.count))) }
        }
        return out.sorted()
    }

    /// Writes `data` at `relative` in the copy unless it already holds exactly that (returns 1 when written).
    private func write(_ data: Data, to relative: String, produced: inout Set<String>) throws -> Int {
        produced.insert(relative)
        let url = copy.appendingPathComponent(relative)
        if FileManager.default.contents(atPath: url.path) == data { return 0 }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw LiveError("cannot write the bridged copy \(url.path): \(error.localizedDescription)")
        }
        return 1
    }

    /// Removes files of earlier copies that this one did not produce (a deleted source file).
    private func removeStale(keeping produced: Set<String>) throws {
        for group in ["Sources", "Tests"] {
            let folder = copy.appendingPathComponent(group)
            for relative in Self.files(in: folder) where !produced.contains("\(group)/\(relative)") {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(relative))
            }
        }
    }
}
