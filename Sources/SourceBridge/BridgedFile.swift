internal import SwiftParser
internal import SwiftSyntax

/// One Swift file going through the bridge: the user's file (never modified) and the text
/// compiled in its place.
public struct BridgedFile: Equatable {
    /// The user's file, as `#sourceLocation` names it in the copy.
    public var path: String
    /// The text being rewritten (at the end: what is compiled). Setting it drops the parsed tree.
    public var text: String { didSet { parsed = ParsedText() } }
    /// Generated declarations appended after `text`, each with its own `#sourceLocation`.
    public var appendix: [String] = []
    /// Modules the copy imports in its header besides `ObjCRuntime` (`UmbrellaImportPass`).
    public var headerImports: [String] = []

    /// The syntax tree of `text`, parsed on first use: the passes that make no edit share one
    /// parse (about a dozen passes run over every file; most change nothing in most files).
    private var parsed = ParsedText()

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// `text` parsed (once per text).
    var syntax: SourceFileSyntax {
        if let tree = parsed.tree { return tree }
        let tree = Parser.parse(source: text)
        parsed.tree = tree
        return tree
    }

    /// Sets `text` only when it changed, so that the parsed tree is kept otherwise.
    mutating func replaceText(_ new: String) {
        if new != text { text = new }
    }

    public static func == (a: BridgedFile, b: BridgedFile) -> Bool {
        a.path == b.path && a.text == b.text && a.appendix == b.appendix && a.headerImports == b.headerImports
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

/// A file's parsed tree, shared by the copies of a `BridgedFile` that have the same text.
final class ParsedText {
    var tree: SourceFileSyntax?
}
