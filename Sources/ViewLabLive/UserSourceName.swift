import Foundation

/// How reports name a user's source file compiled at run time (`:load`, `export --package`): as
/// Xcode's issue navigator and `swift build` name it, relative to the package that holds it
/// (`Sources/MyCards/MyViews.swift`), never after the bridged copy or the live module
/// (`Live_MyCards_1/MyViews.swift`). A file in no package is named relative to the current
/// folder when it is under it, else by its full path.
public enum UserSourceName {
    /// The name of the file at `path` (an absolute path, as `#filePath` gives it); nil for an
    /// empty path.
    public static func of(_ path: String) -> String? {
        guard !path.isEmpty else { return nil }
        let file = URL(fileURLWithPath: path).standardizedFileURL
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return relative(file, to: folder)
            }
            folder = folder.deletingLastPathComponent()
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        return relative(file, to: current)
    }

    /// `file`'s path below `folder`, or its full path when it is not below it.
    private static func relative(_ file: URL, to folder: URL) -> String {
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
    }
}
