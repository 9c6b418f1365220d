internal import SwiftParser
internal import SwiftSyntax

/// `#Preview` with only `import UIKit`, as in Xcode: the copy of a file that uses `#Preview` and
/// does not import `Previews` gets `import Previews` (the macro lives there; UIKit cannot depend
/// on it). `BridgedFile.compiledText` adds the import.
enum PreviewImportPass {
    static func needsPreviews(_ text: String) -> Bool {
        guard text.contains("#Preview") else { return false }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.usesPreview && !finder.importsPreviews
    }

    final class Finder: SyntaxVisitor {
        var usesPreview = false
        var importsPreviews = false

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.first?.name.text == "Previews" { importsPreviews = true }
            return .skipChildren
        }

        // At file scope `#Preview { … }` parses as an expression; in a type, as a declaration.
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { usesPreview = true }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { usesPreview = true }
            return .visitChildren
        }
    }
}
