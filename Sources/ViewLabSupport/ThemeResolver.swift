import CoreGraphics
import UIKit

/// Merges a chain of theme files (the base first) and resolves colour references per appearance.
struct ThemeResolver {
    let chain: [ThemeFile]

    func resolve() throws -> Theme {
        var entries: [String: [String: ThemeFile.Entry]] = [:]
        var custom: [String] = []
        var fonts: [String: String] = [:], metrics: [String: Double] = [:]
        for file in chain {
            for (name, set) in file.colors { entries[name, default: [:]].merge(set) { $1 } }
            custom += file.customColorNames.filter { !custom.contains($0) }
            fonts.merge(file.fonts) { $1 }
            metrics.merge(file.metrics) { $1 }
        }
        let top = chain.last!
        var colors: [String: Theme.ColorSet] = [:]
        var cache: [String: CGColor] = [:]
        for name in entries.keys {
            colors[name] = Theme.ColorSet(
                light: try value(name, "light", entries, &cache, trail: []),
                dark: try value(name, "dark", entries, &cache, trail: []),
                lightHighContrast: try value(name, "lightHighContrast", entries, &cache, trail: []),
                darkHighContrast: try value(name, "darkHighContrast", entries, &cache, trail: []))
        }
        if let missing = Theme.systemColorNames.first(where: { colors[$0] == nil }) {
            throw ThemeLoader.Failure(
                file: chain.first!.path,
                reason: "system colour '\(missing)' is not defined (the base theme must define every system colour)")
        }
        return Theme(
            name: top.name ?? URLName.of(top.path), description: top.description ?? "", colors: colors,
            customColorNames: custom.sorted(), fonts: fonts, metrics: metrics)
    }

    /// The value of `name` in `appearance`. Missing appearances fall back as iOS does: dark to
    /// light, increased contrast to the normal value of the same appearance.
    private func value(
        _ name: String, _ appearance: String, _ entries: [String: [String: ThemeFile.Entry]],
        _ cache: inout [String: CGColor], trail: [String]
    ) throws -> CGColor {
        let key = "\(name)/\(appearance)"
        if let done = cache[key] { return done }
        guard let set = entries[name] else {
            throw ThemeLoader.Failure(file: chain.last!.path, reason: "colour '\(name)' is not defined")
        }
        guard let entry = set[appearance] else {
            let fallback: String? = ["dark": "light", "lightHighContrast": "light", "darkHighContrast": "dark"][
                appearance]
            guard let fallback else {
                throw ThemeLoader.Failure(file: chain.last!.path, reason: "colour '\(name)' has no \"light\" value")
            }
            return try value(name, fallback, entries, &cache, trail: trail)
        }
        let color: CGColor
        switch entry.value {
        case .hex(let hex): color = hex
        case .reference(let target):
            guard !trail.contains(key) else {
                throw ThemeLoader.Failure(
                    file: entry.file, line: entry.position.line, column: entry.position.column,
                    reason: "colour references form a cycle: \((trail + [key]).joined(separator: " → "))")
            }
            guard entries[target] != nil else {
                let hint =
                    Suggestion.closest(to: target, in: Array(entries.keys)).map { " (did you mean '\($0)'?)" } ?? ""
                throw ThemeLoader.Failure(
                    file: entry.file, line: entry.position.line, column: entry.position.column,
                    reason: "'\(target)' is not a colour\(hint)")
            }
            color = try value(target, appearance, entries, &cache, trail: trail + [key])
        }
        cache[key] = color
        return color
    }
}

/// A file's base name without extension.
enum URLName {
    static func of(_ path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        return base.hasSuffix(".json") ? String(base.dropLast(5)) : base
    }
}
