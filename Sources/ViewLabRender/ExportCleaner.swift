import Foundation

/// `--clean`: removes export PNGs (files named by `ExportNaming`) that this export did not write —
/// previews or variants that no longer exist. Only files inside the output folder that match the
/// naming scheme are touched.
enum ExportCleaner {
    /// Removes stale files and returns their relative paths.
    static func removeStale(in directory: URL, keeping kept: Set<String>, onlyMatching filters: [String]) throws
        -> [String]
    {
        let fm = FileManager.default
        guard
            let enumerator = fm.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let root = directory.standardizedFileURL.path + "/"
        var removed: [String] = []
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root) else { continue }
            let relative = String(path.dropFirst(root.count))
            guard ExportNaming.isExportFile(relative), !kept.contains(relative) else { continue }
            if !filters.isEmpty && !filters.contains(where: { relative.localizedCaseInsensitiveContains($0) }) {
                continue
            }
            try fm.removeItem(at: url)
            removed.append(relative)
        }
        return removed.sorted()
    }
}
