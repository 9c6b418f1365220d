internal import SwiftSyntax

/// Drops the attributes the Linux compiler rejects ("Objective-C interoperability is disabled"):
/// `@objc` / `@objc(name)`, `@objcMembers`, and `@IBOutlet` ("property cannot have non-'@objc'
/// class type"), and `@IBAction` on a method without exactly one parameter. Measured with
/// `swiftc -typecheck` on Linux: `@IBAction` (one parameter), `@IBInspectable`,
/// `@IBDesignable`, `@nonobjc` and `dynamic` compile, so they stay (`@NSManaged` is rewritten by `NSManagedPass`).
enum AttributePass {
    static let rejected: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBOutletCollection"]

    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if AttributePass.rejected.contains(node.attributeName.trimmedDescription) || Self.isActionLinuxRejects(node)
            {
                edits.append(SourceEdit(replacing: node, with: ""))
            }
            return .skipChildren
        }

        /// `@IBAction` on a method with no parameter or with two (`sender`, `forEvent`): iOS takes
        /// all three forms (UIControl, "The action method"), the Linux compiler only the
        /// one-parameter form ("@IBAction methods must have 1 argument"). The attribute only
        /// marks the method for Interface Builder, so dropping it changes nothing else.
        static func isActionLinuxRejects(_ node: AttributeSyntax) -> Bool {
            guard node.attributeName.trimmedDescription == "IBAction",
                let function = node.parent?.parent?.as(FunctionDeclSyntax.self)
            else { return false }
            return function.signature.parameterClause.parameters.count != 1
        }
    }
}
