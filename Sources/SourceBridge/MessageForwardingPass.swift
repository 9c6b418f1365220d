internal import SwiftSyntax

/// Objective-C message forwarding in an `NSObject` subclass: the weak-proxy idiom iOS code uses
/// so that a `CADisplayLink` or `Timer` does not retain its owner —
///
///     final class WeakProxy: NSObject {
///         weak var target: NSObjectProtocol?
///         override func responds(to aSelector: Selector!) -> Bool { … }
///         override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
///     }
///
/// On Apple platforms the runtime asks `forwardingTarget(for:)` for a selector the object does not
/// implement and sends the message there (*Objective-C Runtime Programming Guide*, "Message
/// Forwarding"). Here `responds(to:)` is ObjCRuntime's (declared in an extension, which Swift does
/// not let a subclass override) and `forwardingTarget(for:)` does not exist on Foundation's
/// `NSObject`, so both `override`s fail. The pass drops the two `override` keywords and adds
/// `ObjCMessageForwarding` to the class's inheritance list, on the same lines; ObjCRuntime's
/// `Selector.send(to:)` and `isImplemented(by:)` then forward as the runtime does, and
/// `super.responds(to:)` still reaches the default; `super.forwardingTarget(for:)` becomes `nil`,
/// `NSObject`'s answer.
enum MessageForwardingPass {
    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    /// The protocol the runtime consults (ObjCRuntime).
    static let protocolName = "ObjCMessageForwarding"

    final class Collector: EditCollector {
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            var forwards = false
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    let override = function.modifiers.first(where: { $0.name.text == "override" }),
                    let kind = MessageForwardingPass.method(function)
                else { continue }
                edits.append(
                    SourceEdit(
                        range: override.positionAfterSkippingLeadingTrivia.utf8Offset..<override.endPosition.utf8Offset,
                        replacement: ""))
                forwards = forwards || kind == "forwardingTarget"
                if kind == "forwardingTarget", let type = function.signature.parameterClause.parameters.first?.type,
                    type.trimmedDescription == "Selector"
                {
                    edits.append(SourceEdit(replacing: type, with: "Selector!"))
                }
            }
            if forwards, let inherited = node.inheritanceClause?.inheritedTypes.last {
                edits.append(
                    SourceEdit(
                        inserting: ", \(MessageForwardingPass.protocolName)",
                        at: inherited.type.endPositionBeforeTrailingTrivia.utf8Offset))
            }
            return .visitChildren
        }

        /// `super.forwardingTarget(for: aSelector)`: `NSObject`'s answer is nil ("the default
        /// implementation returns nil"), and Foundation's `NSObject` here has no such method.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.is(SuperExprSyntax.self) == true,
                member.declName.baseName.text == "forwardingTarget", node.arguments.count == 1,
                node.arguments.first?.label?.text == "for"
            else { return .visitChildren }
            edits.append(SourceEdit(replacing: node, with: "(nil as Any?)"))
            return .skipChildren
        }
    }

    /// "responds" for `responds(to:)`, "forwardingTarget" for `forwardingTarget(for:)`, taking one
    /// `Selector`; nil for any other method.
    static func method(_ function: FunctionDeclSyntax) -> String? {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first,
            parameter.type.trimmedDescription.hasPrefix("Selector")
        else { return nil }
        switch (function.name.text, parameter.firstName.text) {
        case ("responds", "to"): return "responds"
        case ("forwardingTarget", "for"): return "forwardingTarget"
        default: return nil
        }
    }
}
