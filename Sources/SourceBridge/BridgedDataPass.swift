internal import Foundation
internal import SwiftSyntax

/// `(data as NSData).bytes` → `(data._autoreleasedNSData).bytes`, on the same line. On Apple
/// platforms the bridged `NSData` is autoreleased and wraps the `Data`'s storage, so the pointer
/// stays valid through the statements that follow (the idiom hands it to
/// `CGContext(data:width:height:…)` to make an image from raw RGBA bytes); swift-corelibs-foundation
/// copies the bytes into an `NSData` released at the end of the expression, so the pointer dangles
/// and the bitmap import reads freed memory. `_autoreleasedNSData` (ObjCRuntime) keeps the object
/// until the run loop's next turn, as the pool would.
enum BridgedDataPass {
    static func run(_ file: inout BridgedFile) {
        guard file.text.contains("as NSData)") else { return }
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard ["bytes", "mutableBytes"].contains(node.declName.baseName.text),
                let tuple = node.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let inner = tuple.elements.first, inner.label == nil
            else { return .visitChildren }
            let text = inner.expression.trimmedDescription
            let suffix = " as NSData"
            guard text.hasSuffix(suffix) else { return .visitChildren }
            let value = String(text.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else { return .visitChildren }
            edits.append(SourceEdit(replacing: tuple, with: "((\(value))._autoreleasedNSData)"))
            return .skipChildren
        }
    }
}
