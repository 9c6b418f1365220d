import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// ViewLab: one XML element of an Interface Builder document as read — its name, attributes,
/// child elements and the line it starts on (Foundation's `XMLParser` reports line numbers).
struct XIBElement {
    var name: String
    var attributes: [String: String]
    var children: [XIBElement] = []
    var line: Int

    /// The child element with `key="…"` (IB names a property by the `key` attribute).
    func child(key: String) -> XIBElement? { children.first { $0.attributes["key"] == key } }

    /// The children named `name`.
    func children(named name: String) -> [XIBElement] { children.filter { $0.name == name } }

    /// Parses a whole document; malformed XML is an `XIBError` with the parser's line.
    static func parse(_ data: Data, file: String) throws -> XIBElement {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        reader.parser = parser
        let finished = parser.parse()
        // libxml2 may report an error (a mismatched tag) and still finish: any error fails.
        if reader.errorLine != nil || parser.parserError != nil {
            let line = reader.errorLine ?? parser.lineNumber
            throw XIBError(
                file: file, line: line, message: "malformed XML (\(reader.errorText ?? "the parser stopped here"))")
        }
        guard finished, let root = reader.root else {
            throw XIBError(file: file, line: 1, message: "not an XML document")
        }
        return root
    }

    /// Builds the element tree from the parser's callbacks.
    private final class Reader: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        var stack: [XIBElement] = []
        var root: XIBElement?
        var errorLine: Int?
        var errorText: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append(XIBElement(name: name, attributes: attributes, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            if errorLine == nil {
                errorLine = parser.lineNumber
                errorText = Reader.describe(error)
            }
        }

        /// libxml2's error code (which Foundation's parser passes on) in words, for the common ones.
        static func describe(_ error: Error) -> String {
            let code = (error as NSError).code
            let words: [Int: String] = [
                4: "the document is empty", 5: "content after the end of the document, or the document ends early",
                9: "invalid character", 38: "'<' in an attribute value", 39: "attribute value not quoted",
                41: "attribute without a value", 42: "attribute given twice", 68: "name expected",
                73: "'>' expected", 76: "closing tag does not match the open element", 77: "element not closed",
            ]
            return words[code] ?? "libxml2 error \(code)"
        }
    }
}
