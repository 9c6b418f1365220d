import Foundation

/// UIKit's document import: `try NSAttributedString(data: html.data(using: .utf8)!, options:
/// [.documentType: NSAttributedString.DocumentType.html, .characterEncoding:
/// String.Encoding.utf8.rawValue], documentAttributes: nil)`, the usual way iOS code shows a
/// snippet of HTML in a label. HTML is read as WebKit's importer reads it (`HTMLDocumentReader`);
/// plain text gets `.defaultAttributes`. Without `.characterEncoding` HTML bytes are read as
/// Windows Latin-1 unless a `<meta charset>` names the encoding — the reason non-ASCII text comes
/// out garbled on iOS when the option is left out (a widely reproduced observation). Data the
/// encoding cannot decode, and RTF, throw `CocoaError(.fileReadCorruptFile)` /
/// `CocoaError(.fileReadUnsupportedScheme)`.
extension NSAttributedString {
    public convenience init(
        data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let type = options[.documentType] as? DocumentType ?? Self.guessedType(of: data)
        guard type == .html || type == .plain else { throw CocoaError(.fileReadUnsupportedScheme) }
        let given = (options[.characterEncoding] as? UInt).map { String.Encoding(rawValue: $0) }
        let encoding =
            given ?? (type == .html ? HTMLDocumentReader.declaredEncoding(in: data) : .utf8) ?? .windowsCP1252
        guard let text = String(data: data, encoding: encoding) else { throw CocoaError(.fileReadCorruptFile) }
        let result: NSAttributedString
        if type == .html {
            result = HTMLDocumentReader(html: text).read()
        } else {
            result = NSAttributedString(
                string: text, attributes: options[.defaultAttributes] as? [NSAttributedString.Key: Any])
        }
        dict?.pointee = [
            DocumentAttributeKey.documentType.rawValue: type.rawValue,
            DocumentAttributeKey.characterEncoding.rawValue: encoding.rawValue,
        ]
        self.init(attributedString: result)
    }

    private static func guessedType(of data: Data) -> DocumentType {
        let start = data.prefix(64).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        return start.first == UInt8(ascii: "<") ? .html : .plain
    }
}
