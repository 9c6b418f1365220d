internal import SwiftSyntax

/// Foundation initialisers Darwin has and swift-corelibs-foundation cannot be given from outside,
/// rewritten to the same object made another way, on the same line: `NSMutableString()` →
/// `NSMutableString(string: "")`.
///
/// On Darwin `NSMutableString` inherits `NSObject`'s `init()` ("an empty mutable string");
/// swift-corelibs-foundation's declares designated initialisers of its own (`init(capacity:)`,
/// `init(string:)`), so it inherits none, and an `init()` cannot be added in an extension
/// ("initializer 'init()' declared in 'NSString' cannot be overridden from extension").
/// `NSMutableString(format:…)` is declared in ObjCRuntime (`NSMutableString+Format.swift`).
enum FoundationInitializerPass {
    /// Type name → the initialiser call that stands for its `init()`.
    static let emptyInitializers = ["NSMutableString": "NSMutableString(string: \"\")"]

    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.arguments.isEmpty, node.trailingClosure == nil,
                let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let replacement = FoundationInitializerPass.emptyInitializers[name]
            else { return .visitChildren }
            edits.append(SourceEdit(replacing: node, with: replacement))
            return .skipChildren
        }
    }
}
