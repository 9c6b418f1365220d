import Foundation

/// ViewLab: finds the repository's data folders (`Themes/`, `Playgrounds/Resources/`,
/// `Playgrounds/Lessons/`) by walking up from the executable, then from the current directory. At
/// each level an installed copy under `share/viewlab/` counts too, so `make install PREFIX=…`
/// (`PREFIX/lib/viewlab/viewlab`, data in `PREFIX/share/viewlab/`) finds its data from any folder.
public enum ResourceLocator {
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
                for candidate in [
                    dir.appendingPathComponent(name),
                    dir.appendingPathComponent("share/viewlab").appendingPathComponent(name),
                ] {
                    var isDirectory: ObjCBool = false
                    let probe = marker.map { candidate.appendingPathComponent($0).path } ?? candidate.path
                    if fm.fileExists(atPath: probe, isDirectory: &isDirectory), marker != nil || isDirectory.boolValue {
                        return candidate
                    }
                }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }
}
