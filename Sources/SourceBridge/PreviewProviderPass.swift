internal import SwiftSyntax

/// SwiftUI's `PreviewProvider` types, which Xcode finds by their conformance: each becomes a
/// `#Preview` of its `previews`, appended to the copy of its file (`#Preview("Name", traits: …)
/// { Type.previews }`, mapped onto the type's line), so that it is registered as the other
/// previews are. Its name is the argument of `.previewDisplayName("…")` in the type, or the
/// type's name without `_Previews`; `.previewLayout(.sizeThatFits)` and
/// `.previewLayout(.fixed(width:height:))` in the type become the layout traits, as Xcode reads
/// them from the preview's view. A provider declared in an `#if` clause gets the same `#if`
/// (one in an `#else` or `#elseif` clause is left out).
enum PreviewProviderPass {
    static func run(_ file: inout BridgedFile) {
        guard file.text.contains("PreviewProvider") else { return }
        let tree = file.syntax
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for provider in finder.providers {
            let line = converter.location(for: provider.node.positionAfterSkippingLeadingTrivia).line
            let name = displayName(in: provider.text) ?? defaultName(provider.name)
            var traits = layoutTrait(in: provider.text).map { ", traits: \($0)" } ?? ""
            if traits.isEmpty, provider.text.contains(".previewLayout(.device)") { traits = ", traits: .defaultLayout" }
            let preview =
                SourceLocation.directive(file: file.path, line: line)
                + "\n#Preview(\(SourceLocation.quoted(name))\(traits)) { \(provider.name).previews }\n"
            file.appendix.append(provider.conditions.reversed().reduce(preview) { "#if \($1)\n\($0)#endif\n" })
        }
    }

    struct Provider {
        let node: Syntax
        let name: String
        let text: String
        let conditions: [String]
    }

    final class Finder: SyntaxVisitor {
        var providers: [Provider] = []
        private var names: [String] = []

        private func visitType(_ node: some DeclGroupSyntax, name: String) -> SyntaxVisitorContinueKind {
            let inherits = node.inheritanceClause?.inheritedTypes.contains {
                ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription)
            }
            if inherits == true, let conditions = Self.conditions(of: Syntax(node)) {
                providers.append(
                    Provider(
                        node: Syntax(node), name: (names + [name]).joined(separator: "."), text: node.description,
                        conditions: conditions))
            }
            names.append(name)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            visitType(node, name: node.name.text)
        }
        override func visitPost(_ node: StructDeclSyntax) { names.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            visitType(node, name: node.name.text)
        }
        override func visitPost(_ node: ClassDeclSyntax) { names.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            visitType(node, name: node.name.text)
        }
        override func visitPost(_ node: EnumDeclSyntax) { names.removeLast() }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// The conditions of the `#if` clauses around `node`, outermost first; nil when one of
        /// them is an `#else` or `#elseif` clause.
        static func conditions(of node: Syntax) -> [String]? {
            var conditions: [String] = []
            var current = node.parent
            while let parent = current {
                if let clause = parent.as(IfConfigClauseSyntax.self) {
                    guard clause.poundKeyword.tokenKind == .poundIf, let condition = clause.condition else {
                        return nil
                    }
                    conditions.insert(condition.trimmedDescription, at: 0)
                }
                current = parent.parent
            }
            return conditions
        }
    }

    static func defaultName(_ name: String) -> String {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"]
        where last.hasSuffix(suffix) && last.count > suffix.count {
            return String(last.dropLast(suffix.count))
        }
        return last
    }

    /// The string given to `.previewDisplayName("…")`, when it is a plain literal.
    static func displayName(in text: String) -> String? {
        guard let range = text.range(of: ".previewDisplayName(\"") else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let name = String(rest[..<end])
        return name.contains("\\") ? nil : name
    }

    /// The layout trait of the first `.previewLayout(…)`, when it is `.sizeThatFits` or `.fixed`.
    static func layoutTrait(in text: String) -> String? {
        let compact = text.filter { !$0.isWhitespace }
        if compact.contains(".previewLayout(.sizeThatFits)")
            || compact.contains(".previewLayout(PreviewLayout.sizeThatFits)")
        {
            return ".sizeThatFitsLayout"
        }
        guard let range = compact.range(of: ".previewLayout(.fixed(") else { return nil }
        let rest = compact[range.upperBound...]
        guard let end = rest.firstIndex(of: ")") else { return nil }
        return ".fixedLayout(\(rest[..<end]))"
    }
}
