internal import SwiftSyntax

/// `AnyObject` method lookup: `(sender as AnyObject).reset?()` or `(item as AnyObject).select?(row)`
/// as a statement. On Apple platforms a method called on `AnyObject` is looked up by the
/// Objective-C runtime among every `@objc` method, and the optional call sends the message only
/// if the object responds to it (*Using Swift with Cocoa and Objective-C*, "id Compatibility":
/// "you can call any Objective-C method … on an AnyObject value", with `?` "if the object
/// doesn't respond … the call does nothing"). Swift on Linux has no such lookup, so the pass
/// turns the call into `Selector("select:").send(to: (item as AnyObject), arguments: [row])`:
/// the method of the object's selector tables, or nothing. Only statements — a call whose value
/// is used has a type the bridge cannot name. On the same line.
///
/// The manual target-action call `item.target?.perform(item.action, with: nil)` sends
/// `NSObjectProtocol`'s `perform(_:with:)` to a target typed `AnyObject?` (UIKit's `target`
/// properties); the pass casts the target to `NSObject` (`(item.target as? NSObject)?.perform(…)`),
/// whose `perform` ViewLab has. Only a receiver named `target`, so a `perform` of the user's own
/// types is left alone.
///
/// The class method looked up on an object's class, `type(of: object).description()` (debug
/// descriptions of an `AnyObject`), becomes `NSObject.classDescription(of: type(of: object))`.
enum AnyObjectMessagePass {
    static func run(_ file: inout BridgedFile) {
        guard file.text.contains("AnyObject") || file.text.contains("target?.perform(") else { return }
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.arguments.isEmpty, node.trailingClosure == nil,
                let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "description",
                let typeOf = member.base?.as(FunctionCallExprSyntax.self),
                typeOf.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
                typeOf.arguments.first?.label?.text == "of"
            {
                edits.append(SourceEdit(replacing: node, with: "NSObject.classDescription(of: \(typeOf.trimmedText))"))
                return .skipChildren
            }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "perform",
                node.arguments.first?.label == nil, let optional = member.base?.as(OptionalChainingExprSyntax.self),
                AnyObjectMessagePass.isTarget(optional.expression)
            {
                edits.append(
                    SourceEdit(replacing: optional, with: "(\(optional.expression.trimmedText) as? NSObject)?"))
                return .visitChildren
            }
            guard node.parent?.is(CodeBlockItemSyntax.self) == true, node.trailingClosure == nil,
                let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
                let member = optional.expression.as(MemberAccessExprSyntax.self),
                let base = member.base?.as(TupleExprSyntax.self), base.elements.count == 1,
                let inner = base.elements.first?.expression, AnyObjectMessagePass.isCastToAnyObject(inner)
            else { return .visitChildren }
            let selector = ObjCSelectorName.method(
                member.declName.baseName.text, labels: node.arguments.map { $0.label?.text })
            let arguments = node.arguments.map { $0.expression.trimmedText }.joined(separator: ", ")
            edits.append(
                SourceEdit(
                    replacing: node,
                    with:
                        "Selector(\(SourceLocation.quoted(selector))).send(to: \(base.trimmedText), arguments: [\(arguments)])"
                ))
            return .skipChildren
        }
    }

    /// `target` or `something.target`.
    static func isTarget(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "target" }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target"
    }

    /// `x as AnyObject` — as the parser leaves it (an unfolded sequence) or folded.
    static func isCastToAnyObject(_ expression: ExprSyntax) -> Bool {
        if let cast = expression.as(AsExprSyntax.self) {
            return cast.questionOrExclamationMark == nil && cast.type.trimmedDescription == "AnyObject"
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
        let parts = Array(sequence.elements)
        guard let cast = parts[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil else {
            return false
        }
        return parts[2].trimmedDescription == "AnyObject"
    }
}
