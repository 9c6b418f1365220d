import Foundation

/// ViewLab: finds the repository's data folders (`Themes/`, `Playgrounds/Resources/`, `Fonts/`) by
/// walking up from the executable, then from the current directory.
@_spi(ViewLab) public enum ResourceLocator {
    /// The first folder at relative path `name` that contains `marker` (or that exists, when
    /// `marker` is nil), or nil.
    public static func find(_ name: String, containing marker: String? = nil) -> URL? {
        let fm = FileManager.default
        let starts = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: fm.currentDirectoryPath),
        ]
        for start in starts {
            var dir = start.standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                let probe = marker.map { candidate.appendingPathComponent($0).path } ?? candidate.path
                if fm.fileExists(atPath: probe, isDirectory: &isDirectory), marker != nil || isDirectory.boolValue { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }
}
