internal import SwiftSyntax

/// Method swizzling's self-call. A library that exchanges a UIKit method with its own —
///
///     @objc func skeletonLayoutSubviews() {
///         skeletonLayoutSubviews()   // after method_exchangeImplementations: UIKit's layoutSubviews
///         layoutSkeletonIfNeeded()
///     }
///
/// relies on the call being a message: after the exchange, the selector `skeletonLayoutSubviews`
/// runs the original `layoutSubviews`. In a module that swizzles (it calls
/// `method_exchangeImplementations`, `class_replaceMethod` or `method_setImplementation`), each
/// call of an `@objc` or `dynamic` method to itself becomes
/// `MethodSwizzling.send(self, "skeletonLayoutSubviews", []) { skeletonLayoutSubviews() }`:
/// the implementation the selector has now, or the direct call when nothing was swapped. On the
/// same line.
enum SwizzlingPass {
    static let functions = ["method_exchangeImplementations", "class_replaceMethod", "method_setImplementation"]

    static func run(_ file: inout BridgedFile, index: ModuleIndex) {
        guard index.swizzles else { return }
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.isMarkedObjC || node.modifiers.has("dynamic"), node.enclosingTypeName != nil,
                let body = node.body
            else { return .skipChildren }
            let calls = SelfCalls(node)
            calls.walk(body)
            for call in calls.found {
                let arguments = call.arguments.map { $0.expression.trimmedText }.joined(separator: ", ")
                let selector = SourceLocation.quoted(node.objCSelector)
                edits.append(
                    SourceEdit(
                        replacing: call,
                        with: "MethodSwizzling.send(self, \(selector), [\(arguments)]) { \(call.trimmedText) }"))
            }
            return .skipChildren
        }
    }

    /// Calls of `function` by its own name and labels, on `self` or unqualified.
    final class SelfCalls: SyntaxVisitor {
        let function: FunctionDeclSyntax
        var found: [FunctionCallExprSyntax] = []

        init(_ function: FunctionDeclSyntax) {
            self.function = function
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name: String?
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.trimmedDescription == "self"
            {
                name = member.declName.baseName.text
            } else {
                name = nil
            }
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            if name == function.name.text, labels == function.argumentLabels, node.trailingClosure == nil {
                found.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
