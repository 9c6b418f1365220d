internal import SwiftSyntax

/// `#selector(tap(_:))` → `Selector("tap:")`, `#selector(getter: progress)` → `Selector("progress")`:
/// a `Selector` value carrying the Objective-C name (`ObjCSelectorName`; a bare `#selector(tap)` is
/// resolved against the module's methods by `ModuleIndex.resolve`).
enum SelectorPass {
    static func run(_ file: inout BridgedFile, index: ModuleIndex) {
        let collector = Collector()
        collector.index = index
        collector.rewrite(&file)
    }

    final class Collector: EditCollector {
        var index: ModuleIndex!

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard let site = SelectorSite(node) else { return .visitChildren }
            edits.append(SourceEdit(replacing: node, with: "Selector(\(SourceLocation.quoted(index.resolve(site))))"))
            return .skipChildren
        }
    }
}
