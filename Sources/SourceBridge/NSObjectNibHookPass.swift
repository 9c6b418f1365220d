internal import SwiftSyntax

/// `override func awakeFromNib()` or `override func prepareForInterfaceBuilder()` in a class that
/// descends, through the module's own classes, from `NSObject` itself (an animation object
/// connected in a nib, a model object) → the highest such class declares the method instead.
///
/// On iOS UIKit declares both on `NSObject` — `awakeFromNib` in the `NSObject(UINibLoadingAdditions)`
/// category ("Prepares the receiver for service after it has been loaded from an Interface Builder
/// archive, or nib file", Apple, `NSObject.awakeFromNib()`), `prepareForInterfaceBuilder` in
/// `NSObject(UINibLoadingAdditions)` too — so any `NSObject` subclass overrides them and calls
/// `super`. Foundation's `NSObject` on Linux has neither, and a Swift extension cannot add a method
/// a subclass may override. So the first class of the chain that overrides one loses `override`
/// and its `super.awakeFromNib()` call (NSObject's does nothing); its subclasses' overrides stay
/// overrides of it. Views and controllers have the methods from UIKit and are left alone. Lines
/// stay on their lines.
enum NSObjectNibHookPass {
    static let hooks: Set<String> = ["awakeFromNib", "prepareForInterfaceBuilder"]

    static func run(_ file: inout BridgedFile, index: ModuleIndex) {
        Collector(index: index).rewrite(&file)
    }

    final class Collector: EditCollector {
        let index: ModuleIndex
        init(index: ModuleIndex) { self.index = index }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard index.outsideSuperclass(of: name) == "NSObject" else { return .visitChildren }
            let chain = index.superclassChain(of: name)
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.has("override"),
                    Self.isHook(function),
                    !index.methods.contains(where: { chain.contains($0.typeName) && $0.baseName == function.name.text })
                else { continue }
                for modifier in function.modifiers where modifier.name.text == "override" {
                    edits.append(SourceEdit(replacing: modifier, with: ""))
                }
                if let body = function.body { removeSuperCalls(of: function.name.text, in: body) }
            }
            return .visitChildren
        }

        static func isHook(_ function: FunctionDeclSyntax) -> Bool {
            hooks.contains(function.name.text) && function.signature.parameterClause.parameters.isEmpty
        }

        /// Removes each `super.<name>()` statement of the body (its text only: the line stays).
        func removeSuperCalls(of name: String, in body: CodeBlockSyntax) {
            for item in body.statements {
                guard let call = item.item.as(FunctionCallExprSyntax.self),
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == name,
                    call.arguments.isEmpty
                else { continue }
                edits.append(
                    SourceEdit(
                        range: item.positionAfterSkippingLeadingTrivia
                            .utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
            }
        }
    }
}
