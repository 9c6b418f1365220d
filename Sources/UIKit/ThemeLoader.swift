@_spi(ViewLab) import CoreGraphics
import Foundation

/// Finds, parses, inherits and resolves theme files. See `Themes/README.md` for the format.
public enum ThemeLoader {
    /// A theme that could not be used: one line naming the file, line and column.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var reason: String

        public var description: String {
            let place = line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? ""
            return "\(file)\(place): \(reason)"
        }
    }

    /// Something suspicious that does not stop the theme from loading (an unknown key).
    public struct Warning: CustomStringConvertible, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(file):\(line):\(column): warning: \(message)" }
    }

    /// A loaded theme and the warnings its files produced.
    public struct Result {
        public var theme: Theme
        public var warnings: [Warning]
    }

    // MARK: - Finding themes

    /// The `Themes/` folder: `$VIEWLAB_THEMES`, else the first `Themes/default.json` found walking
    /// up from the executable, then from the current directory.
    public static var themesDirectory: URL? {
        if let explicit = ProcessInfo.processInfo.environment["VIEWLAB_THEMES"] {
            return URL(fileURLWithPath: explicit)
        }
        return ResourceLocator.find("Themes", containing: "default.json")
    }

    /// The names of the bundled themes, `default` first.
    public static var availableThemes: [String] {
        guard let dir = themesDirectory, let files = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return [] }
        let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        return names.filter { $0 == "default" } + names.filter { $0 != "default" }
    }

    /// The theme to start with: `$VIEWLAB_THEME`, else `"theme"` in `~/.config/viewlab/config.json`
    /// (or `$VIEWLAB_CONFIG`), else `default`.
    public static var preferredThemeName: String {
        let env = ProcessInfo.processInfo.environment
        if let name = env["VIEWLAB_THEME"], !name.isEmpty { return name }
        let config = env["VIEWLAB_CONFIG"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config/viewlab/config.json")
        if let data = FileManager.default.contents(atPath: config.path),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let name = object["theme"] as? String {
            return name
        }
        return "default"
    }

    /// The file for a theme name or a path (anything with `/` or `.json`). A name is looked up
    /// beside the inheriting file first (`besides`), then in `Themes/`.
    public static func url(for nameOrPath: String, besides folder: URL? = nil) throws -> URL {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") { return URL(fileURLWithPath: nameOrPath) }
        if let sibling = folder?.appendingPathComponent("\(nameOrPath).json"), FileManager.default.fileExists(atPath: sibling.path) {
            return sibling
        }
        guard let dir = themesDirectory else {
            throw Failure(file: "Themes/\(nameOrPath).json", reason: "no Themes folder found (set VIEWLAB_THEMES)")
        }
        let url = dir.appendingPathComponent("\(nameOrPath).json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            let hint = Suggestion.closest(to: nameOrPath, in: availableThemes).map { " (did you mean '\($0)'?)" } ?? ""
            throw Failure(file: url.path, reason: "no theme named '\(nameOrPath)'\(hint); themes: \(availableThemes.joined(separator: ", "))")
        }
        return url
    }

    // MARK: - Loading

    /// Loads a theme by name or path, with everything it inherits, and resolves its colours.
    public static func load(_ nameOrPath: String) throws -> Result {
        var warnings: [Warning] = []
        var chain: [ThemeFile] = []
        var seen: [String] = []
        var next: String? = nameOrPath
        var folder: URL?
        while let current = next {
            let url = try url(for: current, besides: folder)
            folder = url.deletingLastPathComponent()
            guard !seen.contains(url.standardizedFileURL.path) else {
                throw Failure(file: url.path, reason: "themes inherit from each other in a cycle: \((seen + [url.path]).joined(separator: " → "))")
            }
            seen.append(url.standardizedFileURL.path)
            let file = try ThemeFile(contentsOf: url)
            warnings += file.warnings
            chain.append(file)
            next = file.inherits ?? (url.deletingPathExtension().lastPathComponent == "default" ? nil : "default")
        }
        let theme = try ThemeResolver(chain: chain.reversed()).resolve()
        return Result(theme: theme, warnings: warnings)
    }

    /// Parses the theme file at `url` (and what it inherits).
    public static func load(contentsOf url: URL) throws -> Theme {
        try load(url.path).theme
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public static func parseHex(_ text: String) -> CGColor? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              text.dropFirst().allSatisfy(\.isHexDigit), let value = UInt64(text.dropFirst(), radix: 16) else { return nil }
        let rgba = text.count == 9 ? value : (value << 8) | 0xFF
        func channel(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
        return CGColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }
}
