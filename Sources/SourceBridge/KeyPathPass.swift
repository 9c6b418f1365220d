internal import SwiftSyntax

/// `#keyPath(strokeEnd)` → `"strokeEnd"`, `#keyPath(CAShapeLayer.strokeEnd)` → `"strokeEnd"`,
/// `#keyPath(layer.cornerRadius)` → `"layer.cornerRadius"`: the key path string, as the compiler
/// produces it (a leading type name is not part of the path).
enum KeyPathPass {
    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    /// The string of a `#keyPath` argument.
    static func path(_ expression: String) -> String {
        var parts = expression.split(separator: ".").map { String($0.filter { !$0.isWhitespace }) }
        if parts.count > 1, let first = parts.first?.first, first.isUppercase { parts.removeFirst() }
        return parts.joined(separator: ".")
    }

    final class Collector: EditCollector {

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "keyPath", let argument = node.arguments.first else { return .visitChildren }
            edits.append(
                SourceEdit(
                    replacing: node,
                    with: SourceLocation.quoted(KeyPathPass.path(argument.expression.trimmedDescription))))
            return .skipChildren
        }
    }
}
