import Foundation

/// The bundle of a file or folder loaded in the shell (`:load`, `:watch`). There is no manifest
/// to say which files are resources, so the bundle holds links to every entry of the source's
/// folder (the folder loaded, or the folder of the file loaded) except Swift files and hidden
/// ones: `Bundle(for:)` of a loaded class then reaches what sits next to the code — a `.bundle`
/// folder, images, XIBs, an asset catalog, fonts — as a CocoaPods library reaches the files
/// its framework bundle was built with, and edits to those files show at once (links, not
/// copies). `SWIFT_PACKAGE` is not defined and no `Bundle.module` is generated (SwiftPM does
/// neither outside a package), so code written for both takes its `Bundle(for:)` branch.
extension TargetBundle {
    /// The bundle of `source`, in `outputDirectory/bundles`; one per source, whatever its version.
    public static func loadedSource(_ source: URL, in outputDirectory: URL) -> TargetBundle {
        var hash = ContentHash()
        hash.add(Array(source.standardizedFileURL.path.utf8))
        let stem = LiveCompiler.moduleStem(source)
        let bundle = TargetBundle(target: stem, in: outputDirectory)
        return TargetBundle(
            folder: outputDirectory.appendingPathComponent(
                "bundles/\(stem)-\(hash.hex.prefix(8)).framework", isDirectory: true),
            identifier: bundle.identifier)
    }

    /// Replaces the bundle's links with links to the entries of `folder` (keeping libraries and
    /// `Info.plist`).
    public func link(entriesOf folder: URL) throws {
        let files = FileManager.default
        do {
            try files.createDirectory(at: self.folder, withIntermediateDirectories: true)
            for entry in try files.contentsOfDirectory(atPath: self.folder.path)
            where entry != "Info.plist" && !entry.hasSuffix(".so") {
                try files.removeItem(at: self.folder.appendingPathComponent(entry))
            }
            for entry in try files.contentsOfDirectory(atPath: folder.path).sorted()
            where !entry.hasPrefix(".") && !entry.hasSuffix(".swift") && entry != "Info.plist"
                && !entry.hasSuffix(".so")
            {
                try files.createSymbolicLink(
                    at: self.folder.appendingPathComponent(entry),
                    withDestinationURL: folder.appendingPathComponent(entry))
            }
        } catch {
            throw LiveError("cannot prepare the bundle \(self.folder.path): \(error.localizedDescription)")
        }
    }
}

extension LiveSession {
    /// The compile settings of a file or folder loaded in the shell: its bundle
    /// (`TargetBundle.loadedSource`), linked to the files next to it.
    public func shellSettings(for source: URL) throws -> LiveCompiler.TargetSettings {
        var isFolder: ObjCBool = false
        let path = source.standardizedFileURL
        let folder =
            FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) && isFolder.boolValue
            ? path : path.deletingLastPathComponent()
        let bundle = TargetBundle.loadedSource(path, in: compiler.outputDirectory)
        try bundle.link(entriesOf: folder)
        return LiveCompiler.TargetSettings(bundle: bundle)
    }
}
