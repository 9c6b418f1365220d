import CoreGraphics
import Foundation

/// Finds and parses theme files.
public enum ThemeLoader {
    /// A theme file that could not be used. One line naming the file.
    public struct Failure: Error, CustomStringConvertible {
        public var file: String
        public var reason: String
        public var description: String { "\(file): \(reason)" }
    }

    /// The `Themes/` folder: `$VIEWLAB_THEMES`, else the first `Themes/default.json` found walking
    /// up from the executable, then from the current directory.
    public static var themesDirectory: URL? {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["VIEWLAB_THEMES"] {
            return URL(fileURLWithPath: explicit)
        }
        let starts = [URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent(),
                      URL(fileURLWithPath: fm.currentDirectoryPath)]
        for start in starts {
            var dir = start.standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent("Themes")
                if fm.fileExists(atPath: candidate.appendingPathComponent("default.json").path) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }

    /// Loads `Themes/<name>.json`.
    public static func load(named name: String) throws -> Theme {
        guard let dir = themesDirectory else { throw Failure(file: "Themes/\(name).json", reason: "no Themes folder found (set VIEWLAB_THEMES)") }
        return try load(contentsOf: dir.appendingPathComponent("\(name).json"))
    }

    /// Parses the theme file at `url`.
    public static func load(contentsOf url: URL) throws -> Theme {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Failure(file: url.path, reason: "cannot read the file")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(file: url.path, reason: "not a JSON object")
        }
        let rawColors = root["colors"] as? [String: Any] ?? [:]
        var colors: [String: Theme.ColorSet] = [:]
        func resolve(_ key: String, depth: Int) throws -> Theme.ColorSet {
            if let done = colors[key] { return done }
            guard depth < 16, let value = rawColors[key] else { throw Failure(file: url.path, reason: "colour '\(key)' is not defined") }
            if let reference = value as? String {
                if let fixed = parseHex(reference) { return Theme.ColorSet(light: fixed, dark: fixed, lightHighContrast: fixed, darkHighContrast: fixed) }
                return try resolve(reference, depth: depth + 1)
            }
            guard let set = value as? [String: String], let light = set["light"].flatMap(parseHex) else {
                throw Failure(file: url.path, reason: "colour '\(key)' needs at least a \"light\" value")
            }
            let dark = set["dark"].flatMap(parseHex) ?? light
            return Theme.ColorSet(light: light, dark: dark,
                                  lightHighContrast: set["lightHighContrast"].flatMap(parseHex) ?? light,
                                  darkHighContrast: set["darkHighContrast"].flatMap(parseHex) ?? dark)
        }
        for key in rawColors.keys { colors[key] = try resolve(key, depth: 0) }
        return Theme(name: root["name"] as? String ?? url.deletingPathExtension().lastPathComponent, colors: colors,
                     fonts: root["fonts"] as? [String: String] ?? [:],
                     metrics: (root["metrics"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue })
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public static func parseHex(_ text: String) -> CGColor? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let value = UInt64(text.dropFirst(), radix: 16) else { return nil }
        let hasAlpha = text.count == 9
        let rgba = hasAlpha ? value : (value << 8) | 0xFF
        func channel(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
        return CGColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }
}
