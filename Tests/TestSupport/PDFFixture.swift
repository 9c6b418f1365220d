import Foundation

/// A one-page PDF written byte by byte (PDF Reference 1.4: header, catalog, page tree, one page
/// with a content stream, cross-reference table, trailer), so tests read a real document: its media
/// box is `width` × `height` points, the lower-left quarter is filled red and the upper-right
/// quarter blue (PDF user space: y up).
public enum PDFFixture {
    public static func quarters(width: Int, height: Int) -> Data {
        let w = width / 2, h = height / 2
        let content = "1 0 0 rg 0 0 \(w) \(h) re f\n0 0 1 rg \(w) \(h) \(width - w) \(height - h) re f\n"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }
}
