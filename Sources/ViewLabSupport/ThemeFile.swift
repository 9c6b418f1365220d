import CoreGraphics
import Foundation
@_spi(ViewLab) import UIKit

/// One theme file, parsed and checked but not yet merged with what it inherits.
struct ThemeFile {
    /// A colour value as written: a hex literal or the name of another colour.
    enum Value {
        case hex(CGColor)
        case reference(String)
    }

    /// A value and where it was written.
    struct Entry {
        var value: Value
        var file: String
        var position: ThemeJSON.Position
    }

    /// The keys of a colour object.
    static let appearanceKeys = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    /// The top-level keys of a theme file.
    static let fileKeys = ["name", "description", "inherits", "colors", "customColors", "fonts", "metrics"]
    /// Font roles.
    static let fontKeys = ["system", "monospaced", "cjk"]

    let path: String
    /// The JSON text the file was parsed from.
    let text: String
    var name: String?
    var description: String?
    var inherits: String?
    /// Per colour name, per appearance key (`light`, `dark`, `lightHighContrast`, `darkHighContrast`).
    var colors: [String: [String: Entry]] = [:]
    var customColorNames: [String] = []
    var fonts: [String: String] = [:]
    var metrics: [String: Double] = [:]
    var warnings: [ThemeLoader.Warning] = []

    init(contentsOf url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ThemeLoader.Failure(file: url.path, reason: "cannot read the file")
        }
        try self.init(text: String(decoding: data, as: UTF8.self), path: url.path)
    }

    /// Parses theme JSON `text`; errors name `path`.
    init(text: String, path: String) throws {
        self.path = path
        self.text = text
        let root: ThemeJSON
        do {
            root = try ThemeJSON.parse(text)
        } catch let error as ThemeJSON.SyntaxError {
            throw failure(error.position, error.message)
        }
        guard case .object(let members, _) = root else {
            throw failure(root.position, "expected a JSON object with \"colors\", \"fonts\"…, found \(root.kind)")
        }
        for member in members {
            switch member.key {
            case "name": name = try string(member.value, "\"name\"")
            case "description": description = try string(member.value, "\"description\"")
            case "inherits": inherits = try string(member.value, "\"inherits\"")
            case "colors": try readColors(member.value, custom: false)
            case "customColors": try readColors(member.value, custom: true)
            case "fonts":
                for font in try object(member.value, "\"fonts\"") {
                    if !ThemeFile.fontKeys.contains(font.key) {
                        warnUnknown(font.key, font.keyPosition, among: ThemeFile.fontKeys, what: "font role")
                    }
                    fonts[font.key] = try string(font.value, "font \"\(font.key)\"")
                }
            case "metrics":
                for metric in try object(member.value, "\"metrics\"") {
                    guard case .number(let value, _) = metric.value else {
                        throw failure(
                            metric.value.position,
                            "expected a number for metric \"\(metric.key)\", found \(metric.value.kind)")
                    }
                    metrics[metric.key] = value
                }
            default: warnUnknown(member.key, member.keyPosition, among: ThemeFile.fileKeys, what: "key")
            }
        }
    }

    // MARK: - Colours

    private mutating func readColors(_ json: ThemeJSON, custom: Bool) throws {
        for member in try object(json, custom ? "\"customColors\"" : "\"colors\"") {
            let key = member.key
            if !custom && !Theme.systemColorNames.contains(key) {
                warnUnknown(
                    key, member.keyPosition, among: Theme.systemColorNames, what: "system colour",
                    note: "ignored; put new colours under \"customColors\"")
                continue
            }
            if custom && Theme.systemColorNames.contains(key) {
                throw failure(member.keyPosition, "\"\(key)\" is a system colour; set it under \"colors\"")
            }
            if custom { customColorNames.append(key) }
            switch member.value {
            case .string:
                let entry = try colorEntry(member.value, key)
                colors[key] = Dictionary(uniqueKeysWithValues: ThemeFile.appearanceKeys.map { ($0, entry) })
            case .object(let appearances, _):
                var set: [String: Entry] = [:]
                for appearance in appearances {
                    guard ThemeFile.appearanceKeys.contains(appearance.key) else {
                        warnUnknown(
                            appearance.key, appearance.keyPosition, among: ThemeFile.appearanceKeys, what: "appearance",
                            note: "ignored")
                        continue
                    }
                    set[appearance.key] = try colorEntry(appearance.value, "\(key).\(appearance.key)")
                }
                colors[key] = set
            default:
                throw failure(
                    member.value.position,
                    "expected a colour for \"\(key)\" ('#RRGGBB', '#RRGGBBAA', a colour name, or an object with \"light\"/\"dark\"), found \(member.value.kind)"
                )
            }
        }
    }

    private func colorEntry(_ json: ThemeJSON, _ what: String) throws -> Entry {
        guard case .string(let text, let position) = json else {
            throw failure(
                json.position,
                "expected a colour for \"\(what)\" ('#RRGGBB', '#RRGGBBAA' or a colour name), found \(json.kind)")
        }
        if text.hasPrefix("#") {
            guard let color = Theme.parseHex(text) else {
                throw failure(position, "'\(text)' is not a colour: expected '#RRGGBB' or '#RRGGBBAA' with hex digits")
            }
            return Entry(value: .hex(color), file: path, position: position)
        }
        guard !text.isEmpty else { throw failure(position, "expected a colour for \"\(what)\", found an empty string") }
        return Entry(value: .reference(text), file: path, position: position)
    }

    // MARK: - Helpers

    private func object(_ json: ThemeJSON, _ what: String) throws -> [(
        key: String, keyPosition: ThemeJSON.Position, value: ThemeJSON
    )] {
        guard case .object(let members, _) = json else {
            throw failure(json.position, "expected an object for \(what), found \(json.kind)")
        }
        return members
    }

    private func string(_ json: ThemeJSON, _ what: String) throws -> String {
        guard case .string(let text, _) = json else {
            throw failure(json.position, "expected a string for \(what), found \(json.kind)")
        }
        return text
    }

    private mutating func warnUnknown(
        _ key: String, _ position: ThemeJSON.Position, among known: [String], what: String, note: String = "ignored"
    ) {
        let hint = Suggestion.closest(to: key, in: known).map { " (did you mean '\($0)'?)" } ?? ""
        warnings.append(
            ThemeLoader.Warning(
                file: path, line: position.line, column: position.column,
                message: "unknown \(what) '\(key)'\(hint); \(note)"))
    }

    private func failure(_ position: ThemeJSON.Position, _ reason: String) -> ThemeLoader.Failure {
        ThemeLoader.Failure(file: path, line: position.line, column: position.column, reason: reason)
    }
}
