import Foundation

/// A tag of an HTML import: its lower-cased name, whether it closes (`</b>`) or closes itself
/// (`<br/>`), and its attributes (`href="…"`, `style='…'`, bare `disabled`). Comments and
/// declarations (`<!-- … -->`, `<!DOCTYPE html>`) parse as a tag named "!", which shows nothing.
struct HTMLTag {
    var name: String
    var isClosing = false
    var isSelfClosing = false
    var attributes: [String: String] = [:]

    /// Parses the tag at the start of `text` (which starts with "<") and moves past it; nil (and
    /// `text` unchanged) when "<" does not start a tag, as in "a < b".
    init?(parsing text: inout Substring) {
        var rest = text.dropFirst()
        if rest.hasPrefix("!--") {
            guard let end = rest.range(of: "-->") else { return nil }
            name = "!"
            text = rest[end.upperBound...]
            return
        }
        if rest.first == "/" {
            isClosing = true
            rest = rest.dropFirst()
        }
        guard let first = rest.first, first.isLetter || first == "!", let close = rest.firstIndex(of: ">") else {
            return nil
        }
        var inside = rest[..<close]
        text = rest[rest.index(after: close)...]
        if inside.hasSuffix("/") {
            isSelfClosing = true
            inside = inside.dropLast()
        }
        name = first == "!" ? "!" : inside.prefix { $0.isLetter || $0.isNumber }.lowercased()
        parseAttributes(inside.drop { !$0.isWhitespace })
    }

    private mutating func parseAttributes(_ source: Substring) {
        var rest = source
        while true {
            rest = rest.drop { $0.isWhitespace }
            let key = rest.prefix { !$0.isWhitespace && $0 != "=" }
            guard !key.isEmpty else { return }
            rest = rest.dropFirst(key.count).drop { $0.isWhitespace }
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0.isWhitespace }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let body = rest.dropFirst().prefix { $0 != quote }
                    value = String(body)
                    rest = rest.dropFirst(body.count + 2)
                } else {
                    let body = rest.prefix { !$0.isWhitespace }
                    value = String(body)
                    rest = rest.dropFirst(body.count)
                }
            }
            attributes[key.lowercased()] = HTMLDocumentReader.decodingEntities(value)
        }
    }
}
