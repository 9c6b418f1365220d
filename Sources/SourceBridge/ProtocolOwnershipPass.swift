internal import SwiftSyntax

/// `weak var delegate: Delegate? { get set }` in a protocol → the requirement without `weak`.
///
/// An ownership keyword on a protocol's property requirement never meant anything (a conforming
/// type chooses its own storage); Swift 4 accepted it with a warning, and SE-0186 ("Remove
/// ownership keyword support in protocols") makes it an error from Swift 5 on — libraries
/// written for Swift 4 still carry it (`weak var focusChangeDelegate: …` in an `@objc`
/// protocol). Dropping the keyword is what Swift 4 did with it.
enum ProtocolOwnershipPass {
    static let keywords: Set<String> = ["weak", "unowned"]

    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for modifier in variable.modifiers where ProtocolOwnershipPass.keywords.contains(modifier.name.text) {
                    edits.append(SourceEdit(replacing: modifier, with: ""))
                }
            }
            return .skipChildren
        }
    }
}
