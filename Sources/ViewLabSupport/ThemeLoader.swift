import CoreGraphics
import Foundation
@_spi(ViewLab) import UIKit

/// ViewLab: finds, parses, inherits and resolves theme files into UIKit's `Theme` values. See
/// `Themes/README.md` for the format. UIKit itself reads no theme file: the host selects the theme
/// (`Theme.select`, `HostEnvironment.start`).
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
        /// The JSON texts of the theme and of everything it inherits, the theme's own first: all
        /// that determines its colours (incremental exports key images on them).
        public var sources: [String] = []
    }

    // MARK: - Finding themes

    /// The `Themes/` folder of extra themes: `$VIEWLAB_THEMES`, else the first `Themes/` folder found
    /// walking up from the executable, then from the current directory; nil when there is none (the
    /// built-in `default` theme needs no folder).
    public static var themesDirectory: URL? {
        if let explicit = ProcessInfo.processInfo.environment["VIEWLAB_THEMES"] {
            return URL(fileURLWithPath: explicit)
        }
        return ResourceLocator.find("Themes")
    }

    /// The names of the available themes: the built-in `default` first, then the folder's files.
    public static var availableThemes: [String] {
        let files = themesDirectory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.filter {
            $0 != Theme.defaultName
        }
        return [Theme.defaultName] + names.sorted()
    }

    /// The theme to start with: `$VIEWLAB_THEME`, else `"theme"` in `~/.config/viewlab/config.json`
    /// (or `$VIEWLAB_CONFIG`), else `default`.
    public static var preferredThemeName: String {
        let env = ProcessInfo.processInfo.environment
        if let name = env["VIEWLAB_THEME"], !name.isEmpty { return name }
        let config =
            env["VIEWLAB_CONFIG"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config/viewlab/config.json")
        if let data = FileManager.default.contents(atPath: config.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let name = object["theme"] as? String
        {
            return name
        }
        return Theme.defaultName
    }

    /// Where a theme's JSON comes from.
    enum Source: Equatable {
        case file(URL)
        /// The default theme built into UIKit (`Theme+Default.swift`).
        case builtIn
    }

    /// The file for a theme name or a path (anything with `/` or `.json`). A name is looked up
    /// beside the inheriting file first (`besides`), then in `Themes/`; `default` is built in, so it
    /// needs no file (a `default.json` beside the inheriting file or in `Themes/` still wins).
    /// A theme that cannot be found is an error that says where it was looked for.
    static func source(for nameOrPath: String, besides folder: URL? = nil) throws -> Source {
        let fm = FileManager.default
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") {
            let url = URL(fileURLWithPath: nameOrPath)
            guard fm.fileExists(atPath: url.path) else { throw Failure(file: url.path, reason: "no such theme file") }
            return .file(url)
        }
        if let sibling = folder?.appendingPathComponent("\(nameOrPath).json"), fm.fileExists(atPath: sibling.path) {
            return .file(sibling)
        }
        let dir = themesDirectory
        if let url = dir?.appendingPathComponent("\(nameOrPath).json"), fm.fileExists(atPath: url.path) {
            return .file(url)
        }
        if nameOrPath == Theme.defaultName { return .builtIn }
        let hint = Suggestion.closest(to: nameOrPath, in: availableThemes).map { " (did you mean '\($0)'?)" } ?? ""
        let looked =
            dir.map { "looked in \($0.path)" }
            ?? "no Themes folder above \(executableFolder.path) or \(fm.currentDirectoryPath); set VIEWLAB_THEMES"
        throw Failure(
            file: "\(nameOrPath).json",
            reason:
                "no theme named '\(nameOrPath)'\(hint) (\(looked)); themes: \(availableThemes.joined(separator: ", "))")
    }

    /// The folder of the running executable.
    private static var executableFolder: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The file for a theme name or a path; see `source(for:besides:)`. The built-in theme has none.
    public static func url(for nameOrPath: String, besides folder: URL? = nil) throws -> URL? {
        if case .file(let url) = try source(for: nameOrPath, besides: folder) { return url }
        return nil
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
            let file: ThemeFile
            switch try source(for: current, besides: folder) {
            case .builtIn:
                file = try ThemeFile(text: Theme.defaultSource, path: Theme.defaultSourcePath)
            case .file(let url):
                folder = url.deletingLastPathComponent()
                guard !seen.contains(url.standardizedFileURL.path) else {
                    throw Failure(
                        file: url.path,
                        reason:
                            "themes inherit from each other in a cycle: \((seen + [url.path]).joined(separator: " → "))"
                    )
                }
                seen.append(url.standardizedFileURL.path)
                file = try ThemeFile(contentsOf: url)
            }
            warnings += file.warnings
            chain.append(file)
            let isBase = file.path == Theme.defaultSourcePath || URLName.of(file.path) == Theme.defaultName
            next = file.inherits ?? (isBase ? nil : Theme.defaultName)
        }
        let theme = try ThemeResolver(chain: chain.reversed()).resolve()
        return Result(theme: theme, warnings: warnings, sources: chain.map(\.text))
    }

    /// Parses the theme file at `url` (and what it inherits).
    public static func load(contentsOf url: URL) throws -> Theme {
        try load(url.path).theme
    }
}
