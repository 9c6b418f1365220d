import Foundation

/// Every regular file of a folder, for comparing two export folders byte for byte.
public enum FolderContents {
    /// Relative path → contents, recursively; empty for a folder that does not exist.
    public static func files(_ folder: URL) throws -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var files: [String: Data] = [:]
        for case let path as String in enumerator {
            let url = folder.appendingPathComponent(path)
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }
}
