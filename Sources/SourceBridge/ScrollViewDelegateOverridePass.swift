internal import SwiftSyntax

/// `override var delegate: UIScrollViewDelegate? { … }` in a class that subclasses `UIScrollView`
/// itself → the same property without `override`, reading and writing `super.delegate`.
///
/// ViewLab's `UIScrollView` declares `delegate` in a protocol extension, so that `UITableView`,
/// `UICollectionView` and `UITextView` can redeclare it with their own protocol as iOS does
/// (`UIScrollView+Delegate.swift`); there is no class property for a direct subclass to override.
/// Its property shadows the extension's instead: a computed one only loses `override`; one with
/// observers (`override weak var delegate: UIScrollViewDelegate? { didSet { … } }`) becomes a
/// computed property whose setter runs `willSet`, stores through `super.delegate`, then runs
/// `didSet`, with `newValue` / `oldValue` (or the observers' own names) as Swift gives them.
/// Lines stay on their lines. Subclasses of tables, collection and text views override their
/// narrower `delegate` unchanged.
enum ScrollViewDelegateOverridePass {
    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "UIScrollView" else {
                return .visitChildren
            }
            for member in node.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) { rewrite(variable) }
            }
            return .visitChildren
        }

        func rewrite(_ node: VariableDeclSyntax) {
            guard node.modifiers.has("override"), node.bindings.count == 1, let binding = node.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "delegate"
            else { return }
            for modifier in node.modifiers where ["override", "weak"].contains(modifier.name.text) {
                edits.append(SourceEdit(replacing: modifier, with: ""))
            }
            guard let block = binding.accessorBlock, case .accessors(let accessors) = block.accessors,
                accessors.contains(where: { ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            else { return }
            edits.append(
                SourceEdit(
                    replacing: block.leftBrace,
                    with: "{ get { super.delegate } set { let oldValue = super.delegate; _ = oldValue;"))
            var stored = false
            for accessor in accessors {
                let didSet = accessor.accessorSpecifier.text == "didSet"
                let end =
                    accessor.parameters?.endPositionBeforeTrailingTrivia
                    ?? accessor.accessorSpecifier
                    .endPositionBeforeTrailingTrivia
                edits.append(
                    SourceEdit(
                        range: accessor.accessorSpecifier.positionAfterSkippingLeadingTrivia
                            .utf8Offset..<end.utf8Offset,
                        replacement: didSet ? "super.delegate = newValue; do" : "do"))
                stored = stored || didSet
                if let name = accessor.parameters?.name.text, let body = accessor.body {
                    edits.append(
                        SourceEdit(
                            inserting: " let \(name) = \(didSet ? "oldValue" : "newValue");",
                            at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
                }
            }
            edits.append(
                SourceEdit(replacing: block.rightBrace, with: stored ? "} }" : "super.delegate = newValue } }"))
        }
    }
}
