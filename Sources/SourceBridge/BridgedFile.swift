/// One Swift file going through the bridge: the user's file (never modified) and the text
/// compiled in its place.
public struct BridgedFile: Equatable {
    /// The user's file, as `#sourceLocation` names it in the copy.
    public var path: String
    /// The text being rewritten (at the end: what is compiled).
    public var text: String
    /// Generated declarations appended after `text`, each with its own `#sourceLocation`.
    public var appendix: [String] = []
    /// Modules the copy imports in its header besides `ObjCRuntime` (`UmbrellaImportPass`).
    public var headerImports: [String] = []

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The copy to compile: `import ObjCRuntime` (and `import Previews` when needed, and the
    /// module's umbrella imports), then the
    /// rewritten text mapped line for line onto the original with `#sourceLocation`, then the
    /// generated declarations.
    public var compiledText: String {
        var header = "import ObjCRuntime\n" + headerImports.map { "import \($0)\n" }.joined()
        if PreviewImportPass.needsPreviews(text) { header += "import Previews\n" }
        header += SourceLocation.directive(file: path, line: 1) + "\n"
        let body = text.hasSuffix("\n") ? text : text + "\n"
        return header + body + appendix.joined(separator: "\n")
    }
}

/// A `#sourceLocation` directive.
enum SourceLocation {
    static func directive(file: String, line: Int) -> String {
        "#sourceLocation(file: \(quoted(file)), line: \(line))"
    }

    /// A Swift string literal of `text`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            if character == "\\" || character == "\"" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }
}
