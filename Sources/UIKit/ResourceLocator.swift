import Foundation

/// ViewLab: finds the repository's data folders (`Themes/`, `Playgrounds/Resources/`, `Fonts/`) by
/// walking up from the executable, then from the current directory.
@_spi(ViewLab) public enum ResourceLocator {
    /// The first folder named `name` that contains `marker`, or nil.
    public static func find(_ name: String, containing marker: String) -> URL? {
        let fm = FileManager.default
        let starts = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: fm.currentDirectoryPath),
        ]
        for start in starts {
            var dir = start.standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent(name)
                if fm.fileExists(atPath: candidate.appendingPathComponent(marker).path) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }
}
