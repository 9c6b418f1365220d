import Foundation

/// Reads HTML into an attributed string as UIKit's importer (WebKit) lays it out as text: runs of
/// white space collapse to one space; `<br>` is a line break; a block (`<p>`, `<div>`, headings,
/// `<li>`, `<tr>`…) starts on a new line and ends with one ("<p>Hello</p>" reads "Hello\n"); a list
/// item starts with "\t•\t"; `<head>`, `<style>`, `<script>` and `<title>` show nothing; character
/// references (`&amp;`, `&#8212;`, `&#x2014;`) are decoded. Styles follow `HTMLTextStyle`.
/// Unknown tags keep their text, and unbalanced tags close what they can, as a browser forgives.
struct HTMLDocumentReader {
    let html: String

    static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "tr", "table",
        "section", "article", "header", "footer", "pre", "dl", "dt", "dd",
    ]
    static let hidden: Set<String> = ["head", "style", "script", "title"]
    static let void: Set<String> = ["!", "br", "img", "hr", "meta", "link", "input", "col", "wbr"]
    static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "copy": "©",
        "reg": "®", "trade": "™", "mdash": "—", "ndash": "–", "hellip": "…", "bull": "•", "laquo": "«",
        "raquo": "»", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "euro": "€", "middot": "·",
    ]

    func read() -> NSAttributedString {
        let output = NSMutableAttributedString()
        var stack: [(tag: String, style: HTMLTextStyle)] = [("", HTMLTextStyle())]
        var hiddenDepth = 0
        var text = Substring(html)
        func append(_ string: String) {
            output.append(NSAttributedString(string: string, attributes: stack[stack.count - 1].style.attributes))
        }
        func breakLine() {
            while output.string.hasSuffix(" ") {
                output.deleteCharacters(in: NSRange(location: output.length - 1, length: 1))
            }
            if output.length > 0, !output.string.hasSuffix("\n") { append("\n") }
        }
        while let first = text.first {
            if first == "<", let tag = HTMLTag(parsing: &text) {
                if Self.hidden.contains(tag.name) {
                    if tag.isClosing {
                        hiddenDepth = max(hiddenDepth - 1, 0)
                    } else if !tag.isSelfClosing {
                        hiddenDepth += 1
                    }
                    continue
                }
                guard hiddenDepth == 0 else { continue }
                if Self.blocks.contains(tag.name) { breakLine() }
                if tag.isClosing {
                    if let index = stack.lastIndex(where: { $0.tag == tag.name }), index > 0 {
                        stack.removeSubrange(index...)
                    }
                } else if tag.name == "br" {
                    append("\n")
                } else if !Self.void.contains(tag.name), !tag.isSelfClosing {
                    stack.append(
                        (tag.name, stack[stack.count - 1].style.entering(tag.name, attributes: tag.attributes)))
                    if tag.name == "li" { append("\t•\t") }
                }
                continue
            }
            let run = text.prefix { $0 != "<" }
            text = text.dropFirst(max(run.count, 1))
            guard hiddenDepth == 0 else { continue }
            var collapsed = ""
            var atSpace = output.length == 0 || output.string.hasSuffix(" ") || output.string.hasSuffix("\n")
            for character in Self.decodingEntities(String(run.isEmpty ? "<" : run)) {
                if character.isWhitespace && character != "\u{00A0}" {
                    if !atSpace { collapsed.append(" ") }
                    atSpace = true
                } else {
                    collapsed.append(character)
                    atSpace = false
                }
            }
            if !collapsed.isEmpty { append(collapsed) }
        }
        while output.string.hasSuffix(" ") {
            output.deleteCharacters(in: NSRange(location: output.length - 1, length: 1))
        }
        return output
    }

    /// `text` with its character references replaced; an unknown one is kept as written.
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var scalar: Unicode.Scalar?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
            }
            if let replacement = scalar.map({ String($0) }) ?? entities[String(name)] {
                result += replacement
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    /// The encoding a `<meta charset="…">` (or `content="…; charset=…"`) declares.
    static func declaredEncoding(in data: Data) -> String.Encoding? {
        guard let head = String(data: data.prefix(1024), encoding: .isoLatin1)?.lowercased(),
            let range = head.range(of: "charset=")
        else { return nil }
        let name = head[range.upperBound...].drop { $0 == "\"" || $0 == "'" }.prefix {
            $0.isLetter || $0.isNumber || $0 == "-"
        }
        switch name {
        case "utf-8", "utf8": return .utf8
        case "iso-8859-1", "latin1": return .isoLatin1
        case "windows-1252": return .windowsCP1252
        case "utf-16": return .utf16
        default: return nil
        }
    }
}
