import Foundation

/// The HTML report `viewlab verify` writes beside the failure images.
enum VerifyReport {
    static func write(_ findings: [ReferenceVerifier.Finding], to directory: URL) throws {
        let failures = findings.filter(\.isFailure)
        guard !failures.isEmpty else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var rows = ""
        for finding in failures {
            switch finding {
            case .mismatched(let path, let detail):
                let stem = ExportGallery.escape(String(path.dropLast(4)))
                rows +=
                    "<section><h2>\(ExportGallery.escape(path))</h2><p>\(ExportGallery.escape(detail))</p><div class=\"row\">"
                for kind in ["reference", "actual", "diff"] {
                    rows +=
                        "<figure><img src=\"\(ExportGallery.urlPath(stem)).\(kind).png\" alt=\"\(kind)\"/><figcaption>\(kind)</figcaption></figure>"
                }
                rows += "</div></section>\n"
            case .missingReference(let path):
                rows +=
                    "<section><h2>\(ExportGallery.escape(path))</h2><p>no reference image (run with --record)</p></section>\n"
            case .orphanedReference(let path):
                rows += "<section><h2>\(ExportGallery.escape(path))</h2><p>reference without a preview</p></section>\n"
            case .renderFailed(let id, let variant, let error):
                rows +=
                    "<section><h2>\(ExportGallery.escape(id)) [\(variant)]</h2><p>\(ExportGallery.escape(error))</p></section>\n"
            default: break
            }
        }
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"/><title>ViewLab verify</title>
            <style>body{font-family:Inter,system-ui,sans-serif;margin:24px}section{margin-bottom:24px}.row{display:flex;gap:12px;flex-wrap:wrap}img{max-width:360px;border:1px solid #ccc}</style>
            </head><body><h1>ViewLab verify — \(failures.count) problems</h1>
            \(rows)</body></html>

            """
        try Data(html.utf8).write(to: directory.appendingPathComponent("report.html"), options: .atomic)
    }
}
