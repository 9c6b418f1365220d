internal import SwiftParser
internal import SwiftSyntax

/// The shape of most passes: a syntax visitor that collects `SourceEdit`s while it walks a file;
/// `rewrite` parses the file, walks it and applies the edits (lines kept on their lines).
class EditCollector: SyntaxVisitor {
    var edits: [SourceEdit] = []

    init() { super.init(viewMode: .sourceAccurate) }

    func rewrite(_ file: inout BridgedFile) {
        walk(Parser.parse(source: file.text))
        file.text = SourceEdit.apply(edits, to: file.text)
    }
}
