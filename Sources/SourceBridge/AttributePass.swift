internal import SwiftSyntax

/// Drops the attributes the Linux compiler rejects ("Objective-C interoperability is disabled"):
/// `@objc` / `@objc(name)`, `@objcMembers`, and `@IBOutlet` ("property cannot have non-'@objc'
/// class type"). Measured with `swiftc -typecheck` on Linux: `@IBAction`, `@IBInspectable`,
/// `@IBDesignable`, `@nonobjc` and `dynamic` compile, so they stay (`@NSManaged` is rewritten by `NSManagedPass`).
enum AttributePass {
    static let rejected: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBOutletCollection"]

    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if AttributePass.rejected.contains(node.attributeName.trimmedDescription) {
                edits.append(SourceEdit(replacing: node, with: ""))
            }
            return .skipChildren
        }
    }
}
