import Foundation

/// `index.html`: a self-contained gallery (no scripts or network) that shows each preview's
/// variants side by side — light beside dark, portrait then landscape — with failures listed.
/// An animated preview's APNG plays in the `<img>` (browsers play APNG, whose default image is
/// its first frame); its caption says how many frames at what rate. An audited export
/// (`export --audit`) lists each image's findings under it, with a thumbnail of its overlay
/// (`<name>.audit.png`) that links to the full-size overlay.
public enum ExportGallery {
    public static func html(for manifest: ExportManifest) -> String {
        var html = ""
        write(manifest) { html += $0 }
        return html
    }

    /// Hands the gallery's HTML to `sink` a section at a time (`html(for:)` is the whole text).
    public static func write(_ manifest: ExportManifest, into sink: (String) throws -> Void) rethrows {
        try sink(head(images: manifest.entries.count, failed: manifest.failures.count))
        // Each preview's entries, ids in order: indices, not copies of the entries.
        let entries = manifest.entries
        let sorted = entries.indices.sorted {
            (entries[$0].id, order(entries[$0]), $0) < (entries[$1].id, order(entries[$1]), $1)
        }
        var start = sorted.startIndex
        while start < sorted.endIndex {
            let id = entries[sorted[start]].id
            let end = sorted[start...].firstIndex { entries[$0].id != id } ?? sorted.endIndex
            try sink(section(id: id, entries: sorted[start..<end].map { entries[$0] }))
            start = end
        }
        if !manifest.failures.isEmpty {
            var list = "<section class=\"failures\"><h2>Failed</h2><ul>\n"
            for failure in manifest.failures.sorted(by: { ($0.id, $0.variant) < ($1.id, $1.variant) }) {
                list +=
                    "<li><b>\(escape(failure.id))</b> [\(escape(failure.variant))] \(escape(failure.location)): \(escape(failure.error))</li>\n"
            }
            try sink(list + "</ul></section>\n")
        }
        try sink("</body>\n</html>\n")
    }

    /// One preview's section: its variants side by side (`entries` in gallery order).
    private static func section(id: String, entries: [ExportManifest.Entry]) -> String {
        let first = entries[0]
        var body =
            "<section id=\"\(escape(id))\">\n<h2>\(escape(id))</h2>\n<p class=\"where\">\(escape(first.file)):\(first.line)</p>\n<div class=\"row\">\n"
        for entry in entries {
            let caption =
                escape(entry.variant)
                + (entry.frames.map { " · animated, \($0) frames at \(entry.framesPerSecond ?? 0) fps" } ?? "")
                + (entry.gif.map { " · <a href=\"\(escape(urlPath($0)))\">GIF</a>" } ?? "")
            let width = Double(entry.width) / entry.scale, height = Double(entry.height) / entry.scale
            let shown = min(1, 320 / max(width, 1))
            body += """
                <figure class="\(escape(entry.appearance))"><img src="\(escape(urlPath(entry.path)))" alt="\(escape(id)) \(escape(entry.variant))" \
                width="\(Int(width * shown))" height="\(Int(height * shown))" loading="lazy"/><figcaption>\(caption)</figcaption>\(auditHTML(entry))</figure>

                """
        }
        return body + "</div>\n</section>\n"
    }

    /// The document up to the first section.
    private static func head(images: Int, failed: Int) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>ViewLab previews</title>
        <style>
        body { font-family: Inter, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #000; }
        h1 { font-size: 22px; } h2 { font-size: 16px; margin: 0 0 2px; }
        section { background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 16px; }
        .where { color: #3c3c4399; font-size: 12px; margin: 0 0 12px; }
        .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; } figure.dark img { outline: 1px solid #38383a; }
        img { display: block; border-radius: 6px; box-shadow: 0 1px 4px #0002; }
        figcaption { font-size: 12px; color: #3c3c4399; margin-top: 4px; }
        .failures li { color: #d70015; }
        .audit { font-size: 12px; max-width: 320px; } .audit ol { padding-left: 18px; margin: 4px 0; }
        .audit li.error { color: #d70015; } .audit li.warning { color: #c93400; } .audit li.accepted { color: #6c6c70; }
        .audit.clean { color: #248a3d; margin: 4px 0; } img.overlay { margin-top: 6px; }
        </style>
        </head>
        <body>
        <h1>ViewLab previews — \(images) images, \(failed) failed</h1>

        """
    }

    /// An audited entry's findings: a thumbnail linking to the overlay, and one line per finding
    /// numbered as on the overlay; "no findings" when the audit found none; nothing when not audited.
    static func auditHTML(_ entry: ExportManifest.Entry) -> String {
        guard let audit = entry.audit else { return "" }
        guard !audit.findings.isEmpty else { return "<p class=\"audit clean\">accessibility: no findings</p>" }
        var html = "<div class=\"audit\">"
        if let overlay = entry.auditOverlay {
            html +=
                "<a href=\"\(escape(urlPath(overlay)))\"><img class=\"overlay\" src=\"\(escape(urlPath(overlay)))\" alt=\"accessibility overlay of \(escape(entry.id)) \(escape(entry.variant))\" width=\"160\" loading=\"lazy\"/></a>"
        }
        html += "<ol>"
        for finding in audit.findings {
            let kind = finding.acceptedReason != nil ? "accepted" : finding.severity.rawValue
            let accepted = finding.acceptedReason.map { " — accepted: \(escape($0))" } ?? ""
            html +=
                "<li class=\"\(kind)\"><b>\(escape(finding.severity.rawValue)) \(escape(finding.rule.rawValue))</b> <code>\(escape(finding.path))</code>: \(escape(finding.message))\(accepted)</li>"
        }
        return html + "</ol></div>"
    }

    /// Light before dark, then portrait before landscape.
    private static func order(_ entry: ExportManifest.Entry) -> String {
        let orientation =
            ["portrait": "0", "landscapeLeft": "1", "landscapeRight": "2", "portraitUpsideDown": "3"][entry.orientation]
            ?? "9"
        return orientation + (entry.appearance == "light" ? "0" : "1")
    }

    /// Escapes text for HTML content and attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Percent-encodes a relative path for a `src` attribute (spaces, `#`, `?`, non-ASCII).
    static func urlPath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
